// At a real network's size (issue 54): each page type rendered with the site's caches empty, at the
// demo's size, one step between and the network's size, on SQLite and PostgreSQL; the CMS requests
// and database queries each page took; the site's memory after a crawl of the sitemap; the site's
// and the CMS's start. Figures in bench/README.md ("At a real network's size").
//
//   npm start                        # once: builds the CMS (apps/cms/dist) and the site (apps/web/.next)
//   cd apps/web
//   node bench/network-size.mjs [--engines sqlite,postgres] [--fractions 0,0.1,1] [--samples 12]
//                               [--crawl 4000] [--pages budget,search suggestions] [--dry-run]
//
// Each size gets its own database (the demo seeded once per engine, copied, then generated), its
// own CMS and its own site instance started from a fresh copy of the build. A sample expires every
// cache tag of the site (its revalidation webhook, as a publish of each content type would) and then
// asks for one page: the page and every CMS read it needs are then drawn anew.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { cmsDir } from '../../../scripts/lib/apps.mjs';
import { ms, mib, ratio } from './lib/format.mjs';
import { compileCms, networkDatabases } from './lib/network-databases.mjs';
import { rssMiB, startServer } from './lib/processes.mjs';
import { formatMarkdown, withSection } from './lib/report.mjs';
import { siteEnvFile, startSite, webDir } from './lib/site.mjs';
import { sitemapPaths } from './lib/sitemap-paths.mjs';
import { median, percentile } from './lib/stats.mjs';
import { DESKTOP, PHONE, visitorOf } from './lib/visitors.mjs';

const { values: options } = parseArgs({
  options: {
    engines: { type: 'string', default: 'sqlite,postgres' },
    fractions: { type: 'string', default: '0,0.1,1' },
    samples: { type: 'string', default: '12' },
    crawl: { type: 'string', default: '4000' },
    // Page types to sample (their names in the report, comma-separated), every one by default; the
    // README's table is then left as it is.
    pages: { type: 'string', default: '' },
    'cms-port': { type: 'string', default: '1477' },
    'site-port': { type: 'string', default: '3077' },
    'dry-run': { type: 'boolean', default: false },
  },
});
const SAMPLES = Number(options.samples);
const CRAWL_LIMIT = Number(options.crawl);
const PAGE_TYPES = options.pages ? options.pages.split(',').map((type) => type.trim()) : null;
const cmsPort = Number(options['cms-port']);
const sitePort = Number(options['site-port']);
const cmsUrl = `http://127.0.0.1:${cmsPort}`;
const cmsMetricsPort = cmsPort + 10_000;
const siteMetricsPort = sitePort + 10_000;
const log = (line) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

const siteEnv = siteEnvFile();
// Every content type but the redirects: expiring those reloads the whole redirect table in the
// background (ten reads at the network's size), which no page shows and which would race the sample.
const UIDS = [...readFileSync(join(webDir, 'src/lib/cms/tags.ts'), 'utf8').matchAll(/'(api::[a-z-]+\.[a-z-]+)'/g)]
  .map(([, uid]) => uid)
  .filter((uid) => uid !== 'api::redirect.redirect');

/** Expires every cache tag of the site, as publishing every content type would. */
async function expireAll(origin) {
  await Promise.all(
    UIDS.map(async (uid) => {
      const response = await fetch(`${origin}/api/revalidate`, {
        method: 'POST',
        headers: { authorization: `Bearer ${siteEnv.REVALIDATE_SECRET}`, 'content-type': 'application/json' },
        body: JSON.stringify({ event: 'entry.publish', uid }),
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`revalidation of ${uid} answered ${response.status}`);
    }),
  );
}

/** The sum of a Prometheus counter's samples (every label), or null when it is not exposed. */
async function counter(port, name) {
  const text = await fetch(`http://127.0.0.1:${port}/metrics`).then((r) => r.text());
  const lines = text.split('\n').filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));
  if (lines.length === 0) return null;
  return lines.reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

/** The CMS as `npm start` runs it (apps/cms/scripts/start.js), on a database of the bench. */
async function startCms(databaseEnv) {
  const started = Date.now();
  const server = await startServer({
    name: 'cms',
    cwd: cmsDir,
    script: 'scripts/start.js',
    env: {
      ...process.env,
      ...databaseEnv,
      NODE_ENV: 'production',
      PORT: String(cmsPort),
      METRICS_PORT: String(cmsMetricsPort),
      WEB_REVALIDATE_URL: `http://127.0.0.1:${sitePort}/api/revalidate`,
      WEB_PRIVACY_ERASE_URLS: '',
      VARNISH_PURGE_URLS: '',
    },
    readyUrl: `${cmsUrl}/_health`,
    readyStatus: 204,
    timeoutMs: 600_000,
  });
  return { ...server, startMs: Date.now() - started };
}

/** A signed-in reader of the CMS's REST API (the site's service account), to find pages to ask for. */
async function cmsReader() {
  const response = await fetch(`${cmsUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: siteEnv.CMS_SERVICE_USERNAME, password: siteEnv.CMS_SERVICE_PASSWORD }),
  });
  const { access_token: token } = await response.json();
  return async (path) => {
    const answer = await fetch(`${cmsUrl}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
    return answer.json();
  };
}

/** `count` slugs spread over a collection (the first, the last and between), in one language. */
async function spreadSlugs(read, resource, locale, count) {
  const first = await read(`/${resource}?locale=${locale}&fields[0]=slug&pagination[pageSize]=1&sort=id:asc`);
  const total = first.meta.pagination.total;
  const slugs = [];
  for (let n = 0; n < count; n++) {
    const page = 1 + Math.floor(((total - 1) * n) / Math.max(1, count - 1));
    const answer = await read(
      `/${resource}?locale=${locale}&fields[0]=slug&pagination[pageSize]=1&pagination[page]=${page}&sort=id:asc`,
    );
    const slug = answer.data[0]?.slug;
    if (slug) slugs.push(slug);
  }
  return [...new Set(slugs)];
}

/** The page's alternate in `lang` (its hreflang link), as a path. */
async function alternateOf(origin, path, lang) {
  const html = await fetch(new URL(path, origin), { headers: visitorOf(path) }).then((r) => r.text());
  const match =
    new RegExp(`<link[^>]+hreflang="${lang}"[^>]+href="([^"]+)"`).exec(html) ??
    new RegExp(`<link[^>]+href="([^"]+)"[^>]+hreflang="${lang}"`).exec(html);
  return match
    ? new URL(match[1].replaceAll('&amp;', '&')).pathname + new URL(match[1].replaceAll('&amp;', '&')).search
    : null;
}

/** The last page of the news list, from the numbered links of its first page (or the list itself if it has one page). */
async function lastNewsPage(origin, list) {
  const html = await fetch(new URL(list, origin), { headers: visitorOf(list) }).then((r) => r.text());
  const pages = [...html.matchAll(/href="([^"]*(?:[?&]page=|\/page\/)(\d+)[^"]*)"/g)].map(([, href, n]) => ({
    href: href.replaceAll('&amp;', '&'),
    n: Number(n),
  }));
  return pages.sort((a, b) => b.n - a.n)[0]?.href ?? list;
}

/** The pages of each type the samples ask for, found in this size's CMS and site. */
async function pagesOf(origin) {
  const read = await cmsReader();
  const both = async (frPaths) => {
    const en = await Promise.all(frPaths.map((path) => alternateOf(origin, path, 'en')));
    return frPaths.flatMap((path, n) => (en[n] ? [path, en[n]] : [path]));
  };
  const courses = await spreadSlugs(read, 'courses', 'fr', 6);
  const listHtml = await fetch(new URL('/formations', origin), { headers: visitorOf('/formations') }).then((r) =>
    r.text(),
  );
  const option = (group) =>
    [...listHtml.matchAll(new RegExp(`name="${group}" value="([^"]+)"`, 'g'))].map(([, v]) => v);
  const levels = option('graduationLevels');
  const locations = option('locations');
  const filtered = levels.slice(0, 3).flatMap((level, n) => {
    const location = locations[n % Math.max(1, locations.length)];
    return location ? [`/formations?graduationLevels=${level}&locations=${location}`] : [];
  });
  const guides = (await read('/country-guides?locale=fr&fields[0]=slug&pagination[pageSize]=4')).data.map(
    (g) => g.slug,
  );
  // Country guides under their section (src/i18n/content-paths.ts's GUIDES_RUBRIQUE).
  const guidePaths = guides.map((slug) => `/etudier-dans-votre-pays/${slug}`);
  const budgetLinks = [];
  for (const slug of courses.slice(0, 3)) {
    const html = await fetch(new URL(`/formations/${slug}`, origin), { headers: visitorOf('/') }).then((r) => r.text());
    const href = /href="(\/cout-des-etudes\?[^"]+)"/.exec(html)?.[1];
    if (href) budgetLinks.push(href.replaceAll('&amp;', '&'));
  }
  const newsList = await lastNewsPage(origin, '/news');
  return {
    home: ['/', '/en'],
    'course list': ['/formations', '/en/courses'],
    'course list, two filters': await both(filtered),
    course: await both(courses.map((slug) => `/formations/${slug}`)),
    school: await both((await spreadSlugs(read, 'schools', 'fr', 4)).map((slug) => `/ecoles/${slug}`)),
    campus: await both((await spreadSlugs(read, 'campuses', 'fr', 4)).map((slug) => `/campus/${slug}`)),
    'news list, last page': [newsList, (await alternateOf(origin, newsList, 'en')) ?? newsList],
    'news article': await both((await spreadSlugs(read, 'figs-news', 'fr', 6)).map((slug) => `/news/${slug}`)),
    guide: await both(guidePaths),
    budget: await both(budgetLinks),
    'search suggestions': [
      '/api/search?q=commerce&locale=fr',
      '/api/search?q=design&locale=en',
      '/api/search?q=aeronotique&locale=fr',
    ],
    sitemap: ['/sitemap.xml'],
  };
}

/** The page types `--pages` names (every one without it); a name that is no page type stops the run. */
function onlyAsked(pages) {
  if (!PAGE_TYPES) return pages;
  const unknown = PAGE_TYPES.filter((type) => !(type in pages));
  if (unknown.length > 0)
    throw new Error(`--pages: no page type ${unknown.join(', ')} (${Object.keys(pages).join(', ')})`);
  return Object.fromEntries(Object.entries(pages).filter(([type]) => PAGE_TYPES.includes(type)));
}

/** Samples of each page type: time to the whole answer with every cache expired, CMS requests and database queries. */
async function samplePages(origin, pages) {
  const results = {};
  for (const [type, paths] of Object.entries(pages)) {
    const times = [];
    const cmsRequests = [];
    const queries = [];
    for (let n = 0; n < SAMPLES; n++) {
      const path = paths[n % paths.length];
      const userAgent = n % 2 === 0 ? PHONE : DESKTOP;
      await expireAll(origin);
      // The expiry's own reads settle before counting (a revalidation may refetch in the background).
      await new Promise((resolve) => setTimeout(resolve, 150));
      const before = [
        await counter(siteMetricsPort, 'horizon_site_cms_requests_total'),
        await counter(cmsMetricsPort, 'horizon_cms_database_queries_total'),
      ];
      const started = performance.now();
      const response = await fetch(new URL(path, origin), { headers: { ...visitorOf(path), 'user-agent': userAgent } });
      await response.arrayBuffer();
      times.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      const after = [
        await counter(siteMetricsPort, 'horizon_site_cms_requests_total'),
        await counter(cmsMetricsPort, 'horizon_cms_database_queries_total'),
      ];
      cmsRequests.push(after[0] - before[0]);
      if (after[1] !== null && before[1] !== null) queries.push(after[1] - before[1]);
    }
    results[type] = {
      median: median(times),
      p95: percentile(times, 95),
      cmsRequests: median(cmsRequests),
      queries: queries.length > 0 ? median(queries) : null,
    };
    log(
      `  ${type}: median ${ms(results[type].median)}, p95 ${ms(results[type].p95)}, ${results[type].cmsRequests} CMS requests, ${results[type].queries ?? '?'} queries`,
    );
  }
  return results;
}

/** Renders pages of the sitemap once per device class (four at a time), then reads the site's memory. */
async function crawl(origin, site) {
  const addresses = await sitemapPaths(origin);
  const chosen =
    addresses.length <= CRAWL_LIMIT / 2
      ? addresses
      : addresses.filter((_, n) => n % Math.ceil((2 * addresses.length) / CRAWL_LIMIT) === 0);
  const queue = chosen.flatMap((path) => [
    [path, PHONE],
    [path, DESKTOP],
  ]);
  const started = Date.now();
  let failures = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [path, userAgent] = next;
        const response = await fetch(new URL(path, origin), {
          headers: { ...visitorOf(path), 'user-agent': userAgent },
        }).catch(() => null);
        await response?.arrayBuffer();
        if (response?.status !== 200) failures++;
      }
    }),
  );
  return {
    addresses: addresses.length,
    rendered: chosen.length * 2,
    failures,
    ms: Date.now() - started,
    rss: rssMiB(site.pid),
  };
}

async function measureSize(databases, fraction) {
  log(`${databases.engine}, fraction ${fraction}: preparing the database`);
  const database = await databases.atFraction(fraction);
  const cms = await startCms(database.env);
  let site;
  try {
    const siteStarted = Date.now();
    site = await startSite(sitePort, {
      env: { CMS_URL: cmsUrl, METRICS_PORT: String(siteMetricsPort), VARNISH_PURGE_URLS: '' },
      copyName: '.next-network-bench',
    });
    const siteStartMs = Date.now() - siteStarted;
    const idleRss = rssMiB(site.pid);
    // Generation and idle memory in the log too: an interrupted run still says them.
    log(
      `  ${fraction > 0 ? `generated in ${ms(database.generateMs)}; ` : ''}CMS started in ${ms(cms.startMs)}, site in ${ms(siteStartMs)} (${mib(idleRss)}); finding the pages`,
    );
    const pages = onlyAsked(await pagesOf(site.origin));
    const samples = await samplePages(site.origin, pages);
    log('  crawling the sitemap');
    const crawled = await crawl(site.origin, site);
    log(
      `  ${crawled.rendered} pages rendered in ${ms(crawled.ms)} (${crawled.failures} not 200), site RSS ${mib(crawled.rss)}`,
    );
    return {
      fraction,
      generateMs: database.generateMs,
      cmsStartMs: cms.startMs,
      siteStartMs,
      idleRss,
      pages,
      samples,
      crawled,
    };
  } finally {
    await site?.stop();
    await cms.stop();
    await database.drop();
  }
}

function report(runs) {
  const lines = [];
  for (const [engine, sizes] of Object.entries(runs)) {
    // The ratio is to the smallest size and from the largest, whatever order they were measured in.
    const base = sizes.reduce((smallest, size) => (size.fraction < smallest.fraction ? size : smallest));
    const largest = sizes.reduce((biggest, size) => (size.fraction > biggest.fraction ? size : biggest));
    // Each engine says its own run's date and samples: the README keeps one engine's tables when a
    // run measures the other only.
    lines.push(`#### ${engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`, '', runLine(), '');
    lines.push(
      `| Page type | ${sizes.map((s) => `${label(s.fraction)}: median / p95`).join(' | ')} | p95 ÷ demo | ${sizes.map((s) => `${label(s.fraction)}: CMS req. / DB queries`).join(' | ')} |`,
      `| --- | ${sizes.map(() => '---:').join(' | ')} | ---: | ${sizes.map(() => '---:').join(' | ')} |`,
    );
    for (const type of Object.keys(base.samples)) {
      const goal = largest.samples[type].p95 / base.samples[type].p95;
      lines.push(
        `| ${type} | ${sizes.map((s) => `${ms(s.samples[type].median)} / ${ms(s.samples[type].p95)}`).join(' | ')} | ${ratio(goal)}${goal > 1.5 ? ' ✗' : ''} | ${sizes
          .map((s) => `${s.samples[type].cmsRequests} / ${s.samples[type].queries ?? '—'}`)
          .join(' | ')} |`,
      );
    }
    lines.push('');
    lines.push(
      `| | ${sizes.map((s) => label(s.fraction)).join(' | ')} |`,
      `| --- | ${sizes.map(() => '---:').join(' | ')} |`,
    );
    lines.push(`| Generating the size | ${sizes.map((s) => (s.generateMs ? ms(s.generateMs) : '—')).join(' | ')} |`);
    lines.push(`| CMS start | ${sizes.map((s) => ms(s.cmsStartMs)).join(' | ')} |`);
    lines.push(`| Site start | ${sizes.map((s) => ms(s.siteStartMs)).join(' | ')} |`);
    lines.push(`| Sitemap addresses | ${sizes.map((s) => s.crawled.addresses.toLocaleString('en-US')).join(' | ')} |`);
    lines.push(
      `| Pages rendered by the crawl (both device classes) | ${sizes.map((s) => `${s.crawled.rendered.toLocaleString('en-US')} (${s.crawled.failures} not 200)`).join(' | ')} |`,
    );
    lines.push(
      `| Site memory: idle → after the crawl | ${sizes.map((s) => `${mib(s.idleRss)} → ${mib(s.crawled.rss)}`).join(' | ')} |`,
    );
    lines.push('');
  }
  return lines.join('\n');
}

const runLine = () =>
  `Run of ${new Date().toISOString().slice(0, 10)}, ${SAMPLES} samples a page type (phone and desktop in turn, French and English in turn), every cache tag expired before each.`;
const label = (fraction) => (fraction === 0 ? 'demo' : fraction === 1 ? 'network' : `${fraction} of the way`);

log('Compiling the CMS (its generator and start)');
await compileCms();
const runs = {};
for (const engine of options.engines.split(',')) {
  const databases = await networkDatabases(engine);
  try {
    log(`${engine}: seeding the demo (the template of every size)`);
    const seedMs = await databases.seed();
    log(`  seeded in ${ms(seedMs)}`);
    runs[engine] = [];
    for (const fraction of options.fractions.split(',').map(Number))
      runs[engine].push(await measureSize(databases, fraction));
  } finally {
    await databases.stop();
  }
}
console.log(report(runs));
// A run of some page types only does not replace the README's table of all of them.
if (!options['dry-run'] && !PAGE_TYPES) {
  const readmePath = join(webDir, 'bench/README.md');
  const readme = readFileSync(readmePath, 'utf8');
  const { writeFileSync } = await import('node:fs');
  const section = {
    begin: '<!-- network-size:begin (written by bench/network-size.mjs) -->',
    end: '<!-- network-size:end -->',
  };
  // Each engine's tables between their own markers inside the section: a run of one engine
  // (`--engines postgres`) replaces its own and keeps the other's.
  const begin = readme.indexOf(section.begin);
  const end = readme.indexOf(section.end);
  const inside = begin === -1 || end < begin ? '' : readme.slice(begin + section.begin.length, end);
  const engines = Object.entries(runs).reduce(
    (text, [engine, sizes]) =>
      withSection(text, report({ [engine]: sizes }).trim(), {
        begin: `<!-- network-size:${engine}:begin -->`,
        end: `<!-- network-size:${engine}:end -->`,
      }),
    inside,
  );
  writeFileSync(readmePath, await formatMarkdown(withSection(readme, engines.trim(), section)));
}
