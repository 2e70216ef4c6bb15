// The budgets applied to one run's results: a list of verdicts, each naming what it checked. Pure,
// so that what passes and what fails is tested (tests/unit/bench-verdicts.test.ts). A part of the
// run that was skipped (`--skip-load`, a page left out by `--pages`) has no verdict.
import { kb, ms, perSecond, ratio, seconds } from './format.mjs';

/** The role of the same-content bare page of a site page's role (bench/lib/same-content.mjs). */
export const sameContentRole = (role) => `content-${role}`;

/**
 * The bare page a site page is judged against, by its kind (`row.kind`; text when absent): the
 * same-picture bare page for a page whose largest element is a picture, the bare page of its own
 * content (`sameContentRole`) for a text page. `{ role, name }`.
 */
export const referenceOf = (page) =>
  page.kind === 'picture'
    ? { role: 'reference-picture', name: 'the same-picture bare page' }
    : { role: sameContentRole(page.role), name: 'the same-content bare page' };

/**
 * `results.rows`: one per page, `{ role, label, origin: 'site' | 'bare', kind?, sameSizeAs?,
 * throughProxyAs?, lighthouse?, htmlBytes?, load? }`, with the Lighthouse medians `{ applied: { fcpMs, lcpMs, tbtMs,
 * performance }, simulated: { tbtMs, performance, cls, accessibility, bestPractices, seo, … },
 * renderBlocking: string[] | null, jsGzipBytes }` and the load's `{ rps, p99Ms, errors }`;
 * `results.firstRenders`: `{ p95Ms }` or null when not measured.
 * Each verdict: `{ name, pass, value, role?, metric? }` (role and metric say which cell of the table it judges).
 */
export function verdicts(results, budgets) {
  const list = [];
  const add = (name, pass, value, cell = {}) => list.push({ name, pass, value, ...cell });
  const row = (role) => {
    const found = results.rows.find((r) => r.role === role);
    if (!found) throw new Error(`No measured page has the role "${role}".`);
    return found;
  };
  const reference = row('reference');
  for (const page of results.rows.filter((r) => r.origin === 'site' && r.lighthouse))
    lighthouseVerdicts(page, { own: row(referenceOf(page).role).lighthouse, js: reference.lighthouse }, budgets, add);

  for (const [role, max] of Object.entries(budgets.htmlMaxBytes)) {
    const page = row(role);
    add(`HTML ≤ ${kb(max)} on ${page.label}`, page.htmlBytes <= max, kb(page.htmlBytes), { role, metric: 'html' });
  }

  if (row('home').load) loadVerdicts(results.rows, row, budgets, add);
  if (results.firstRenders)
    add(
      `First render of a course page p95 < ${ms(budgets.firstRenderP95MaxMs)}`,
      results.firstRenders.p95Ms < budgets.firstRenderP95MaxMs,
      ms(results.firstRenders.p95Ms),
    );
  return list;
}

/** `a / b`, with 0 / 0 = 1 (as fast as the reference) and n / 0 = ∞. */
export const quotient = (a, b) => (b === 0 ? (a === 0 ? 1 : Infinity) : a / b);

/**
 * A site page's Lighthouse medians against the budgets: its FCP, LCP and TBT against its own
 * reference's medians (`references.own`), within its kind's ratios or its role's own, its
 * JavaScript against the bare text page's (`references.js`).
 */
function lighthouseVerdicts(page, references, budgets, add) {
  const lh = budgets.lighthouse;
  const { applied, simulated } = page.lighthouse;
  const bare = references.own;
  const on = ` on ${page.label}`;
  const cell = (metric) => ({ role: page.role, metric });
  const notAbove = (title, limitRatio, value, reference, metric, show) =>
    add(
      `${title} ≤ ${limitRatio}× ${referenceOf(page).name}'s ${show(reference)} (${show(limitRatio * reference)})${on}`,
      value <= limitRatio * reference,
      `${show(value)} (${ratio(quotient(value, reference))})`,
      cell(metric),
    );
  const most = { ...lh.applied[page.kind ?? 'text'], ...lh.appliedByRole[page.role] };
  notAbove('Applied FCP', most.fcp, applied.fcpMs, bare.applied.fcpMs, 'fcp', seconds);
  notAbove('Applied LCP', most.lcp, applied.lcpMs, bare.applied.lcpMs, 'lcp', seconds);
  notAbove('Applied TBT', most.tbt, applied.tbtMs, bare.applied.tbtMs, 'tbt', ms);
  const blocking = page.lighthouse.renderBlocking;
  add(
    `Render-blocking requests ≤ ${lh.renderBlockingMax}${on}`,
    blocking !== null && blocking.length <= lh.renderBlockingMax,
    blocking === null ? 'not measured (Lighthouse gave no render-blocking insight)' : String(blocking.length),
    cell('renderBlocking'),
  );
  add(
    `Simulated Lighthouse performance ≥ ${lh.simulatedPerformanceMin}${on}`,
    simulated.performance >= lh.simulatedPerformanceMin,
    String(simulated.performance),
    cell('simPerformance'),
  );
  add(`CLS ≤ ${lh.clsMax}${on}`, simulated.cls <= lh.clsMax, simulated.cls.toFixed(3), cell('cls'));
  for (const [key, title, min] of [
    ['accessibility', 'Accessibility', lh.accessibilityMin],
    ['bestPractices', 'Best practices', lh.bestPracticesMin],
    ...(lh.seoNotJudged.includes(page.role) ? [] : [['seo', 'SEO', lh.seoMin]]),
  ])
    add(`${title} ≥ ${min}${on}`, simulated[key] >= min, String(simulated[key]), cell(key));
  const own = page.lighthouse.jsGzipBytes - references.js.jsGzipBytes;
  add(
    `Own first-load JS (gzip, beyond the bare page's ${kb(references.js.jsGzipBytes)}) ≤ ${kb(budgets.ownFirstLoadJsMaxBytes)}${on}`,
    own <= budgets.ownFirstLoadJsMaxBytes,
    kb(own),
    cell('js'),
  );
}

/** The course finder against the home page, and errors under load. */
function loadVerdicts(rows, row, budgets, add) {
  const home = row('home');
  const finder = budgets.courseFinder;
  for (const role of ['course-list', 'filtered']) {
    const page = row(role);
    const floor = finder.minRatioToHome * home.load.rps;
    add(
      `Requests/s ≥ ${finder.minRatioToHome}× the home page's ${perSecond(home.load.rps)} (${perSecond(floor)}) on ${page.label}`,
      page.load.rps >= floor,
      `${perSecond(page.load.rps)} (${ratio(page.load.rps / home.load.rps)})`,
      { role, metric: 'rps' },
    );
    add(`p99 < ${ms(finder.p99MaxMs)} on ${page.label}`, page.load.p99Ms < finder.p99MaxMs, ms(page.load.p99Ms), {
      role,
      metric: 'p99',
    });
  }
  for (const page of rows.filter((r) => r.load))
    add(
      `At most ${budgets.loadErrorsMax} errors under load on ${page.label}`,
      page.load.errors <= budgets.loadErrorsMax,
      String(page.load.errors),
      { role: page.role, metric: 'rps' },
    );
}
