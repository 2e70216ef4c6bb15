import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// What the package promises its two apps as a whole (docs/decisions/shared-package.md).

const read = (file) => readFileSync(new URL(file, import.meta.url), 'utf8');
const { exports } = JSON.parse(read('./package.json'));
const modules = Object.entries(exports).map(([path, { types, default: code }]) => ({
  name: path.slice(1),
  path,
  types,
  code,
}));

/** The code without its comments, which may name what the code must not do. */
const codeOf = (file) => read(file).replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');

describe.each(modules)('@horizon/shared$name', ({ path, types, code }) => {
  it('is a module beside its declarations, under the same name', () => {
    expect(code).toBe(`${path}.js`);
    expect(types).toBe(`${path}.d.ts`);
  });

  it('exports the values its declarations name, and no other', async () => {
    const declared = [...read(types).matchAll(/^export (?:function|const) (\w+)/gm)].map(([, name]) => name);
    expect(Object.keys(await import(code)).sort()).toEqual([...new Set(declared)].sort());
  });

  // The apps pass what it needs: each validates its own configuration (apps/web/src/lib/env.ts,
  // apps/cms/src/env), and apps/web/tests/unit/env-reads.test.ts counts the site's reads.
  it('reads no environment variable', () => {
    expect(codeOf(code)).not.toMatch(/process\s*\.\s*env|import\.meta\.env/);
  });

  // The package has no dependencies: it runs in both apps, each with its own node_modules.
  it("imports only Node's modules and the package's own", () => {
    const imported = [...codeOf(code).matchAll(/\bfrom\s+'([^']+)'|\bimport\(\s*'([^']+)'/g)].map(
      ([, from, dynamic]) => from ?? dynamic,
    );
    for (const specifier of imported) expect(specifier).toMatch(/^(node:|\.\/[\w-]+\.js$)/);
  });
});
