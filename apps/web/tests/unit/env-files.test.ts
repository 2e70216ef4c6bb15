import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureEnvFiles } from '../../../../scripts/env.mjs';

// The environment files `npm start` writes (scripts/env.mjs): made on the first start, completed
// with the keys a later version needs at each start, a value already there never changed.

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));
const checkout = () => {
  const root = mkdtempSync(join(tmpdir(), 'env-files-'));
  roots.push(root);
  mkdirSync(join(root, 'apps/cms'), { recursive: true });
  mkdirSync(join(root, 'apps/web'), { recursive: true });
  return root;
};
const read = (root: string, file: string) =>
  Object.fromEntries(
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );

describe('ensureEnvFiles', () => {
  it('gives both apps the same privacy erasure secret, apart from the revalidation one', () => {
    const root = checkout();
    ensureEnvFiles(root);
    const [cms, web] = [read(root, 'apps/cms/.env'), read(root, 'apps/web/.env.local')];
    expect(cms.PRIVACY_ERASE_SECRET!.length).toBeGreaterThanOrEqual(16);
    expect(web.PRIVACY_ERASE_SECRET).toBe(cms.PRIVACY_ERASE_SECRET);
    expect(web.REVALIDATE_SECRET).toBe(cms.REVALIDATE_SECRET);
    expect(cms.PRIVACY_ERASE_SECRET).not.toBe(cms.REVALIDATE_SECRET);
  });

  it('adds the new secret to files an older start wrote, even without a final new line, and changes nothing else', () => {
    const root = checkout();
    ensureEnvFiles(root);
    const older = (file: string) => {
      const path = join(root, file);
      const lines = readFileSync(path, 'utf8').split('\n');
      writeFileSync(path, lines.filter((line) => line && !line.startsWith('PRIVACY_ERASE_SECRET=')).join('\n'));
      return read(root, file);
    };
    const [cmsBefore, webBefore] = [older('apps/cms/.env'), older('apps/web/.env.local')];
    ensureEnvFiles(root);
    const [cms, web] = [read(root, 'apps/cms/.env'), read(root, 'apps/web/.env.local')];
    expect(cms).toEqual({ ...cmsBefore, PRIVACY_ERASE_SECRET: expect.any(String) });
    expect(web).toEqual({ ...webBefore, PRIVACY_ERASE_SECRET: cms.PRIVACY_ERASE_SECRET });
    // A third start finds nothing missing.
    const text = readFileSync(join(root, 'apps/cms/.env'), 'utf8');
    ensureEnvFiles(root);
    expect(readFileSync(join(root, 'apps/cms/.env'), 'utf8')).toBe(text);
  });
});
