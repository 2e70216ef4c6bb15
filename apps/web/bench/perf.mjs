// The site side by side with bare Next.js pages built with the same versions, in one run:
// Lighthouse on a phone (issues 25, 38 and 54: the throttling applied, medians, each page against its
// floor: the same-picture bare page for a page whose largest element is a picture, the bare page of
// its own content for a text page; the simulated figures beside them), an English browser's redirect
// from `/` to `/en` timed apart, first-load JavaScript, HTML sizes, throughput and latency under
// load, first renders of uncached course pages, and memory; checked against bench/budgets.mjs. Not
// part of `npm test` (timings are noisy). Needs the CMS running and the site built (`npm start`).
//
//   node bench/perf.mjs [--runs 5] [--pages home,course,…] [--skip-load] [--load-rounds 3] [--duration 8]
//                       [--connections 32] [--courses 25] [--site-port 3031] [--bare-port 3032]
//                       [--bare-proxy-port 3033] [--dry-run] [--help]
//
// It starts its own site instance (from a fresh copy of the build) and its own bare Next app, both
// behind a custom server that sends the site's security headers, so that both are started, loaded
// and measured the same way; prints the tables, writes them into bench/README.md (unless --dry-run)
// and exits 1 when a budget is not met. --skip-load leaves out the first renders and the load
// (Lighthouse and the redirect alone); --pages audits only the site pages named by their role (the
// bare pages they are judged against too).
import { cpus, loadavg } from 'node:os';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { budgets } from './budgets.mjs';
import { buildBareApp, PICTURE_PATH, sameSizePath, startBareApp, THROUGH_PROXY } from './lib/bare-app.mjs';
import { timeFirstRenders } from './lib/first-renders.mjs';
import { kb } from './lib/format.mjs';
import { closeBrowsers, ENGLISH } from './lib/lighthouse.mjs';
import { auditInRounds, failedAuditsOf, lighthouseMedians } from './lib/lighthouse-rounds.mjs';
import { loadTest } from './lib/load.mjs';
import { rssMiB } from './lib/processes.mjs';
import { sameContentOf, sameContentPath } from './lib/same-content.mjs';
import { formatMarkdown, reportMarkdown, writeReadmeSection } from './lib/report.mjs';
import { siteEnvFile, startSite, webDir } from './lib/site.mjs';
import { assertCanonical, budgetLinksOf, filterOptions, lcpPictureOf, linksUnder } from './lib/site-pages.mjs';
import { median, percentile } from './lib/stats.mjs';
import { referenceOf, sameContentRole, verdicts } from './lib/verdicts.mjs';
import { DESKTOP, fetchPage, PHONE, requestsFor } from './lib/visitors.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    pages: { type: 'string' },
    'skip-load': { type: 'boolean', default: false },
    'load-rounds': { type: 'string', default: '3' },
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '32' },
    courses: { type: 'string', default: '25' },
    'site-port': { type: 'string', default: '3031' },
    'bare-port': { type: 'string', default: '3032' },
    'bare-proxy-port': { type: 'string', default: '3033' },
    'dry-run': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
const count = (name) => {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive whole number.`);
  return value;
};
const runs = count('runs');
const loadRounds = count('load-rounds');
const durationSeconds = count('duration');
const connections = count('connections');
const coursesPerLocale = count('courses');
const [sitePort, barePort, bareProxyPort] = [count('site-port'), count('bare-port'), count('bare-proxy-port')];
const skipLoad = values['skip-load'];
// The site pages Lighthouse audits, by role (see sitePages below).
const AUDITED_ROLES = [
  'home',
  'home-en',
  'course-list',
  'filtered',
  'course',
  'school',
  'news',
  'lead-form',
  'guide',
  'budget',
];
// The picture pages that get a same-content bare page too (every text page gets one: it is their
// floor): the home pages, to say how much of their figures is their content (issue 54).
const CONTENT_TOO = ['home', 'home-en'];
// An English browser's first `/` is redirected to `/en` (requirements 4): timed apart, as one round
// trip, over this many requests (and as many of the bare text page, interleaved).
const REDIRECT_REQUESTS = 25;
// The country guide and the budget's country: Senegal (issue 38 measured its guide).
const GUIDES_PATH = '/etudier-dans-votre-pays';
const GUIDE_COUNTRY = { slug: 'senegal', code: 'SN' };
if (values.help) {
  // The usage lines at the top of this file, and the pages --pages names.
  const usage = readFileSync(new URL(import.meta.url), 'utf8').match(
    /^\/\/ {3}node bench\/perf\.mjs[^]*?(?=\n\/\/\n)/m,
  );
  console.log(`${(usage?.[0] ?? '').replace(/^\/\/ /gm, '')}\n\n  --pages: ${AUDITED_ROLES.join(', ')}`);
  process.exit(0);
}
const auditedRoles = values.pages?.split(',').map((role) => role.trim()) ?? AUDITED_ROLES;
for (const role of auditedRoles)
  if (!AUDITED_ROLES.includes(role)) throw new Error(`--pages: no page "${role}" (${AUDITED_ROLES.join(', ')}).`);
// The load's pages: a bare page first, then the site page compared with it, so that drifting noise
// hits both alike.
const LOAD_ORDER = [
  'reference',
  'same-size-home',
  'through-proxy-home',
  'home',
  'course-list',
  'filtered',
  'same-size-course',
  'through-proxy-course',
  'course',
  'same-size-home-en',
  'through-proxy-home-en',
  'home-en',
];
const WARM_UP_SECONDS = 5;
const log = (message) => console.log(`\x1b[1m▸ ${message}\x1b[0m`);

const cleanups = [closeBrowsers];
const cleanUp = async () => {
  for (const step of cleanups.splice(0).reverse()) await step().catch((error) => console.error(error));
};
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));
process.on('SIGTERM', () => void cleanUp().then(() => process.exit(143)));

const cmsUrl = siteEnvFile().CMS_URL;
try {
  const health = await fetch(`${cmsUrl}/_health`);
  if (!health.ok) throw new Error(`status ${health.status}`);
} catch (error) {
  console.error(`The CMS (${cmsUrl}) does not answer (${error.message}): start it with \`npm start\`.`);
  process.exit(1);
}

const loadAtStart = loadavg()[0];
let exitCode = 1;
try {
  log('Starting the site (fresh copy of its build)');
  const site = await startSite(sitePort);
  cleanups.push(() => site.stop());
  // The home page's LCP picture, which the same-picture bare page draws: its original bytes, as the
  // site's image optimizer reads them (/uploads/… passes them on from the CMS).
  const hero = await lcpPictureOf(site.origin, '/');
  if (!hero) throw new Error('The home page preloads no picture with a high priority: no hero to compare with.');
  const heroOriginal = await fetch(new URL(hero.upload, site.origin));
  if (!heroOriginal.ok) throw new Error(`${hero.upload} answered ${heroOriginal.status}.`);
  const picture = {
    file: hero.upload.slice('/uploads/'.length),
    bytes: Buffer.from(await heroOriginal.arrayBuffer()),
    sizes: hero.sizes,
  };

  log(
    'Finding the pages: courses, a school, a news article, a guide, a budget and a filter option from the site’s lists',
  );
  const frCourses = await linksUnder(site.origin, '/formations');
  const [level] = await filterOptions(site.origin, '/formations', 'graduationLevels');
  const [schoolPath] = await linksUnder(site.origin, '/ecoles');
  const [newsPath] = await linksUnder(site.origin, '/news');
  const guidePath = (await linksUnder(site.origin, GUIDES_PATH)).find((path) =>
    path.endsWith(`/${GUIDE_COUNTRY.slug}`),
  );
  if (!guidePath) throw new Error(`${GUIDES_PATH} links to no guide for ${GUIDE_COUNTRY.slug}.`);
  // The first course's budget on its first campus (its page links to one per campus), for a student
  // from the guide's country: a canonical address (course, campus, country in that order), which the
  // site answers itself, cached, as the calculator's form asks for it.
  const [courseBudget] = await budgetLinksOf(site.origin, frCourses[0]);
  const budgetPath = `${courseBudget}&country=${GUIDE_COUNTRY.code}`;
  await assertCanonical(site.origin, budgetPath);

  const pages = sitePages({ level, coursePath: frCourses[0], schoolPath, newsPath, guidePath, budgetPath });
  for (const page of pages) {
    if (page.origin === 'site') page.kind = budgets.lighthouse.pictureRoles.includes(page.role) ? 'picture' : 'text';
    page.audited = page.origin === 'site' && auditedRoles.includes(page.role);
  }
  // The bare text page always (the JavaScript's baseline), the same-picture one when a page needs it.
  for (const page of pages)
    if (page.origin === 'bare')
      page.audited = page.role === 'reference' || pages.some((p) => p.audited && referenceOf(p).role === page.role);
  // Each text page audited (and the home pages), as a bare page of the same content just before it
  // (same-content.mjs): a text page's floor, the home pages' content.
  const withContent = pages.filter((page) => page.audited && (page.kind === 'text' || CONTENT_TOO.includes(page.role)));
  let sameContent;
  if (withContent.length) {
    log(`Reading the pages' content for the same-content bare pages: ${withContent.map((p) => p.role).join(', ')}`);
    sameContent = await sameContentOf(site.origin, withContent);
  }
  for (const page of withContent)
    pages.splice(pages.indexOf(page), 0, {
      role: sameContentRole(page.role),
      origin: 'bare',
      label: `Bare Next page, the content of ${page.label}`,
      path: sameContentPath(page.role),
      contentOf: page.role,
      shape: sameContent.shapes[page.role],
      audited: true,
    });

  log(
    'Building the bare Next app (same next, react and react-dom as the site), with the home hero and the same-content pages',
  );
  const bareDir = buildBareApp(join(webDir, 'node_modules'), { picture, sameContent });
  cleanups.push(async () => rmSync(bareDir, { recursive: true, force: true }));

  log('Starting the bare app');
  /** The bare app on `port`, with `origin`; stopped at the end of the run. */
  const startBare = async (name, port) => {
    const server = await startBareApp(bareDir, name, port);
    cleanups.push(() => server.stop());
    return server;
  };
  const bare = await startBare('bare Next', barePort);
  // The same bare app again, for the requests through its pass-through proxy (the load only): the
  // reference server above never runs a proxy, so that its memory is a bare server's.
  const bareProxy = skipLoad ? null : await startBare('bare Next behind a pass-through proxy', bareProxyPort);
  await fetchPage(site.origin, '/');
  await sleep(3_000);
  const idle = { site: rssMiB(site.pid), bare: rssMiB(bare.pid) };
  const samePicture = await checkSamePicture(site.origin, bare.origin, hero);

  let firstRenders = null;
  if (!skipLoad) {
    const enCourses = await linksUnder(site.origin, '/en/courses');
    const renderPaths = [...frCourses.slice(0, coursesPerLocale), ...enCourses.slice(0, coursesPerLocale)];
    log(`Timing first renders: ${renderPaths.length} course pages × phone and desktop, one at a time`);
    const renderTimes = await timeFirstRenders(site.origin, renderPaths);
    firstRenders = {
      count: renderTimes.length,
      description: `${renderPaths.length} course pages in French and English, each as a phone and as a desktop, on a freshly started site`,
      p50Ms: median(renderTimes),
      p95Ms: percentile(renderTimes, 95),
      maxMs: Math.max(...renderTimes),
    };
  }

  const serverOf = (page) => (page.origin === 'site' ? site : page.throughProxyAs ? bareProxy : bare);
  const originOf = (page) => serverOf(page).origin;
  for (const page of pages) {
    // A returning visitor, as the load asks.
    page.htmlBytes = (await fetchPage(originOf(page), page.path, PHONE)).bytes;
    await fetchPage(originOf(page), page.path, DESKTOP);
  }
  const rows = skipLoad ? pages : await withBareTwins(pages, bare.origin);

  const audited = rows.filter((row) => row.audited);
  const lighthouseRuns = await auditInRounds(
    audited.map((row) => ({ row, label: row.label, url: new URL(row.path, originOf(row)).href })),
    { runs, log },
  );
  const failedAudits = [];
  let versions = {};
  for (const [{ row }, results] of lighthouseRuns) {
    row.lighthouse = await lighthouseMedians(results);
    const [first] = results.simulated;
    versions = { lighthouse: first.lighthouseVersion, chromium: first.chromiumVersion };
    const failed = failedAuditsOf(results);
    if (failed.length) failedAudits.push(`${row.label}: ${failed.join(', ')}`);
  }
  const afterLighthouse = { site: rssMiB(site.pid), bare: rssMiB(bare.pid) };
  log(`Timing an English browser's redirect from / to /en: ${REDIRECT_REQUESTS} requests, and the bare text page's`);
  const redirect = await timeRedirect(site.origin, bare.origin);

  const memory = Object.fromEntries(
    ['site', 'bare'].map((name) => [name, { idleMiB: idle[name], afterLighthouseMiB: afterLighthouse[name] }]),
  );
  if (!skipLoad) {
    const measured = await loadInRounds(rows, { serverOf, pids: { site: site.pid, bare: bare.pid } });
    for (const name of ['site', 'bare']) Object.assign(memory[name], measured[name]);
  }

  const results = { rows, firstRenders, memory, samePicture, redirect };
  const checked = verdicts(results, budgets);
  const version = (name) =>
    JSON.parse(readFileSync(join(webDir, 'node_modules', name, 'package.json'), 'utf8')).version;
  const report = reportMarkdown({
    results,
    verdicts: checked,
    failedAudits,
    context: {
      date: new Date().toISOString().slice(0, 10),
      machine: `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}`,
      loadAverage: `${loadAtStart.toFixed(1)} → ${loadavg()[0].toFixed(1)}`,
      node: process.versions.node,
      next: version('next'),
      react: version('react'),
      ...versions,
      runs,
      loadRounds,
      connections,
      durationSeconds,
    },
  });
  // Printed formatted, so that the tables read in a terminal too.
  console.log(`\n${await formatMarkdown(report)}`);
  if (!values['dry-run']) {
    await writeReadmeSection(report);
    console.log('Written to bench/README.md.');
  }
  const failures = checked.filter((v) => !v.pass);
  for (const failure of failures) console.error(`Budget not met: ${failure.name}: ${failure.value}`);
  exitCode = failures.length ? 1 : 0;
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
} finally {
  await cleanUp();
}
process.exit(exitCode);

/** The pages measured, the bare pages first; `kind` and `audited` set by the caller. */
function sitePages({ level, coursePath, schoolPath, newsPath, guidePath, budgetPath }) {
  const site = (role, path, extra = {}) => ({ role, origin: 'site', label: `\`${path}\``, path, ...extra });
  return [
    { role: 'reference', origin: 'bare', label: 'Bare Next page, text (reference)', path: '/' },
    {
      role: 'reference-picture',
      origin: 'bare',
      label: 'Bare Next page, the home hero (reference of the picture pages)',
      path: PICTURE_PATH,
    },
    site('home', '/', { cached: true }),
    site('home-en', '/en', { cached: true }),
    site('course-list', '/formations'),
    site('filtered', `/formations?graduationLevels=${level}`),
    site('course', coursePath, { cached: true }),
    site('school', schoolPath),
    site('news', newsPath),
    site('lead-form', '/brochure'),
    site('guide', guidePath),
    site('budget', budgetPath),
  ];
}

/**
 * An English browser's first `/` (no cookie, `Accept-Language: en-US,en`, a phone), which the site
 * answers with a redirect to `/en`: the time of that answer (request sent → its last byte), median
 * and p90 of REDIRECT_REQUESTS after one not counted, interleaved with as many requests of the bare
 * text page (its whole answer), for scale. Throws unless it is a redirect to `/en`.
 */
async function timeRedirect(siteOrigin, bareOrigin) {
  const english = { 'accept-language': ENGLISH, 'user-agent': PHONE };
  const timed = async (origin) => {
    const start = performance.now();
    const response = await fetch(new URL('/', origin), { redirect: 'manual', headers: english });
    await response.arrayBuffer();
    return { ms: performance.now() - start, response };
  };
  const site = [];
  const bareTimes = [];
  let answer;
  for (let i = 0; i <= REDIRECT_REQUESTS; i++) {
    const [ofSite, ofBare] = [await timed(siteOrigin), await timed(bareOrigin)];
    answer = ofSite.response;
    if (i === 0) continue;
    site.push(ofSite.ms);
    bareTimes.push(ofBare.ms);
  }
  const location = answer.headers.get('location') ?? '';
  if (answer.status < 300 || answer.status > 399 || new URL(location, siteOrigin).pathname !== '/en')
    throw new Error(`An English browser's / answered ${answer.status} ${location}, not a redirect to /en.`);
  return {
    count: site.length,
    status: answer.status,
    location: new URL(location, siteOrigin).pathname,
    setsCookie: answer.headers.getSetCookie().length > 0,
    medianMs: median(site),
    p90Ms: percentile(site, 90),
    bareMedianMs: median(bareTimes),
  };
}

/**
 * Checks that the same-picture bare page asks for the site's home hero as the home page does (the
 * same srcset and sizes, so the same URL at the width a phone picks) and that a phone gets the same
 * bytes from both servers' image optimizers; returns what the report says of it.
 */
async function checkSamePicture(siteOrigin, bareOrigin, hero) {
  const drawn = await lcpPictureOf(bareOrigin, PICTURE_PATH);
  if (!drawn || drawn.srcSet !== hero.srcSet || drawn.sizes !== hero.sizes)
    throw new Error(
      `The same-picture bare page does not ask for the home hero as the site does:\n  site: ${hero.srcSet} (${hero.sizes})\n  bare: ${drawn?.srcSet} (${drawn?.sizes})`,
    );
  // As Chromium asks for a picture.
  const accept = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
  const [fromSite, fromBare] = await Promise.all(
    [siteOrigin, bareOrigin].map(async (origin) => {
      const response = await fetch(new URL(hero.phoneUrl, origin), { headers: { accept, 'user-agent': PHONE } });
      if (!response.ok) throw new Error(`${origin}${hero.phoneUrl} answered ${response.status}.`);
      return { bytes: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type') };
    }),
  );
  if (!fromSite.bytes.equals(fromBare.bytes))
    throw new Error(
      `A phone gets different bytes for ${hero.phoneUrl}: ${fromSite.bytes.length} (${fromSite.contentType}) from the site, ${fromBare.bytes.length} (${fromBare.contentType}) from the bare app.`,
    );
  log(`Same picture: ${hero.phoneUrl}, ${kb(fromSite.bytes.length)} from both servers`);
  return {
    barePath: PICTURE_PATH,
    upload: hero.upload,
    sizes: hero.sizes,
    phoneUrl: hero.phoneUrl,
    bytes: fromSite.bytes.length,
    contentType: fromSite.contentType,
  };
}

/**
 * The pages, each cached one followed by a bare page of the same HTML size and the same bare page
 * behind a pass-through proxy (the load's references).
 */
async function withBareTwins(pages, bareOrigin) {
  log('Sizing the bare pages that match the cached site pages');
  const rows = [];
  for (const page of pages) {
    rows.push(page);
    if (!page.cached) continue;
    const path = await sameSizePath(bareOrigin, page.htmlBytes);
    const { bytes } = await fetchPage(bareOrigin, path, PHONE);
    rows.push({
      role: `same-size-${page.role}`,
      origin: 'bare',
      label: `Bare Next page, as large as ${page.label}`,
      path,
      htmlBytes: bytes,
      sameSizeAs: page.role,
    });
    // The same page behind a proxy that changes nothing: how much of the gap is Next's proxy itself.
    rows.push({
      role: `through-proxy-${page.role}`,
      origin: 'bare',
      label: `The same, behind a pass-through \`proxy.ts\``,
      path,
      headers: THROUGH_PROXY,
      htmlBytes: bytes,
      throughProxyAs: page.role,
    });
  }
  return rows;
}

/**
 * The load, in rounds, on the pages of LOAD_ORDER; sets each row's `load` and returns the
 * servers' memory after it and at its peak (sampled every second).
 */
async function loadInRounds(rows, { serverOf, pids }) {
  const peak = { site: rssMiB(pids.site), bare: rssMiB(pids.bare) };
  const sampler = setInterval(() => {
    peak.site = Math.max(peak.site, rssMiB(pids.site));
    peak.bare = Math.max(peak.bare, rssMiB(pids.bare));
  }, 1_000);
  // Round 0 warms the servers and is not counted: a freshly started site's CPU time per request fell
  // over its first 15 s of load (10.3, 9.4, 7.7, 5.7 ms in steps of 5 s; 11.9, 8.8, 6.4, 7.4 in a
  // second process), V8 compiling its hot code and growing its heap, and the first page measured
  // (`/`) paid for it. Then the pages in turn, round after round, and the median of the rounds: a
  // neighbour's burst on a shared machine spoils one round, not the run.
  const loadRuns = new Map(LOAD_ORDER.map((role) => [role, []]));
  for (let round = 0; round <= loadRounds; round++) {
    const seconds = round === 0 ? WARM_UP_SECONDS : durationSeconds;
    log(
      round === 0
        ? `Load: warm-up round (not counted), ${seconds} s per page`
        : `Load: round ${round} of ${loadRounds}, ${connections} connections, ${seconds} s per page`,
    );
    for (const role of LOAD_ORDER) {
      const row = rows.find((r) => r.role === role);
      const result = await loadTest({
        origin: serverOf(row).origin,
        requests: requestsFor(row.path, row.headers),
        connections,
        durationSeconds: seconds,
        pid: serverOf(row).pid,
      });
      loadRuns.get(role).push({ ...result, counted: round > 0 });
    }
  }
  for (const [role, results] of loadRuns) {
    const counted = results.filter((r) => r.counted);
    const mid = (key) => median(counted.map((r) => r[key]));
    rows.find((r) => r.role === role).load = {
      rps: mid('rps'),
      p99Ms: mid('p99Ms'),
      cpuMsPerRequest: mid('cpuMsPerRequest'),
      // An error in any round, the warm-up's included, is an error.
      errors: results.reduce((sum, r) => sum + r.errors, 0),
    };
  }
  clearInterval(sampler);
  await sleep(2_000);
  const memoryOf = (name) => {
    const afterLoadMiB = rssMiB(pids[name]);
    return { afterLoadMiB, peakMiB: Math.max(peak[name], afterLoadMiB) };
  };
  return { site: memoryOf('site'), bare: memoryOf('bare') };
}
