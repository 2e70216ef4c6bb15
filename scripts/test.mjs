// `npm test`: type checks and lint of both apps, unit tests, then a real Strapi on a throw-away
// SQLite database with the demo seed, the built site in front of it, and the integration and
// browser tests against both. Exits non-zero on any failure.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCms, buildWeb, cmsDir, install, npx, root, seedCms, webDir } from './lib/apps.mjs';
import { assertCmsTypesCurrent } from './lib/cms-types.mjs';
import { startRedis } from './lib/redis.mjs';
import { log, run, startService, waitForHttp } from './lib/run.mjs';

const CMS_PORT = Number(process.env.TEST_CMS_PORT ?? 1437);
const WEB_PORT = Number(process.env.TEST_WEB_PORT ?? 3100);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const secret = () => randomBytes(24).toString('base64url');

const results = { passed: 0, failed: 0 };
const services = [];
const workDir = mkdtempSync(join(tmpdir(), 'horizon-test-'));

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  results.passed += report.numPassedTests;
  results.failed += report.numFailedTests;
}

// `npm test -- <filters>` runs only the integration and browser test files whose path matches;
// TEST_PROJECTS=load runs the load measurements (tests/load) instead of those suites.
const filters = process.argv.slice(2);
const projects = (process.env.TEST_PROJECTS ?? 'integration,e2e').split(',');

async function vitest(projects, env = {}, only = []) {
  const report = join(workDir, `vitest-${projects.join('-')}.json`);
  const args = [
    'vitest',
    'run',
    ...only,
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ];
  try {
    await run(npx, args, { cwd: webDir, env });
  } finally {
    countVitest(report);
  }
}

// One admin session for every test file: Strapi limits admin sign-ins per address.
async function adminSignIn(cmsUrl, email, password) {
  const response = await fetch(`${cmsUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`admin sign-in for the tests failed: ${response.status} ${await response.text()}`);
  return (await response.json()).data.token;
}

async function main() {
  if (!existsSync(CHROMIUM))
    throw new Error(
      `No browser at ${CHROMIUM}: install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  const shared = {
    SERVICE_ACCOUNT_USERNAME: 'website',
    SERVICE_ACCOUNT_PASSWORD: secret(),
    REVALIDATE_SECRET: secret(),
    PREVIEW_SECRET: secret(),
  };
  const cmsEnv = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(CMS_PORT),
    APP_KEYS: [secret(), secret()].join(','),
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
    DATABASE_CLIENT: 'sqlite',
    DATABASE_URL: '',
    DATABASE_FILENAME: join(workDir, 'data.db'),
    PUBLIC_DIR: join(workDir, 'public'),
    EMAIL_OUTBOX_DIR: join(workDir, 'mail'),
    WEB_REVALIDATE_URL: `http://127.0.0.1:${WEB_PORT}/api/revalidate`,
    SITE_URL: `http://127.0.0.1:${WEB_PORT}`,
    ADMIN_EMAIL: 'admin@horizon.example',
    // Strapi wants an upper-case letter, a lower-case one and a digit.
    ADMIN_PASSWORD: `Hz1-${secret()}`,
    STRAPI_TELEMETRY_DISABLED: 'true',
    ...shared,
  };
  const webEnv = {
    NODE_ENV: 'production',
    NEXT_DIST_DIR: '.next-test',
    NEXT_TELEMETRY_DISABLED: '1',
    CMS_URL: `http://127.0.0.1:${CMS_PORT}`,
    CMS_SERVICE_USERNAME: shared.SERVICE_ACCOUNT_USERNAME,
    CMS_SERVICE_PASSWORD: shared.SERVICE_ACCOUNT_PASSWORD,
    REVALIDATE_SECRET: shared.REVALIDATE_SECRET,
    PREVIEW_SECRET: shared.PREVIEW_SECRET,
    SITE_URL: `http://127.0.0.1:${WEB_PORT}`,
    // Next reads apps/web/.env.local (written by `npm start`) for any variable left undefined; an
    // empty value keeps the local admin's address out of this site's frame-ancestors.
    CMS_ADMIN_URL: '',
    LEADS_OUTBOX_DIR: join(workDir, 'outbox'),
    LEADS_RETRY_MAX_MS: '2000',
    LEADS_RATE_LIMIT: '1000/600',
  };

  await install(cmsDir);
  await install(webDir);
  // A fresh site build each run: an earlier run's build holds the pages it rendered (in its
  // cache) and route types that may be stale.
  rmSync(join(webDir, '.next-test'), { recursive: true, force: true });

  log(
    "Static checks: formatting (Prettier), the CMS's generated types, TypeScript (CMS server and admin, site), ESLint (site)",
  );
  // From the repository root, so that its .prettierignore applies; Prettier is a dependency of the site.
  await run(join(webDir, 'node_modules/.bin/prettier'), ['--check', '--log-level=warn', '.'], { cwd: root });
  // Strapi's upload plugin refuses to load (even to generate types) without its folder.
  mkdirSync(join(workDir, 'public/uploads'), { recursive: true });
  await assertCmsTypesCurrent(cmsEnv, workDir);
  await run(npx, ['tsc', '--noEmit', '-p', 'tsconfig.json'], { cwd: cmsDir });
  await run(npx, ['tsc', '--noEmit', '-p', 'src/admin/tsconfig.json'], { cwd: cmsDir });
  await run(npx, ['next', 'typegen'], { cwd: webDir, quiet: true });
  await run(npx, ['tsc', '--noEmit'], { cwd: webDir });
  await run(npx, ['eslint', '--max-warnings=0', '.'], { cwd: webDir });

  log('Unit tests');
  await vitest(['unit']);

  await buildCms(cmsEnv);
  await buildWeb({ distDir: '.next-test' });

  log(`Seeding a throw-away CMS database in ${workDir}`);
  await seedCms(cmsEnv);

  log('Starting the CMS and the site for the tests');
  const cms = startService('cms', npx, ['strapi', 'start'], { cwd: cmsDir, env: cmsEnv, silent: true });
  services.push(cms);
  await waitForHttp(`${webEnv.CMS_URL}/_health`, { service: cms });
  const web = startService('web', 'node', ['server.mjs'], {
    cwd: webDir,
    env: { ...webEnv, PORT: String(WEB_PORT), HOSTNAME: '127.0.0.1' },
    silent: true,
  });
  services.push(web);
  await waitForHttp(`${webEnv.SITE_URL}/api/health`, { service: web, timeoutMs: 60_000 });

  // The site above keeps its file-system cache; tests of several instances start their own on this Redis.
  const redis = await startRedis();
  services.push(redis);

  log('Integration and browser tests');
  const TEST_ADMIN_TOKEN = await adminSignIn(webEnv.CMS_URL, cmsEnv.ADMIN_EMAIL, cmsEnv.ADMIN_PASSWORD);
  await vitest(
    projects,
    {
      ...webEnv,
      ...cmsEnv,
      NODE_ENV: 'test',
      WEB_URL: webEnv.SITE_URL,
      CHROMIUM_PATH: CHROMIUM,
      TEST_ADMIN_TOKEN,
      TEST_REDIS_URL: redis.url,
    },
    filters,
  );
}

let failure = null;
try {
  await main();
} catch (error) {
  failure = error;
} finally {
  services.forEach((s) => s.stop());
}
if (failure) {
  console.error(`\n${failure instanceof Error ? failure.message : failure}`);
  for (const s of services)
    if (s.child.exitCode !== null && s.child.exitCode !== 0) console.error(`[${s.name} output]\n${s.recentOutput()}`);
}
rmSync(workDir, { recursive: true, force: true });
console.log(`\n${results.passed} passed, ${results.failed} failed`);
process.exit(failure || results.failed > 0 ? 1 : 0);
