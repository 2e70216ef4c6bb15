// Compiles the front door (server/*.ts, and what it imports from src/) into .server/, which
// server.mjs runs and next.config.ts names as the page cache handler. See docs/decisions/front-door.md.
// Then writes the pages Varnish sends when the site is away into .server/unavailable/
// (docs/decisions/varnish.md).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
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
  // static-error-page.tsx for the pages below only: main.ts bundles it too.
  entryPoints: ['server/main.ts', 'server/page-cache-handler.ts', 'server/static-error-page.tsx'],
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

// The site's 503 page in each language, and its line of text for what is not a page, drawn from
// the error screen and the catalogue as the site's other error pages are. Varnish reads them when
// its configuration is loaded (deploy/varnish/site.vcl), since the site cannot answer then.
const { unavailablePage, unavailableText } = await import(pathToFileURL(resolve('.server/static-error-page.mjs')).href);
mkdirSync('.server/unavailable');
for (const locale of ['fr', 'en']) {
  writeFileSync(`.server/unavailable/${locale}.html`, unavailablePage(locale));
  writeFileSync(`.server/unavailable/${locale}.txt`, unavailableText(locale));
}
