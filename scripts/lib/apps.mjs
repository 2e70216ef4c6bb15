// Installing and building the two apps, each only when its inputs changed.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { keepNativeBuild, nativeBuildsEnv } from './native-builds.mjs';
import { log, run } from './run.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const cmsDir = join(root, 'apps/cms');
export const webDir = join(root, 'apps/web');
/** What both apps depend on (`file:../../packages/shared`): plain JavaScript, nothing to build. */
export const sharedDir = join(root, 'packages/shared');

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

function hashTree(paths) {
  const hash = createHash('sha256');
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path).sort()) {
        if (['node_modules', '.next', 'dist', '.tmp', '.cache', 'build', 'uploads'].includes(entry)) continue;
        visit(join(path, entry));
      }
    } else {
      hash.update(path);
      hash.update(readFileSync(path));
    }
  };
  paths.forEach(visit);
  return hash.digest('hex');
}

/** Runs `step` unless the files it depends on are unchanged since its last success. */
async function once(stampFile, inputs, step) {
  const digest = hashTree(inputs);
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === digest) return false;
  await step();
  mkdirSync(dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, digest);
  return true;
}

/** Installs `dir`'s locked packages when its lock file changed; `announce: false` when the caller says so itself. */
export async function install(dir, { announce = true } = {}) {
  const lock = join(dir, 'package-lock.json');
  await once(join(dir, 'node_modules/.install-stamp'), [lock], async () => {
    // `npm install` rather than `npm ci`: it installs the locked versions too, and does not fail
    // on a registry mirror that lacks other platforms' optional packages (as this one does).
    if (announce) log(`Installing ${dir.replace(root + '/', '')}`);
    await run(npm, ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, env: nativeBuildsEnv() });
    const kept = keepNativeBuild(dir);
    if (kept) console.log(`Kept the SQLite driver this install compiled, for the next fresh install: ${kept}`);
  });
}

/**
 * `env`: Strapi's build loads the configuration, so it needs the secrets (from .env or given).
 * `track` and `prefix`: when it runs beside other steps (`log`, `run`).
 */
export async function buildCms(env = {}, { track = '', prefix = '' } = {}) {
  await once(
    join(cmsDir, 'dist/.build-stamp'),
    ['src', 'config', 'types', 'package-lock.json', 'tsconfig.json'].map((p) => join(cmsDir, p)),
    async () => {
      log('Building the CMS (TypeScript and admin panel)', { track });
      await run(npx, ['strapi', 'build'], {
        cwd: cmsDir,
        prefix,
        env: { ...env, NODE_ENV: 'production', STRAPI_TELEMETRY_DISABLED: 'true' },
      });
    },
  );
}

/**
 * Builds the site into `distDir`. A `throwaway` build (the tests', type-checked by them first) skips
 * Next's own type check and build cache (next.config.ts).
 */
export async function buildWeb({ distDir = '.next', throwaway = false } = {}) {
  // The shared package too: Turbopack bundles it into the pages.
  const inputs = [
    ...['src', 'server', 'public', 'next.config.ts', 'package-lock.json', 'tsconfig.json'].map((p) => join(webDir, p)),
    sharedDir,
  ];
  // The front door (server/*.ts into .server/), every time: it takes a second, and next build
  // loads its page cache handler.
  await run(npm, ['run', '--silent', 'build:server'], { cwd: webDir });
  await once(join(webDir, distDir, '.build-stamp'), inputs, async () => {
    log(`Building the site (next build into ${distDir})`);
    await run(npx, ['next', 'build'], {
      cwd: webDir,
      env: {
        NEXT_TELEMETRY_DISABLED: '1',
        NEXT_DIST_DIR: distDir,
        ...(throwaway ? { NEXT_THROWAWAY_BUILD: '1' } : {}),
      },
    });
  });
}

/** Seeds the demo content, from the CMS's build (`buildCms` first); with `logFile`, its output is also kept there. */
export const seedCms = (env = {}, { logFile } = {}) =>
  run('node', ['scripts/seed.js', '--built'], { cwd: cmsDir, env: { NODE_ENV: 'production', ...env }, logFile });

export { npx };
