// `node scripts/runtime-files.mjs <folder>`: copies into <folder> what `node server.mjs` needs of a
// built site, and nothing else: the front door (.server), Next's build without its build cache,
// and of node_modules only the files the server loads. The site's image is made of that folder
// (Dockerfile): all of node_modules would be 320 MB, 210 MB of it Next's compilers and the build's
// own code. See docs/decisions/container-images.md.
//
// The files the server loads: those Next's build traced for its server and each route (the
// `.nft.json` files beside them, as Next's `output: 'standalone'` reads them), and those the front
// door imports, traced the same way (@vercel/nft, the tracer Next uses). Packages that load native
// libraries the tracer cannot see (sharp's libvips) are taken whole.
import { cpSync, existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { nodeFileTrace } from '@vercel/nft';

const app = resolve(import.meta.dirname, '..');
const out = resolve(process.argv[2] ?? '.runtime');
const distDir = join(app, process.env.NEXT_DIST_DIR ?? '.next');

/** Packages taken whole: what they load is named at run time (sharp's native module and libvips). */
const WHOLE_PACKAGES = ['sharp', '@img'];

const files = new Set();

// Next's traces: each lists, relative to itself, the files its server part reads.
const traces = readdirSync(distDir, { recursive: true }).filter((file) => file.endsWith('.nft.json'));
for (const trace of traces.map((file) => join(distDir, file))) {
  const { files: traced } = JSON.parse(readFileSync(trace, 'utf8'));
  for (const file of traced) files.add(relative(app, resolve(dirname(trace), file)));
}

// The front door and the page cache handler Next loads from the configuration.
const entries = ['server.mjs', ...readdirSync(join(app, '.server')).filter((f) => f.endsWith('.mjs'))].map((f) =>
  f === 'server.mjs' ? join(app, f) : join(app, '.server', f),
);
// The front door imports a module by a computed name (Next's configuration): the tracer then takes
// every module of the folder, the linter's and the benchmarks' included. The server's own files
// are the build's, the front door's and node_modules'.
const SERVER_FILES = /^(node_modules|\.server|\.next)\/|^(server\.mjs|package\.json)$/;
// Its warnings are about files it parsed and could not read as code (data, binaries): the traces'
// test is the server starting from the image (tests/deployment).
const { fileList } = await nodeFileTrace(entries, {
  base: app,
  processCwd: app,
  ignore: (path) => !SERVER_FILES.test(path),
});
for (const file of fileList) files.add(file);

const modules = [...files].filter((file) => file.startsWith('node_modules/'));
for (const name of WHOLE_PACKAGES)
  if (existsSync(join(app, 'node_modules', name))) modules.push(`node_modules/${name}`);

// Source maps: nothing reads them when the server runs (stack traces name the built files).
const noSourceMap = (src) => !src.endsWith('.map');

// A package of the repository (`@horizon/shared`, a `file:` dependency) is a link out of
// node_modules, to a folder the image does not have: its files are copied in the link's place,
// whole but for its tests and what running them left (Vitest's cache in its node_modules)
// (docs/decisions/shared-package.md).
const linkedFrom = (path) => {
  const at = join(app, path);
  if (!lstatSync(at).isSymbolicLink()) return null;
  const target = realpathSync(at);
  return target.startsWith(join(app, 'node_modules') + sep) ? null : target;
};
const packageFile = (linked) => (src) =>
  !/\.test\.[cm]?[jt]s$/.test(src) && !relative(linked, src).split(sep).includes('node_modules');

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
for (const path of modules) {
  if (!existsSync(join(app, path))) continue;
  mkdirSync(dirname(join(out, path)), { recursive: true });
  const linked = linkedFrom(path);
  if (linked)
    cpSync(linked, join(out, path), { recursive: true, filter: (src) => noSourceMap(src) && packageFile(linked)(src) });
  else cpSync(join(app, path), join(out, path), { recursive: true, verbatimSymlinks: true, filter: noSourceMap });
}
// The build and the front door whole (Next reads its manifests and prerendered pages by name), the
// build cache left out.
cpSync(distDir, join(out, relative(app, distDir)), {
  recursive: true,
  verbatimSymlinks: true,
  filter: (src) => src !== join(distDir, 'cache') && noSourceMap(src),
});
cpSync(join(app, '.server'), join(out, '.server'), { recursive: true });
for (const file of ['server.mjs', 'package.json']) cpSync(join(app, file), join(out, file));
console.log(`runtime files: ${modules.length} of node_modules' files and folders, into ${relative(app, out) || out}`);
