// Compiles the front door (server/*.ts, and what it imports from src/) into .server/, which
// server.mjs runs and next.config.ts names as the page cache handler. See docs/decisions/front-door.md.
import { rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { build } from 'esbuild';

/**
 * The stylesheets the self-contained error page draws with (server/static-error-page.tsx): a file
 * imported with `?raw` is its text, as Vite (the tests) reads it; a CSS module gives its class
 * names as they are written, the page holding its rules whole.
 */
const stylesheets = {
  name: 'stylesheets',
  setup(bundle) {
    bundle.onResolve({ filter: /\?raw$/ }, async ({ path, resolveDir, kind }) => {
      const resolved = await bundle.resolve(path.slice(0, -'?raw'.length), { resolveDir, kind });
      return resolved.errors.length ? { errors: resolved.errors } : { path: resolved.path, namespace: 'raw' };
    });
    bundle.onLoad({ filter: /.*/, namespace: 'raw' }, async ({ path }) => ({
      contents: await readFile(path, 'utf8'),
      loader: 'text',
    }));
    bundle.onLoad({ filter: /\.module\.css$/ }, async ({ path }) => {
      const names = new Set(
        [...(await readFile(path, 'utf8')).matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name),
      );
      return { contents: JSON.stringify(Object.fromEntries([...names].map((name) => [name, name]))), loader: 'json' };
    });
  },
};

// The chunks of an earlier build would stay beside the new ones.
rmSync('.server', { recursive: true, force: true });

await build({
  entryPoints: ['server/main.ts', 'server/page-cache-handler.ts'],
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // Node's resolution at run time, as Next's own server loads them.
  packages: 'external',
  outdir: '.server',
  outExtension: { '.js': '.mjs' },
  plugins: [stylesheets],
  logLevel: 'warning',
});
