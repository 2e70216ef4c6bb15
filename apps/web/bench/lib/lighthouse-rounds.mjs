// Lighthouse on a list of pages in rounds, each page with its throttling applied and simulated,
// and the medians of the rounds. In rounds rather than page after page, so that a neighbour's
// burst on a shared machine, or a drift of its load, hits the bare page and the site's alike.
import { ms, seconds } from './format.mjs';
import { audit } from './lighthouse.mjs';
import { gzipBytes } from './scripts.mjs';
import { median } from './stats.mjs';

/**
 * Audits `rows` (`{ label, url, acceptLanguage? }`) in `runs` rounds after a warm-up round, which
 * is not counted: it makes the servers do what a browser's first visit asks of them once (optimized
 * images, static files), so simulated only, the cheaper. Returns, per row, the results of the
 * counted rounds: `{ applied: [], simulated: [] }`. Throws when a browser ended elsewhere than the
 * URL (a redirect): a page measured would not be the one named.
 */
export async function auditInRounds(rows, { runs, log }) {
  const results = new Map(rows.map((row) => [row, { applied: [], simulated: [] }]));
  for (let round = 0; round <= runs; round++) {
    log(round === 0 ? 'Lighthouse: warm-up round (not counted)' : `Lighthouse: round ${round} of ${runs}`);
    for (const row of rows) {
      const options = { acceptLanguage: row.acceptLanguage };
      if (round === 0) {
        landed(row, await audit(row.url, { ...options, categories: ['performance'] }));
        continue;
      }
      // The applied run scores performance only: the other categories do not depend on the
      // throttling, and the simulated run gives them.
      const applied = landed(
        row,
        await audit(row.url, { ...options, throttling: 'devtools', categories: ['performance'] }),
      );
      const simulated = landed(row, await audit(row.url, { ...options, throttling: 'simulate' }));
      results.get(row).applied.push(applied);
      results.get(row).simulated.push(simulated);
      // A long run says where it is.
      log(
        `  ${row.label}: applied FCP ${seconds(applied.fcpMs)}, LCP ${seconds(applied.lcpMs)}, ` +
          `TBT ${ms(applied.tbtMs)}; simulated performance ${simulated.performance}`,
      );
    }
  }
  return results;
}

/** `result`, once its browser is known to have ended at `row`'s URL. */
function landed(row, result) {
  const expected = new URL(row.url);
  const ended = new URL(result.finalUrl);
  if (ended.pathname + ended.search !== expected.pathname + expected.search)
    throw new Error(`Lighthouse audited ${row.url} for ${row.label} and ended on ${result.finalUrl}, not ${expected}.`);
  return result;
}

/** The medians of one page's runs (see `LighthouseMedians` in verdicts.d.mts). */
export async function lighthouseMedians({ applied, simulated }) {
  const mid = (runs, key) => median(runs.map((run) => run[key]));
  const metrics = (runs) => ({
    fcpMs: mid(runs, 'fcpMs'),
    lcpMs: mid(runs, 'lcpMs'),
    tbtMs: mid(runs, 'tbtMs'),
    performance: mid(runs, 'performance'),
  });
  const jsGzip = [];
  // The simulated runs load the page unthrottled until it is idle: every script it asks for.
  for (const run of simulated) jsGzip.push(await gzipBytes(run.scriptUrls));
  // Each group's median over the runs, a run without it counting 0.
  const groups = [...new Set(applied.flatMap((run) => Object.keys(run.mainThread ?? {})))];
  return {
    applied: {
      ...metrics(applied),
      mainThread: Object.fromEntries(
        groups.map((group) => [group, median(applied.map((run) => run.mainThread?.[group] ?? 0))]),
      ),
    },
    simulated: {
      ...metrics(simulated),
      cls: mid(simulated, 'cls'),
      accessibility: mid(simulated, 'accessibility'),
      bestPractices: mid(simulated, 'bestPractices'),
      seo: mid(simulated, 'seo'),
    },
    renderBlocking: renderBlockingOf([...applied, ...simulated]),
    jsGzipBytes: median(jsGzip),
  };
}

/**
 * The distinct requests that held the first paint back in any run (what blocks the paint does not
 * depend on the throttling; a request that blocked once blocks); null when no run could tell.
 */
function renderBlockingOf(runs) {
  const told = runs.filter((run) => run.renderBlocking !== null);
  return told.length ? [...new Set(told.flatMap((run) => run.renderBlocking))] : null;
}

/** Lighthouse's binary audits that failed in any simulated run of the page (where a category's points went). */
export const failedAuditsOf = ({ simulated }) => [...new Set(simulated.flatMap((run) => run.failedAudits))];
