// Lighthouse 13 with its default configuration (mobile form factor), its throttling simulated
// (Lighthouse's default: an unthrottled load, then an estimate of a slow phone) or applied (the
// CPU really slowed 4× and the network to 150 ms and 1.6 Mbit/s while the page loads), in the
// system Chromium started here with the project's flags. The browser resolves no host name but
// the local ones, so that nothing in a run reaches the internet.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from '../../../../scripts/lib/chromium.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const openBrowsers = new Set();

/** Closes a browser a run left open (the benchmark was interrupted). */
export const closeBrowsers = () => Promise.all([...openBrowsers].map((browser) => browser.close()));

/** The browser's languages unless told: a French visitor. */
export const FRENCH = 'fr-FR,fr';
export const ENGLISH = 'en-US,en';

/**
 * Starts Chromium with a remote-debugging port and `acceptLanguage` as its languages (`/` chooses
 * the page's language from them when no cookie says it); `{ port, version, close }`.
 */
async function openChromium({ acceptLanguage = FRENCH } = {}) {
  const profile = mkdtempSync(join(tmpdir(), 'horizon-bench-chromium-'));
  const child = spawn(
    CHROMIUM,
    [
      '--headless',
      ...CHROMIUM_FLAGS,
      `--user-data-dir=${profile}`,
      '--remote-debugging-port=0',
      `--accept-lang=${acceptLanguage}`,
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
      'about:blank',
    ],
    // Its own process group: closing it stops its renderer and utility processes too.
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const port = await new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stderr });
    lines.on('line', (line) => {
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(line);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before listening.`)));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const browser = {
    port,
    version: `Chromium ${(await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()).Browser.split('/')[1]}`,
    async close() {
      openBrowsers.delete(browser);
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      await exited;
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
  openBrowsers.add(browser);
  return browser;
}

/**
 * One Lighthouse run of `url`, in a browser of its own (a cold cache, nothing left from the run
 * before), with `throttling` `'simulate'` (Lighthouse's default) or `'devtools'` (applied), and the
 * browser's languages `acceptLanguage`: the category scores (0–100) of `categories`, FCP, LCP, TBT
 * and CLS, the requests that held the first paint back, where the main thread's time went, and the scripts the page requested until
 * Lighthouse judged it idle (network and CPU quiet after load), with `jsBytes` their bytes on the
 * wire (compressed as the server chose, as Chromium counts a response's transfer size). A run
 * Lighthouse itself reports as failed (a trace it could not record, "run Lighthouse again") is run
 * again, twice at most.
 */
export async function audit(
  url,
  { throttling = 'simulate', acceptLanguage = FRENCH, categories = CATEGORIES, attempts = 3 } = {},
) {
  const chromium = await openChromium({ acceptLanguage });
  let lhr;
  try {
    ({ lhr } = await lighthouse(url, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      throttlingMethod: throttling,
    }));
  } finally {
    await chromium.close();
  }
  if (lhr.runtimeError) {
    const message = `Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`;
    if (attempts <= 1) throw new Error(message);
    console.warn(`${message} Again.`);
    return audit(url, { throttling, acceptLanguage, categories, attempts: attempts - 1 });
  }
  const score = (id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script' && /^https?:/.test(r.url));
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: lhr.audits['first-contentful-paint'].numericValue,
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    renderBlocking: renderBlocking(lhr),
    mainThread: mainThread(lhr),
    htmlBytes: requests.find((r) => r.resourceType === 'Document')?.resourceSize ?? 0,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    scriptUrls: scripts.map((r) => r.url),
    jsBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    // Audits that cost a category its 100, to say where points went.
    failedAudits: Object.values(lhr.audits)
      .filter((a) => a.scoreDisplayMode === 'binary' && a.score !== null && a.score < 1)
      .map((a) => a.id),
    // Where the browser ended, redirects followed.
    finalUrl: lhr.finalDisplayedUrl,
    lighthouseVersion: lhr.lighthouseVersion,
    chromiumVersion: chromium.version,
  };
}

/**
 * The URLs of the requests that held the first paint back (Lighthouse 13's render-blocking insight,
 * which replaced the `render-blocking-resources` audit); null when Lighthouse could not tell (an
 * error in the insight, no insight for the trace), so that "none" is never assumed.
 */
function renderBlocking(lhr) {
  const insight = lhr.audits['render-blocking-insight'];
  // Its table is there, empty, when nothing blocked; missing when the trace had no insight to give.
  if (!insight || insight.errorMessage || !insight.details?.items) return null;
  return insight.details.items.map((item) => item.url);
}

/**
 * Where the main thread's time went until the page was idle (Lighthouse's `mainthread-work-breakdown`):
 * milliseconds by group (`scriptEvaluation`, `styleLayout`, `parseHTML`, …), throttled as the run was.
 */
function mainThread(lhr) {
  const items = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
  return Object.fromEntries(items.map((item) => [item.group, item.duration]));
}
