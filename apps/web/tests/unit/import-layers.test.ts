import { join } from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { beforeAll, describe, expect, it } from 'vitest';
import { SITE_LAYERS } from '../../site-layers.mjs';

// The site's import graph (docs/decisions/site-layers.md), as dependency-cruiser resolves it with
// tsconfig.json's `@/` paths, type-only imports included; unit tests are left out (a test may build
// its input with a module of any layer).

const web = join(__dirname, '../..');

let result: ICruiseResult;

beforeAll(async () => {
  const tsConfigFile = join(web, 'tsconfig.json');
  const reporting = await cruise(
    ['src', 'server'],
    {
      baseDir: web,
      tsPreCompilationDeps: true,
      tsConfig: { fileName: tsConfigFile },
      exclude: { path: ['\\.test\\.ts$'] },
      doNotFollow: { path: ['node_modules'] },
      validate: true,
      ruleSet: { forbidden: [{ name: 'no-circular', severity: 'error', from: {}, to: { circular: true } }] },
    },
    {},
    { tsConfig: extractTSConfig(tsConfigFile) },
  );
  result = reporting.output as ICruiseResult;
}, 60_000);

/** The folder of src/ a module is in (`lib` for src/lib/cms/http.ts); null for src's own files and the rest. */
const layerOf = (path: string): string | null => {
  const [root, folder, ...rest] = path.split('/');
  return root === 'src' && folder && rest.length > 0 ? folder : null;
};

describe("the site's imports", () => {
  it('are all read, the `@/` ones resolved', () => {
    expect(result.modules.length).toBeGreaterThan(300);
    const unresolved = result.modules.flatMap((cruised) =>
      cruised.dependencies
        .filter((dependency) => dependency.couldNotResolve && dependency.module.startsWith('@/'))
        .map((dependency) => `${cruised.source} -> ${dependency.module}`),
    );
    expect(unresolved).toEqual([]);
  });

  it('go down the layers of src/, so that its folders import one another in no cycle', () => {
    const rank = new Map(SITE_LAYERS.map((layer, index) => [layer, index]));
    const folders = new Set(result.modules.map((cruised) => layerOf(cruised.source)).filter(Boolean));
    // A new folder of src/ takes its place in site-layers.mjs.
    expect([...folders].filter((folder) => !rank.has(folder!))).toEqual([]);
    const upward = new Map<string, string[]>();
    for (const cruised of result.modules) {
      const from = layerOf(cruised.source);
      for (const dependency of cruised.dependencies) {
        const to = layerOf(dependency.resolved);
        if (!from || !to || from === to || rank.get(from)! < rank.get(to)!) continue;
        const edge = `${from} -> ${to}`;
        upward.set(edge, [...(upward.get(edge) ?? []), `${cruised.source} -> ${dependency.resolved}`]);
      }
    }
    expect(Object.fromEntries(upward)).toEqual({});
  });

  it('make no cycle between files of src/ and server/', () => {
    const cycles = result.summary.violations
      .filter((violation) => violation.rule.name === 'no-circular')
      .map((violation) => [violation.from, ...(violation.cycle ?? []).map((step) => step.name)].join(' -> '));
    expect(cycles).toEqual([]);
  });
});
