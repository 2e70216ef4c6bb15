// The budgets applied to one run's results: a list of verdicts, each naming what it checked. Pure,
// so that what passes and what fails is tested (tests/unit/bench-verdicts.test.ts).
import { kb, mib, ms, perSecond, ratio } from './format.mjs';

/**
 * `results.rows`: one per page, `{ role, label, origin: 'site' | 'bare', sameSizeAs?, throughProxyAs?, lighthouse?,
 * htmlBytes?, load? }` with Lighthouse medians `{ performance, lcpMs, cls, accessibility,
 * bestPractices, seo, jsBytes }` and load `{ rps, p99Ms, errors }`; `results.firstRenders`:
 * `{ p95Ms }`; `results.memory`: `{ site, bare }`, each `{ afterLoadMiB }`.
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
  const lh = budgets.lighthouse;

  for (const page of results.rows.filter((r) => r.origin === 'site' && r.lighthouse)) {
    const m = page.lighthouse;
    const on = ` on ${page.label}`;
    const cell = (metric) => ({ role: page.role, metric });
    add(
      `Lighthouse performance ≥ ${lh.performanceMin}${on}`,
      m.performance >= lh.performanceMin,
      String(m.performance),
      cell('performance'),
    );
    if (lh.performanceNotBelowReference) {
      const floor = reference.lighthouse.performance;
      add(
        `Lighthouse performance not below the bare page's ${floor}${on}`,
        m.performance >= floor,
        String(m.performance),
        cell('performance'),
      );
    }
    add(`LCP < ${ms(lh.lcpMaxMs)}${on}`, m.lcpMs < lh.lcpMaxMs, ms(m.lcpMs), cell('lcp'));
    add(`CLS ≤ ${lh.clsMax}${on}`, m.cls <= lh.clsMax, m.cls.toFixed(3), cell('cls'));
    add(
      `Accessibility ≥ ${lh.accessibilityMin}${on}`,
      m.accessibility >= lh.accessibilityMin,
      String(m.accessibility),
      cell('accessibility'),
    );
    add(
      `Best practices ≥ ${lh.bestPracticesMin}${on}`,
      m.bestPractices >= lh.bestPracticesMin,
      String(m.bestPractices),
      cell('bestPractices'),
    );
    add(`SEO ≥ ${lh.seoMin}${on}`, m.seo >= lh.seoMin, String(m.seo), cell('seo'));
    const jsLimit = budgets.firstLoadJsMaxRatio * reference.lighthouse.jsBytes;
    add(
      `First-load JS ≤ ${budgets.firstLoadJsMaxRatio}× the bare page's ${kb(reference.lighthouse.jsBytes)} (${kb(jsLimit)})${on}`,
      m.jsBytes <= jsLimit,
      `${kb(m.jsBytes)} (${ratio(m.jsBytes / reference.lighthouse.jsBytes)})`,
      cell('js'),
    );
  }

  for (const [role, max] of Object.entries(budgets.htmlMaxBytes)) {
    const page = row(role);
    add(`HTML < ${kb(max)} on ${page.label}`, page.htmlBytes < max, kb(page.htmlBytes), { role, metric: 'html' });
  }

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

  for (const twin of results.rows.filter((r) => r.sameSizeAs)) {
    const page = row(twin.sameSizeAs);
    const floor = budgets.cachedMinRatioToSameSize * twin.load.rps;
    add(
      `Requests/s ≥ ${budgets.cachedMinRatioToSameSize}× a bare page of the same size (${perSecond(twin.load.rps)}) on ${page.label}`,
      page.load.rps >= floor,
      `${perSecond(page.load.rps)} (${ratio(page.load.rps / twin.load.rps)})`,
      { role: page.role, metric: 'rps' },
    );
  }

  for (const page of results.rows.filter((r) => r.load))
    add(
      `At most ${budgets.loadErrorsMax} errors under load on ${page.label}`,
      page.load.errors <= budgets.loadErrorsMax,
      String(page.load.errors),
      { role: page.role, metric: 'rps' },
    );

  add(
    `First render of a course page p95 < ${ms(budgets.firstRenderP95MaxMs)}`,
    results.firstRenders.p95Ms < budgets.firstRenderP95MaxMs,
    ms(results.firstRenders.p95Ms),
  );

  const { site, bare } = results.memory;
  add(
    `Site's memory after the load < ${budgets.rssMaxRatio}× the bare server's ${mib(bare.afterLoadMiB)} (${mib(budgets.rssMaxRatio * bare.afterLoadMiB)})`,
    site.afterLoadMiB < budgets.rssMaxRatio * bare.afterLoadMiB,
    `${mib(site.afterLoadMiB)} (${ratio(site.afterLoadMiB / bare.afterLoadMiB)})`,
  );
  return list;
}
