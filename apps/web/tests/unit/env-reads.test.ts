import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The site reads its environment through its configuration module (src/lib/env-schema.ts, and
// src/lib/env.ts on top of it), where every variable is validated and has its default. Elsewhere
// in src/ and server/, only these touch `process.env`, each under a comment saying why:
const READS = {
  // Next writes NODE_ENV into the browser's script as it builds it.
  'src/components/app/service-worker-registration.tsx': 1,
  // Next replaces NEXT_RUNTIME as it compiles the file for each runtime (its documented test).
  'src/instrumentation.ts': 1,
  // What the scripts set for the site's process, in plain Node (no TypeScript to import).
  'server/process-env.mjs': 1,
};
// Next's private variables, set for Next in the front door's process.
const WRITES = { 'server/main.ts': 2 };

const CONFIGURATION = ['src/lib/env-schema.ts', 'src/lib/env.ts'];

const web = join(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(web, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|mjs|js)$/.test(entry.name) && !/\.test\.ts$|\.d\.m?ts$/.test(entry.name) ? [path] : [];
  });
}

type Use = { file: string; line: number; write: boolean; explained: boolean };

/** Every `process.env` in the code (comments left out), whether it is assigned to, and whether a comment says why. */
function environmentUses(): Use[] {
  return ['src', 'server']
    .flatMap(sourceFiles)
    .map((path) => relative(web, join(web, path)).split('\\').join('/'))
    .filter((file) => !CONFIGURATION.includes(file))
    .flatMap((file) => {
      const lines = readFileSync(join(web, file), 'utf8').split('\n');
      return lines.flatMap((text, index) => {
        const code = text.replace(/\/\/.*$/, '');
        if (/^\s*\*/.test(code)) return [];
        return [...code.matchAll(/process\.env\b(\s*\[[^\]]+\]|\.\w+)?(\s*(?:\?\?|\|\|)?=(?!=))?/g)].map((match) => ({
          file,
          line: index + 1,
          write: Boolean(match[2]),
          explained: /^\s*\/\//.test(lines[index - 1] ?? ''),
        }));
      });
    });
}

const count = (uses: Use[]) =>
  uses.reduce<Record<string, number>>((counts, { file }) => ({ ...counts, [file]: (counts[file] ?? 0) + 1 }), {});

describe('the environment', () => {
  const uses = environmentUses();

  it('is read outside the configuration module in three places at most, the ones listed here', () => {
    expect(Object.values(READS).reduce((sum, n) => sum + n, 0)).toBeLessThanOrEqual(3);
    expect(count(uses.filter((use) => !use.write))).toEqual(READS);
  });

  it('is written only for Next, where listed', () => {
    expect(count(uses.filter((use) => use.write))).toEqual(WRITES);
  });

  it('is touched outside the configuration module only under a comment saying why', () => {
    expect(uses.filter((use) => !use.explained).map(({ file, line }) => `${file}:${line}`)).toEqual([]);
  });
});
