import { join, relative } from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { beforeAll, describe, expect, it } from 'vitest';

// The CMS in layers (docs/decisions/cms-by-feature.md): the admissions vocabulary, the features in
// an order, the admin's entry on top. A feature importing one above it closes a loop, and the
// loop's folders can then only be read, changed or moved together. Type-only imports count: they
// tie the folders as much as any.

const cms = join(__dirname, '../..');

/** The folder a module belongs to: `src/features/<feature>`, else its folder under `src`. */
const folderOf = (path: string) => {
  const [top, sub] = relative('src', path).split('/');
  return top === 'features' && sub !== undefined ? `features/${sub}` : (top ?? path);
};

/** The strongly connected parts of a graph with more than one node: each a loop, or loops sharing nodes. */
function loopsOf(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const loops: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const part = stack.splice(stack.indexOf(node));
    if (part.length > 1) loops.push(part.sort());
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return loops;
}

describe('the CMS has no import cycle', () => {
  let modules: ICruiseResult['modules'];
  beforeAll(async () => {
    const cwd = process.cwd();
    // dependency-cruiser names modules relative to the working directory.
    process.chdir(cms);
    try {
      const { output } = await cruise(['src'], { tsPreCompilationDeps: true, doNotFollow: { path: 'node_modules' } });
      if (typeof output === 'string') throw new Error('dependency-cruiser answered a report, not modules');
      modules = output.modules.filter((module) => module.source.startsWith('src/'));
    } finally {
      process.chdir(cwd);
    }
  }, 120_000);

  it('reads the whole source, the admin pages and type-only imports included', () => {
    const sources = new Set(modules.map((module) => module.source));
    expect(sources).toContain('src/admin/app.tsx');
    expect(sources).toContain('src/features/prospects/admin/prospect-panel.tsx');
    const typeOnly = modules
      .flatMap((module) => module.dependencies)
      .filter((d) => d.dependencyTypes.includes('type-only'));
    expect(typeOnly.length).toBeGreaterThan(0);
  });

  it('between files', () => {
    const cycles = modules.flatMap((module) =>
      module.dependencies
        .filter((dependency) => dependency.circular)
        .map((dependency) => [module.source, ...(dependency.cycle ?? []).map((step) => step.name)].join(' -> ')),
    );
    expect(cycles).toEqual([]);
  });

  it('between folders: each folder of src, and each feature', () => {
    const edges = new Map<string, Set<string>>();
    const why = new Map<string, string>();
    for (const module of modules)
      for (const dependency of module.dependencies) {
        if (!dependency.resolved.startsWith('src/')) continue;
        const [from, to] = [folderOf(module.source), folderOf(dependency.resolved)];
        if (from === to) continue;
        edges.set(from, (edges.get(from) ?? new Set()).add(to));
        why.set(`${from} -> ${to}`, `${module.source} -> ${dependency.resolved}`);
      }
    const loops = loopsOf(edges).map((loop) => ({
      folders: loop,
      imports: [...why]
        .filter(([edge]) => loop.includes(edge.split(' -> ')[0]!) && loop.includes(edge.split(' -> ')[1]!))
        .map(([, file]) => file),
    }));
    expect(loops).toEqual([]);
  });
});
