import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The inline script is compiled from the rules (scripts/build-origin-script.mjs) and kept in the
// repository: a change to the rules without compiling again would leave pages applying the old ones.
describe('the origin script of the document head', () => {
  it('is what record-origin.ts and origin.ts compile to', () => {
    const cwd = fileURLToPath(new URL('../../..', import.meta.url));
    expect(() =>
      execFileSync('node', ['scripts/build-origin-script.mjs', '--check'], { cwd, stdio: 'pipe' }),
    ).not.toThrow();
  });
});
