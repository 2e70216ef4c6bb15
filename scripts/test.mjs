// `npm test`: type checks and lint of both apps, both apps' unit tests, then two passes, each a real Strapi
// with the demo seed and the built site in front of it: on a throw-away SQLite database, the
// integration and browser tests; on a throw-away PostgreSQL server, the integration tests.
// Exits non-zero on any failure, a test that passed only on its second try included unless it is
// on apps/web/tests/flaky-allowlist.json (docs/decisions/test-retries.md).
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { siteProcessEnv } from '../apps/web/server/process-env.mjs';
import { buildCms, buildWeb, cmsDir, install, npx, root, seedCms, sharedDir, webDir } from './lib/apps.mjs';
import { assertCmsTypesCurrent } from './lib/cms-types.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { writeTestSignatures } from './lib/clamav-test-signatures.mjs';
import { startClamd } from './lib/clamd.mjs';
import { startRedis } from './lib/redis.mjs';
import { startVarnish } from './lib/varnish.mjs';
import { scanLogs, scanningLogs } from './lib/log-scan.mjs';
import { readAllowList, sortResults } from './lib/retries.mjs';
import { cpuUse, endOfSteps, freePort, log, run, startService, timeline, waitForHttp } from './lib/run.mjs';
import {
  compose,
  composeDown,
  composeVariables,
  containerOf,
  logsOf,
  stackSecrets,
  waitForOneShot,
} from './lib/compose.mjs';
import { buildImages, buildStandIns, imageName } from './lib/images.mjs';
import { checkPodman, podmanOutput } from './lib/podman.mjs';

// The first pass's ports; the second pass, which runs beside it, takes the next ones.
const CMS_PORT = Number(process.env.TEST_CMS_PORT ?? 1437);
const WEB_PORT = Number(process.env.TEST_WEB_PORT ?? 3100);
// The Prometheus metrics of the site and the CMS (docs/decisions/metrics.md), on their own ports:
// not 9464 and 9465, where `npm run start:monitored` serves them.
const WEB_METRICS_PORT = Number(process.env.TEST_WEB_METRICS_PORT ?? 9564);
const CMS_METRICS_PORT = Number(process.env.TEST_CMS_METRICS_PORT ?? 9565);
// The pass's Varnish: a free port unless set (its tests' own Varnish instances take free ports).
const VARNISH_PORT = process.env.TEST_VARNISH_PORT ? Number(process.env.TEST_VARNISH_PORT) : undefined;
/** The ports of the `index`-th pass (from 0), and the addresses the CMS and the site know each other by. */
function passPorts(index) {
  const ports = {
    cms: CMS_PORT + index,
    web: WEB_PORT + index,
    webMetrics: WEB_METRICS_PORT + 2 * index,
    cmsMetrics: CMS_METRICS_PORT + 2 * index,
    varnish: VARNISH_PORT === undefined ? undefined : VARNISH_PORT + index,
  };
  const siteUrl = `http://127.0.0.1:${ports.web}`;
  return {
    ports,
    cmsEnv: {
      PORT: String(ports.cms),
      WEB_REVALIDATE_URL: `${siteUrl}/api/revalidate`,
      SITE_URL: siteUrl,
      // A passkey's relying party is a domain, never 127.0.0.1: the browser tests of passkeys open
      // the site as localhost (a secure context), which the CMS then allows (tests/support/passkeys.ts).
      PASSKEY_ORIGINS: `http://localhost:${ports.web}`,
    },
    webEnv: { CMS_URL: `http://127.0.0.1:${ports.cms}`, SITE_URL: siteUrl },
  };
}
// The two passes run one after the other; TEST_PASSES=side-by-side runs them at once, each on its
// own ports, for a machine with cores to spare. On two cores it saved nothing: the tests keep both
// busy, and each pass took twice as long beside the other (docs/decisions/postgresql-tests.md).
const SIDE_BY_SIDE = process.env.TEST_PASSES === 'side-by-side';
// The browser tests drive Debian's headless shell of Chromium when it is installed: the same Blink
// without the desktop browser around it, which took a third less time for the same tests on two
// cores (docs/decisions/browser-for-tests.md). The full browser otherwise.
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
const secret = () => randomBytes(24).toString('base64url');

const results = { passed: 0, failed: 0 };
/**
 * Each failed test's file, name and first line of its error, printed last: CI keeps only the tail.
 * A test that passed only on its second try (vitest.config.ts) is one of them.
 */
const failures = [];
/** The same for each test that passed on its second try and is on the allow-list. */
const allowedFlaky = [];
/** The tests allowed to pass on a second try, each with its reason and date (read first thing in `main`). */
const ALLOW_LIST = join(webDir, 'tests/flaky-allowlist.json');
let allowList = [];
/** One line per pass: its counts and duration. */
const passSummaries = [];
/** Every service started, for the report of one that failed. */
const services = [];
/** What to undo at the end, last first: services to stop, folders to remove. */
const cleanups = [];
const workDir = mkdtempSync(join(tmpdir(), 'horizon-test-'));
cleanups.push(() => rmSync(workDir, { recursive: true, force: true }));

/** Adds a Vitest report's tests to the run's counts; returns how many of them failed. */
function countVitest(label, reportFile) {
  if (!existsSync(reportFile)) return 0;
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const { failed, allowed } = sortResults(report, allowList, (path) => relative(root, path));
  // Vitest counts a test that passed on its second try as passed, and one a failed hook kept from
  // running as skipped: here both fail the run.
  const failedOnRetry = failed.filter((test) => test.retried).length;
  results.passed += report.numPassedTests - failedOnRetry;
  results.failed += failed.length;
  const line = (test) =>
    `[${label}] ${test.file} > ${test.name}${test.retried ? ' (passed only on its second try)' : ''}\n    ${test.why}`;
  failures.push(...failed.map(line));
  allowedFlaky.push(...allowed.map(line));
  return failed.length;
}

// `npm test -- <filters>` runs only the integration and browser test files whose path matches, in
// both passes; TEST_PROJECTS=load runs the load measurements (tests/load) instead of those suites.
// TEST_DATABASES chooses the passes (sqlite, postgres or both, the default). What follows a `--`
// goes to each Vitest of the passes as is, the one running files beside included:
// `npm test -- tests/integration/leads.test.ts -- --sequence.shuffle -t 'a name'`.
const separator = process.argv.indexOf('--', 2);
const filters = process.argv.slice(2, separator === -1 ? undefined : separator);
const vitestOptions = separator === -1 ? [] : process.argv.slice(separator + 1);
/** Whether a test file's path matches the command line's filters (any file, without filters). */
const matchesFilters = (path) => filters.length === 0 || filters.some((filter) => path.includes(filter));
/** The paths of integration test files, from their names. */
const integrationFiles = (...names) => names.map((name) => `tests/integration/${name}.test.ts`);
const projects = (process.env.TEST_PROJECTS ?? 'integration,e2e,deployment').split(',');
// The SQLite pass runs the integration and browser tests; the containers pass, the deployment's.
const sqliteProjects = projects.filter((p) => p === 'integration' || p === 'e2e' || p === 'load');
const DATABASES = ['sqlite', 'postgres'];
const databases = (process.env.TEST_DATABASES ?? DATABASES.join(',')).split(',').filter(Boolean);
// The PostgreSQL pass runs the integration tests only: the browser tests check what the site draws
// from the same answers, and would add a quarter of an hour (docs/decisions/postgresql-tests.md).
const postgresProjects = projects.filter((p) => p === 'integration');
// Integration files the PostgreSQL pass does not repeat: their subject is the site, Varnish, the
// CMS being away or Prometheus's rules, and the CMS's answers are only their input (a shared
// cache's hits and purges, a lead sent through it, a CMS down or slow, site instances sharing
// Redis, malformed requests, alerts firing and resolving). Each runs in the SQLite pass; what they
// send to the CMS's storage, and the metrics the CMS reads from its database, leads.test.ts,
// metrics.test.ts and the others check on both databases (docs/decisions/postgresql-tests.md).
const NOT_REPEATED_ON_POSTGRES = integrationFiles(
  'varnish',
  'outage',
  'lead-outage',
  'instances',
  'fuzz',
  'alerts',
  // What the site's server does with a page, whatever the database drew it from
  // (docs/decisions/postgresql-tests.md, issue 55).
  'response-headers',
  'response-compression',
  'error-pages',
  'page-language',
  'inline-stylesheets',
  'first-load-weight',
  'locale-cookie',
);
// The one browser file the PostgreSQL pass runs too, before its integration tests as in the SQLite
// pass: an online application's whole story (issue 58), where the answers, the files sent in parts,
// the officer's changes and the letter all go through the database (docs/decisions/postgresql-tests.md).
const BROWSER_FILES_ON_POSTGRES = ['tests/e2e/application-journey.test.ts'];
// Integration files that bring up a stack of their own and spend most of their time waiting on
// it run in a Vitest of their own, beside the pass's other files, on the CPU time those leave
// idle. alerts.test.ts starts a CMS on a copy of the database, a site, Varnish and Prometheus,
// then waits for the alerts to fire and resolve: 128 s, in which its processes used the two
// cores 24 % of the time. No other file reaches its stack, nor it theirs; its site serves the
// pass's build, and reads and writes the same file-system page cache as it did between them.
const RUN_BESIDE = integrationFiles('alerts');
// The PostgreSQL pass serves a copy of the site's build made before the first pass, so that the
// two sites share no page cache.
const POSTGRES_DIST_DIR = '.next-test-pg';

async function vitest(label, projects, env = {}, only = [], extraArgs = [], prefix = '', cwd = webDir) {
  const report = join(workDir, `vitest-${label}.json`);
  const args = [
    'vitest',
    'run',
    ...only,
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...extraArgs,
  ];
  try {
    await run(npx, args, { cwd, env, prefix });
  } catch (error) {
    // `failedTests`: 0 when it stopped with no failed test to show for it (a file that could not
    // load, a crash), which says nothing of the tests it did not run.
    throw Object.assign(error, { failedTests: countVitest(label, report) });
  }
  countVitest(label, report);
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

/** Whether a test file of `project` (its folder under tests/) matches the command line's filters. */
function hasMatchingFiles(project) {
  if (filters.length === 0) return true;
  const folder = join(webDir, 'tests', project);
  return readdirSync(folder, { recursive: true }).some((file) => {
    const path = join(folder, file);
    return path.endsWith('.test.ts') && matchesFilters(path);
  });
}

function startTracked(name, command, args, options) {
  const service = startService(name, command, args, options);
  services.push(service);
  cleanups.push(() => service.stop());
  return service;
}

/**
 * Where each process of a pass writes all it prints, in the pass's logs folder: the run searches
 * every `*.log` in it for personal data once the pass is over (`withLogScan`). Tests read the CMS's
 * and the site's (tests/support/cms-log.ts), and write the instances they start in `instances`
 * (tests/support/instance-output.ts).
 */
const passLogs = (logsDir) => ({
  seed: join(logsDir, 'seed.log'),
  postgres: join(logsDir, 'postgres.log'),
  redis: join(logsDir, 'redis.log'),
  cms: join(logsDir, 'cms.log'),
  varnish: join(logsDir, 'varnish.log'),
  web: join(logsDir, 'web.log'),
  instances: join(logsDir, 'instances'),
});

/** The demo seed into a pass's CMS database (`cmsEnv` names it and the pass's uploads folder); its output also in `logFile`. */
async function seedPass(label, cmsEnv, logFile) {
  mkdirSync(join(cmsEnv.PUBLIC_DIR, 'uploads'), { recursive: true });
  log('seeding a throw-away CMS database', { track: label });
  await seedCms(cmsEnv, { logFile });
}

/**
 * Runs a pass (`body` answers its counts), then searches every log in its logs folder for personal
 * data, whether the pass ended, failed or stopped (a Vitest that crashed, a service that did not
 * start): each log that holds some is one more failure, reported beside the error, if any, which
 * still ends the run.
 */
async function withLogScan(label, logsDir, body) {
  const startedAt = Date.now();
  let counts = null;
  const report = (leaks) => {
    log('searched its logs for personal data', { track: label });
    // The run's folder goes at its end: TEST_KEEP_LOGS names a folder to keep each pass's logs in,
    // to read the lines a failure names.
    if (process.env.TEST_KEEP_LOGS) cpSync(logsDir, join(process.env.TEST_KEEP_LOGS, label), { recursive: true });
    failures.push(...leaks);
    results.failed += leaks.length;
    const seconds = Math.round((Date.now() - startedAt) / 1000);
    passSummaries.push(
      counts
        ? `${label} pass: ${counts.passed} passed, ${counts.failed + leaks.length} failed in ${seconds} s`
        : `${label} pass: stopped after ${seconds} s; ${leaks.length} ${leaks.length === 1 ? 'log' : 'logs'} with personal data`,
    );
    endOfSteps({ track: label });
  };
  await scanningLogs(label, logsDir, async () => (counts = await body()), report);
}

/**
 * One pass: the demo seed into the CMS's database (unless `seeded`: the caller seeded it earlier),
 * the CMS, Varnish and the site started (once `siteBuilt` resolves), `projects` run against them,
 * and all stopped, whatever happened, each with all it printed in `logsDir` (`passLogs`). Answers
 * how many tests passed and failed. `cmsEnv`/`webEnv` name the database, the ports and the site's
 * build folder; `ports` the metrics' ports. With `prefix`, the tests' output is shown line by line
 * after it (a pass running beside another).
 */
async function testPass(
  label,
  {
    cmsEnv,
    webEnv,
    ports,
    logsDir,
    projects,
    siteBuilt,
    seeded = false,
    prefix = '',
    extraArgs = [],
    beside = [],
    browserFiles = [],
  },
) {
  const step = (message) => log(message, { track: label });
  const logs = passLogs(logsDir);
  if (!seeded) await seedPass(label, cmsEnv, logs.seed);
  step('waiting for the site build');
  await siteBuilt;

  step('starting the CMS and the site for the tests');
  // What the pass started, stopped in its `finally` (last first) so that each log is whole when the
  // pass's logs are searched, even after a crash.
  const started = [];
  try {
    // The CMS's output goes to a file: some tests wait for a line of it (tests/support/cms-log.ts).
    const cms = startTracked(`${label} cms`, npx, ['strapi', 'start'], {
      cwd: cmsDir,
      env: { ...cmsEnv, METRICS_PORT: String(ports.cmsMetrics) },
      silent: true,
      logFile: logs.cms,
    });
    started.push(cms);
    await waitForHttp(`${webEnv.CMS_URL}/_health`, { service: cms });
    // The shared cache in front of the site, as in production (deploy/varnish/site.vcl): the
    // site purges it when the CMS's webhook expires tags; tests/integration/varnish.test.ts goes
    // through it.
    const varnish = await startVarnish({ backendPort: ports.web, port: ports.varnish, logFile: logs.varnish });
    services.push(varnish);
    cleanups.push(() => varnish.stop());
    started.push(varnish);
    const web = startTracked(`${label} web`, 'node', ['server.mjs'], {
      cwd: webDir,
      env: {
        ...siteProcessEnv(),
        ...webEnv,
        PORT: String(ports.web),
        HOSTNAME: '127.0.0.1',
        METRICS_PORT: String(ports.webMetrics),
        VARNISH_PURGE_URLS: `${varnish.url}/`,
      },
      silent: true,
      logFile: logs.web,
    });
    started.push(web);
    await waitForHttp(`${webEnv.SITE_URL}/api/health`, { service: web, timeoutMs: 60_000 });

    step(`${[...projects, ...(browserFiles.length > 0 ? ['browser'] : [])].join(' and ')} tests`);
    // Strapi's admin sessions end after 30 minutes (admin.auth.sessions.accessTokenLifespan), and a
    // pass on a busy machine lasts longer: the tests read the token from this file at each use
    // (tests/support/admin.ts), and it is renewed every 20 minutes, one sign-in for all the files.
    const tokenFile = join(workDir, `${label.toLowerCase()}-admin-token`);
    const signInToFile = async () => {
      const token = await adminSignIn(webEnv.CMS_URL, cmsEnv.ADMIN_EMAIL, cmsEnv.ADMIN_PASSWORD);
      writeFileSync(tokenFile, token, { mode: 0o600 });
      return token;
    };
    const TEST_ADMIN_TOKEN = await signInToFile();
    const renewal = setInterval(
      () => signInToFile().catch((error) => console.error(`[${label}] admin sign-in renewal: ${error.message}`)),
      20 * 60_000,
    );
    const failedBefore = results.failed;
    const passedBefore = results.passed;
    const testEnv = {
      ...webEnv,
      ...cmsEnv,
      NODE_ENV: 'test',
      WEB_URL: webEnv.SITE_URL,
      CHROMIUM_PATH: CHROMIUM,
      TEST_ADMIN_TOKEN,
      TEST_ADMIN_TOKEN_FILE: tokenFile,
      TEST_CMS_LOG: logs.cms,
      TEST_WEB_LOG: logs.web,
      // Where the site, CMS, Varnish and Prometheus instances a test starts keep their output
      // (tests/support/instance-output.ts).
      TEST_INSTANCE_LOGS: logs.instances,
      TEST_VARNISH_URL: varnish.url,
      TEST_WEB_METRICS_URL: `http://127.0.0.1:${ports.webMetrics}/metrics`,
      TEST_CMS_METRICS_URL: `http://127.0.0.1:${ports.cmsMetrics}/metrics`,
    };
    // Browser files run first and alone, as the e2e project does in a pass that runs all of them.
    const browserOutcomes =
      browserFiles.length > 0
        ? await Promise.allSettled([
            vitest(`${label.toLowerCase()}-browser`, ['e2e'], testEnv, browserFiles, vitestOptions, prefix),
          ])
        : [];
    const besideFiles = projects.includes('integration')
      ? beside.filter((file) => matchesFilters(join(webDir, file)))
      : [];
    const runs =
      projects.length === 0
        ? []
        : [
            vitest(
              label.toLowerCase(),
              projects,
              testEnv,
              filters,
              [
                ...extraArgs,
                ...vitestOptions,
                ...besideFiles.flatMap((file) => ['--exclude', file]),
                // A filter may match only the files that run beside.
                ...(besideFiles.length > 0 && filters.length > 0 ? ['--passWithNoTests'] : []),
              ],
              prefix,
            ),
          ];
    // Their lines are told from the others' by their prefix.
    if (besideFiles.length > 0)
      runs.push(
        vitest(
          `${label.toLowerCase()}-beside`,
          ['integration'],
          testEnv,
          besideFiles,
          vitestOptions,
          `${label} beside`,
        ),
      );
    const outcomes = [...browserOutcomes, ...(await Promise.allSettled(runs))];
    clearInterval(renewal);
    // Failed tests are counted, and fail the run at the end: the other pass still runs. A Vitest
    // that stopped with none counted did not run all its tests, and stops the run now.
    const stopped = outcomes.find((outcome) => outcome.status === 'rejected' && !(outcome.reason.failedTests > 0));
    if (stopped) throw stopped.reason;
    return { passed: results.passed - passedBefore, failed: results.failed - failedBefore };
  } finally {
    step('stopping its services');
    for (const service of started.reverse()) await service.stop();
  }
}

/**
 * The deployment (deploy/README.md): the stand-ins of the official base images built here (no
 * registry is reachable), the four images built from this checkout (podman's layer cache keeps
 * what did not change), compose.yaml's stack brought up with podman-compose on free ports, the
 * deployment tests run against it, its containers' logs searched for personal data, and the
 * stack removed with its volumes.
 */
async function containersPass() {
  const label = 'Containers';
  const startedAt = Date.now();
  const step = (message) => log(message, { track: label });
  checkPodman();
  step('building the stand-ins of the official base images');
  await buildStandIns();
  step('building the images (web, cms, varnish, clamav)');
  const seconds = await buildImages(undefined, { standIns: true });
  const sizes = await Promise.all(
    Object.keys(seconds).map(async (name) => {
      const bytes = Number(await podmanOutput(['image', 'inspect', '--format', '{{.Size}}', imageName(name)]));
      return `${name} ${Math.round(bytes / 1e6)} MB (built in ${seconds[name]} s)`;
    }),
  );
  console.log(`[${label}] images: ${sizes.join(', ')}`);

  const project = 'horizon-test';
  const [sitePort, adminPort, prometheusPort] = [await freePort(), await freePort(), await freePort()];
  // ClamAV's mirrors cannot be reached from here: clamd runs on the tests' signatures, freshclam not.
  const clamavSignatures = join(workDir, 'clamav-signatures');
  mkdirSync(clamavSignatures, { mode: 0o755 });
  writeTestSignatures(clamavSignatures);
  const variables = composeVariables({ standIns: true, sitePort, adminPort, prometheusPort, clamavSignatures });
  // What an interrupted run left.
  await composeDown(project, variables, { volumes: true });
  // The anonymous volumes the pass's containers make (an image's VOLUME nothing mounts) are removed
  // with it: those that were not there before it and that no container uses any more.
  const volumesBefore = new Set((await podmanOutput(['volume', 'ls', '--quiet'])).split('\n'));
  cleanups.push(async () => {
    for (const volume of (await podmanOutput(['volume', 'ls', '--quiet'])).split('\n'))
      if (volume && !volumesBefore.has(volume)) await podmanOutput(['volume', 'rm', volume]).catch(() => {});
  });
  const logsDir = join(workDir, 'containers');
  mkdirSync(logsDir, { recursive: true });
  // Every service's: what any of them logs is searched for personal data.
  const logged = [
    'secrets',
    'postgres',
    'redis',
    'cms',
    'seed',
    'web-1',
    'web-2',
    'varnish',
    'varnish-exporter',
    'clamav',
    'freshclam',
    'prometheus',
  ];
  const keepLogs = async () => {
    for (const service of logged)
      writeFileSync(join(logsDir, `${service}.log`), await logsOf(await containerOf(project, service), 100_000));
  };
  cleanups.push(() => composeDown(project, variables, { volumes: true }));
  try {
    step('compose.yaml: up (secrets, PostgreSQL, Redis, the CMS, the seed, two sites, Varnish, ClamAV, Prometheus)');
    await compose(project, variables, ['up', '-d']);
    await waitForOneShot(project, 'seed', { timeoutMs: 900_000 });
    const siteUrl = `http://127.0.0.1:${sitePort}`;
    await waitForHttp(`${siteUrl}/api/health/ready`, { timeoutMs: 180_000, ok: true });
    const secrets = await stackSecrets(project);
    step('deployment tests');
    await vitest(
      'containers',
      ['deployment'],
      {
        ...variables,
        NODE_ENV: 'test',
        WEB_URL: siteUrl,
        CMS_URL: `http://127.0.0.1:${adminPort}`,
        CMS_SERVICE_USERNAME: secrets.SERVICE_ACCOUNT_USERNAME,
        CMS_SERVICE_PASSWORD: secrets.SERVICE_ACCOUNT_PASSWORD,
        REVALIDATE_SECRET: secrets.REVALIDATE_SECRET,
        PRIVACY_ERASE_SECRET: secrets.PRIVACY_ERASE_SECRET,
        PREVIEW_SECRET: secrets.PREVIEW_SECRET,
        ADMIN_EMAIL: 'admin@horizon.example',
        ADMIN_PASSWORD: secrets.ADMIN_PASSWORD,
        EMAIL_OUTBOX_DIR: logsDir,
        CHROMIUM_PATH: CHROMIUM,
        TEST_COMPOSE_PROJECT: project,
        TEST_COMPOSE_VARIABLES: JSON.stringify(variables),
      },
      filters,
      [...(filters.length > 0 ? ['--passWithNoTests'] : []), ...vitestOptions],
    );
  } finally {
    await keepLogs().catch((error) => console.error(`[${label}] logs: ${error.message}`));
    // No log line may hold personal data, in the containers as in the processes of the other
    // passes, whether the tests ran to their end or not.
    const leaks = scanLogs(label, Object.fromEntries(logged.map((s) => [`${s}.log`, join(logsDir, `${s}.log`)])));
    failures.push(...leaks);
    results.failed += leaks.length;
  }
  passSummaries.push(`${label} pass: ${Math.round((Date.now() - startedAt) / 1000)} s; ${sizes.join(', ')}`);
  endOfSteps({ track: label });
}

async function main() {
  allowList = readAllowList(ALLOW_LIST);
  const unknown = databases.filter((d) => !DATABASES.includes(d));
  if (unknown.length > 0 || databases.length === 0)
    throw new Error(
      `TEST_DATABASES: a comma-separated list of ${DATABASES.join(', ')} (got "${databases.join(',')}").`,
    );
  if (!existsSync(CHROMIUM))
    throw new Error(
      `No browser at ${CHROMIUM}: install Debian's chromium-headless-shell (apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH.`,
    );
  const shared = {
    SERVICE_ACCOUNT_USERNAME: 'website',
    SERVICE_ACCOUNT_PASSWORD: secret(),
    REVALIDATE_SECRET: secret(),
    PRIVACY_ERASE_SECRET: secret(),
    PREVIEW_SECRET: secret(),
  };
  // Each pass adds its database and folders (see `passFolders`).
  const cmsEnv = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
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
    ADMIN_EMAIL: 'admin@horizon.example',
    // Strapi wants an upper-case letter, a lower-case one and a digit.
    ADMIN_PASSWORD: `Hz1-${secret()}`,
    STRAPI_TELEMETRY_DISABLED: 'true',
    // The retention job's clock, set by tests/integration/retention.test.ts to pass months.
    ADMISSIONS_TEST_CLOCK: '1',
    ...shared,
  };
  // ClamAV's daemon, with the tests' signature database: every document an applicant sends is
  // scanned by it (apps/cms/src/features/application-documents). One for the run; it starts in a second.
  const clamd = await startClamd();
  services.push(clamd);
  cleanups.push(() => clamd.stop());
  cmsEnv.CLAMD_URL = clamd.url;
  const webEnv = {
    NODE_ENV: 'production',
    NEXT_DIST_DIR: '.next-test',
    NEXT_TELEMETRY_DISABLED: '1',
    CMS_SERVICE_USERNAME: shared.SERVICE_ACCOUNT_USERNAME,
    CMS_SERVICE_PASSWORD: shared.SERVICE_ACCOUNT_PASSWORD,
    REVALIDATE_SECRET: shared.REVALIDATE_SECRET,
    PRIVACY_ERASE_SECRET: shared.PRIVACY_ERASE_SECRET,
    PREVIEW_SECRET: shared.PREVIEW_SECRET,
    // Next reads apps/web/.env.local (written by `npm start`) for any variable left undefined; an
    // empty value keeps the local admin's address out of this site's frame-ancestors.
    CMS_ADMIN_URL: '',
    LEADS_RETRY_MAX_MS: '2000',
    LEADS_RATE_LIMIT: '1000/600',
  };
  /** A pass's own uploads, e-mails, lead outbox, and its logs folder (`passLogs`). */
  const passFolders = (name) => {
    const dir = join(workDir, name);
    const logsDir = join(dir, 'logs');
    mkdirSync(passLogs(logsDir).instances, { recursive: true });
    return {
      // The erasures' ledger is the pass's own: it is kept outside the database (docs/privacy.md).
      cms: {
        PUBLIC_DIR: join(dir, 'public'),
        EMAIL_OUTBOX_DIR: join(dir, 'mail'),
        PRIVACY_LEDGER_FILE: join(dir, 'erasures.jsonl'),
      },
      web: { LEADS_OUTBOX_DIR: join(dir, 'outbox') },
      logsDir,
    };
  };

  // Side by side: each mostly waits on the registry and the disk.
  log('Installing the apps (each only if its lock file changed)');
  await Promise.all([install(cmsDir, { announce: false }), install(webDir, { announce: false })]);
  // A fresh site build each run: an earlier run's build holds the pages it rendered (in its
  // cache) and route types that may be stale.
  for (const distDir of ['.next-test', POSTGRES_DIST_DIR])
    rmSync(join(webDir, distDir), { recursive: true, force: true });

  // The checks, the unit tests and the CMS's build on two tracks, one a core: Prettier, tsc and
  // ESLint each keep one core busy, and one after the other they left the second idle for 100 s.
  // The CMS's track prints its lines after "[CMS]". Each track runs to its end even when the other
  // failed (no command is left running behind the run's report); the first error is reported.
  const siteTrack = async () => {
    // From the repository root, so that its .prettierignore applies; Prettier is a dependency of the site.
    log('Static checks: formatting (Prettier)');
    await run(join(webDir, 'node_modules/.bin/prettier'), ['--check', '--log-level=warn', '.'], { cwd: root });
    log('Static checks: TypeScript (site)');
    await run(npx, ['next', 'typegen'], { cwd: webDir, quiet: true });
    await run(npx, ['tsc', '--noEmit'], { cwd: webDir });
    log('Static checks: ESLint (site)');
    await run(npx, ['eslint', '--max-warnings=0', '.'], { cwd: webDir });
    log('Unit tests');
    await vitest('unit', ['unit']);
    // The package both apps depend on, its tests beside its modules, run by the site's Vitest (the
    // package installs nothing of its own: docs/decisions/shared-package.md).
    log('Unit tests (packages/shared)');
    await vitest('shared-unit', [], {}, [], ['--root', sharedDir]);
  };
  const cmsTrack = async () => {
    const track = { track: 'CMS' };
    const prefix = 'CMS';
    // Strapi's upload plugin refuses to load (even to generate types) without its folder.
    mkdirSync(join(workDir, 'public/uploads'), { recursive: true });
    log("Static checks: the CMS's generated types", track);
    await assertCmsTypesCurrent({ ...cmsEnv, ...passPorts(0).cmsEnv }, workDir);
    log('Static checks: TypeScript (CMS server, admin and tests)', track);
    await run(npx, ['tsc', '--noEmit', '-p', 'tsconfig.json'], { cwd: cmsDir, prefix });
    await run(npx, ['tsc', '--noEmit', '-p', 'src/admin/tsconfig.json'], { cwd: cmsDir, prefix });
    await run(npx, ['tsc', '--noEmit', '-p', 'tests/tsconfig.json'], { cwd: cmsDir, prefix });
    // Its modules on their own, the import-cycle check among them (apps/cms/tests/unit).
    log('Unit tests (CMS)', track);
    await vitest('cms-unit', [], {}, [], [], prefix, cmsDir);
    await buildCms({ ...cmsEnv, ...passPorts(0).cmsEnv }, { ...track, prefix });
    endOfSteps(track);
  };
  const failedTrack = (await Promise.allSettled([siteTrack(), cmsTrack()])).find((t) => t.status === 'rejected');
  if (failedTrack) throw failedTrack.reason;

  const postgresBrowserFiles = projects.includes('e2e')
    ? BROWSER_FILES_ON_POSTGRES.filter((file) => matchesFilters(join(webDir, file)))
    : [];
  const postgresPass =
    databases.includes('postgres') &&
    ((postgresProjects.length > 0 && postgresProjects.some(hasMatchingFiles)) || postgresBrowserFiles.length > 0);
  // The site builds while the passes seed their databases: the seed needs the CMS's build only.
  const siteBuilt = buildWeb({ distDir: '.next-test', throwaway: true }).then(() => {
    log('Site built; waiting for the passes');
    // What follows is the passes' (their own steps): the report of where the time went would
    // otherwise count the whole run as this wait.
    endOfSteps();
  });
  // The PostgreSQL pass serves its own copy of the build, made before any page is rendered; Next's
  // build cache (`cache`) is not needed to serve.
  const postgresSiteBuilt = siteBuilt.then(() => {
    if (!postgresPass) return;
    const built = join(webDir, '.next-test');
    cleanups.push(() => rmSync(join(webDir, POSTGRES_DIST_DIR), { recursive: true, force: true }));
    cpSync(built, join(webDir, POSTGRES_DIST_DIR), {
      recursive: true,
      filter: (path) => path !== join(built, 'cache'),
    });
  });
  // A failed build is reported once, below; the passes waiting for it stop there.
  postgresSiteBuilt.catch(() => {});

  // The site of a pass keeps its file-system cache; the tests of several instances start their
  // own on the pass's throw-away Redis (one per pass, stopped after it: both passes serve the same
  // build, whose id names the cache's keys). Answers what `pass` does.
  const withRedis = async (logsDir, pass) => {
    const redis = await startRedis({ logFile: passLogs(logsDir).redis });
    services.push(redis);
    cleanups.push(() => redis.stop());
    try {
      return await pass({ TEST_REDIS_URL: redis.url });
    } finally {
      await redis.stop();
    }
  };

  const passes = [];
  if (databases.includes('sqlite') && sqliteProjects.some(hasMatchingFiles))
    passes.push(async (index) => {
      const folders = passFolders('sqlite');
      const { ports, cmsEnv: cmsPorts, webEnv: webPorts } = passPorts(index);
      await withLogScan('SQLite', folders.logsDir, () =>
        withRedis(folders.logsDir, (redis) =>
          testPass('SQLite', {
            cmsEnv: { ...cmsEnv, ...cmsPorts, ...folders.cms, DATABASE_FILENAME: join(workDir, 'sqlite/data.db') },
            webEnv: { ...webEnv, ...webPorts, ...folders.web, ...redis },
            ports,
            logsDir: folders.logsDir,
            projects: sqliteProjects,
            siteBuilt,
            beside: RUN_BESIDE,
          }),
        ),
      );
    });
  // The PostgreSQL pass's server starts and its database is seeded now, beside the site build and
  // the first pass's seed, rather than after the first pass: on two cores the three together ended
  // about 30 s sooner than one after the other, and with cores to spare the whole seed is saved
  // (docs/decisions/postgresql-tests.md).
  const postgresIndex = SIDE_BY_SIDE && passes.length > 0 ? 1 : 0;
  const postgresFolders = postgresPass ? passFolders('postgres') : null;
  // Stops the server (and removes its folder): at the end of its pass, so that its log is whole
  // when the pass's logs are searched, and again, doing nothing more, at the run's clean-up.
  let stopPostgres = async () => {};
  const postgresSeeded = postgresPass
    ? (async () => {
        const folders = postgresFolders;
        log('starting a throw-away server', { track: 'PostgreSQL' });
        const postgres = await startPostgres({
          onCleanUp: (stop) => {
            stopPostgres = stop;
            cleanups.push(stop);
          },
          logFile: passLogs(folders.logsDir).postgres,
        });
        services.push(postgres.service);
        const passCmsEnv = {
          ...cmsEnv,
          ...passPorts(postgresIndex).cmsEnv,
          ...folders.cms,
          DATABASE_CLIENT: 'postgres',
          DATABASE_URL: postgres.url,
        };
        await seedPass('PostgreSQL', passCmsEnv, passLogs(folders.logsDir).seed);
        if (!SIDE_BY_SIDE) log('seeded; waiting for the first pass to end', { track: 'PostgreSQL' });
        return passCmsEnv;
      })()
    : null;
  // A failed seed is reported once, by the pass that waits for it.
  postgresSeeded?.catch(() => {});
  if (postgresPass)
    passes.push(async (index) => {
      const folders = postgresFolders;
      const { ports, webEnv: webPorts } = passPorts(index);
      // The server's start and the seed are searched too, when they failed.
      await withLogScan('PostgreSQL', folders.logsDir, async () => {
        try {
          const passCmsEnv = await postgresSeeded;
          return await withRedis(folders.logsDir, (redis) =>
            testPass('PostgreSQL', {
              cmsEnv: passCmsEnv,
              seeded: true,
              webEnv: { ...webEnv, ...webPorts, ...folders.web, NEXT_DIST_DIR: POSTGRES_DIST_DIR, ...redis },
              ports,
              logsDir: folders.logsDir,
              projects: postgresProjects,
              browserFiles: postgresBrowserFiles,
              siteBuilt: postgresSiteBuilt,
              // Its lines are told from the other pass's by their prefix.
              prefix: SIDE_BY_SIDE && passes.length > 1 ? 'PostgreSQL' : '',
              extraArgs: [
                ...NOT_REPEATED_ON_POSTGRES.flatMap((file) => ['--exclude', file]),
                // A filter may match files of the browser tests only, or only files not repeated here.
                ...(filters.length > 0 ? ['--passWithNoTests'] : []),
              ],
            }),
          );
        } finally {
          await stopPostgres();
        }
      });
    });

  // Each pass runs to its end even when the other failed; the first error is reported.
  const outcomes = [];
  if (SIDE_BY_SIDE) outcomes.push(...(await Promise.allSettled(passes.map((pass, index) => pass(index)))));
  else for (const pass of passes) outcomes.push(...(await Promise.allSettled([pass(0)])));
  // The images and compose.yaml's stack, after the passes: the builds and the stack take both cores.
  if (projects.includes('deployment') && hasMatchingFiles('deployment'))
    outcomes.push(...(await Promise.allSettled([containersPass()])));
  await siteBuilt;
  endOfSteps();
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}

let cleaning = null;
/** Stops what runs and removes what was written, once, whether the run ended or was interrupted. */
const cleanUp = () =>
  (cleaning ??= (async () => {
    while (cleanups.length > 0) {
      try {
        await cleanups.pop()();
      } catch (error) {
        console.error(`clean-up: ${error instanceof Error ? error.message : error}`);
      }
    }
  })());
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
])
  process.on(signal, () => cleanUp().then(() => process.exit(code)));

let failure = null;
try {
  await main();
} catch (error) {
  failure = error;
} finally {
  await cleanUp();
}
if (failure) {
  console.error(`\n${failure instanceof Error ? failure.message : failure}`);
  for (const s of services) if (s.failedOnItsOwn()) console.error(`[${s.name} output]\n${s.recentOutput()}`);
}
// Where the time went, longest step first, and whether the CPUs were busy meanwhile: what to cut
// when the suite grows slow. A step that took long with the CPUs idle was waiting, and is where
// running things side by side can still gain; one at 100 % gains only by doing less.
const busy = (share) => (share === null ? '    ' : `${String(Math.round(share * 100)).padStart(3)}%`);
console.log(
  `\nSteps, longest first (with how busy the CPUs were meanwhile, all steps then running included):\n${timeline()
    .map(({ step, seconds, cpuBusy }) => `  ${String(seconds).padStart(5)} s  ${busy(cpuBusy)}  ${step}`)
    .join('\n')}`,
);
const cpu = cpuUse();
if (cpu)
  console.log(
    `\nThe ${cpus().length} CPUs were ${Math.round(cpu.share * 100)} % busy over the run: ${Math.round(cpu.coreSeconds / 60)} CPU-minutes of work.`,
  );
if (passSummaries.length > 0) console.log(`\n${passSummaries.join('\n')}`);
if (allowedFlaky.length > 0)
  console.log(
    `\nPassed on a second try, allowed by ${relative(root, ALLOW_LIST)}:\n${allowedFlaky.map((f) => `  ${f}`).join('\n')}`,
  );
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(`\n${results.passed} passed, ${results.failed} failed`);
process.exit(failure || results.failed > 0 ? 1 : 0);
