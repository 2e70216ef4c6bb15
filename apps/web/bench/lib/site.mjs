// The site instance the benchmark measures: `node server.mjs` with apps/web/.env.local, started on
// a fresh copy of the production build (`.next`, built by `npm start`), so that its page cache is
// empty at start, as the bare app's is, and it shares no cache with a site already running.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteProcessEnv } from '../../server/process-env.mjs';
import { startServer } from './processes.mjs';

export const webDir = fileURLToPath(new URL('../..', import.meta.url));
// Next wants its build folder inside the app; git, Prettier and ESLint ignore `.next*`.
const BENCH_DIST_DIR = '.next-bench';
// What a running site adds to its build folder (page and data caches) and what the server needs not.
const NOT_COPIED = new Set(['cache', 'server/route-cache', 'types', 'trace', 'diagnostics']);

/** apps/web/.env.local as an object (the benchmark reads CMS_URL from it; Next reads the rest itself). */
export function siteEnvFile() {
  const file = join(webDir, '.env.local');
  if (!existsSync(file)) throw new Error('apps/web/.env.local is missing: run `npm start` once first.');
  return Object.fromEntries(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z0-9_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

/**
 * Starts the site on `port` from a fresh copy of the build (`nodeArgs`: Node's own, e.g.
 * `--cpu-prof`; `env`: settings over the site's; `build`: the build folder, `.next` unless told;
 * `copyName`: the copy's folder, for two instances side by side).
 */
export async function startSite(port, { nodeArgs = [], env = {}, build = '.next', copyName = BENCH_DIST_DIR } = {}) {
  const built = join(webDir, build);
  if (!existsSync(join(built, 'BUILD_ID')))
    throw new Error(`The site's production build (apps/web/${build}) is missing: run \`npm start\` once first.`);
  const copy = join(webDir, copyName);
  rmSync(copy, { recursive: true, force: true });
  cpSync(built, copy, { recursive: true, filter: (path) => !NOT_COPIED.has(relative(built, path)) });
  const outbox = mkdtempSync(join(tmpdir(), 'horizon-bench-outbox-'));
  const origin = `http://127.0.0.1:${port}`;
  const removeCopies = () => {
    rmSync(copy, { recursive: true, force: true });
    rmSync(outbox, { recursive: true, force: true });
  };
  const server = await startServer({
    name: 'site',
    cwd: webDir,
    script: 'server.mjs',
    nodeArgs,
    env: {
      ...process.env,
      ...siteProcessEnv(),
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: copyName,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      // Its own address in canonical and alternate links, its own outbox (no lead is sent here).
      SITE_URL: origin,
      LEADS_OUTBOX_DIR: outbox,
      ...env,
    },
    readyUrl: `${origin}/api/health`,
  }).catch((error) => {
    removeCopies();
    throw error;
  });
  return {
    ...server,
    origin,
    async stop() {
      await server.stop();
      removeCopies();
    },
  };
}
