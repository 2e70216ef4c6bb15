// The goals that `node bench/perf.mjs` checks (issue 38's for Lighthouse, after issue 25's; issue
// 11's for the rest): the one place to change them. Pages are named by their role in the run (see
// perf.mjs); sizes are bytes, times milliseconds. Budgets that were retired, and why: bench/README.md.
export const budgets = {
  lighthouse: {
    // The pages whose largest element is a picture: each is judged against the same-picture bare
    // page (a bare Next page drawing the site's home hero as the home page does, at the width a phone
    // asks for); every other site page against the bare text page. Under applied throttling a
    // picture cannot paint before its request's round trips, whatever the HTML (issue 38).
    pictureRoles: ['home', 'home-en', 'home-english-browser', 'course-list', 'filtered', 'school', 'news'],
    // Lighthouse with the throttling applied (a 4× slower CPU, 150 ms and 1.6 Mbit/s for real),
    // medians, on every site page audited, as a multiple of its bare page's in the same run.
    appliedFcpMaxRatio: 1.25,
    appliedLcpMaxRatio: { picture: 1.1, text: 1.25 },
    appliedTbtMaxRatio: 1.5,
    // Requests that hold the first paint back (Lighthouse's render-blocking insight), in any run.
    renderBlockingMax: 0,
    // Lighthouse's default, simulated throttling, medians.
    simulatedPerformanceMin: 95,
    clsMax: 0,
    accessibilityMin: 100,
    bestPracticesMin: 100,
    seoMin: 100,
    // Pages left out of the SEO budget: a budget with choices is `noindex, follow` by design (only
    // the calculator itself is for search engines, docs/decisions/cost-calculator.md), which
    // Lighthouse's `is-crawlable` audit fails.
    seoNotJudged: ['budget'],
  },
  // The site's own first-load JavaScript: a page's scripts beyond those of the bare text page (React
  // and Next), gzip bytes, medians.
  ownFirstLoadJsMaxBytes: 15_000,
  // Decoded bytes of a page's HTML as a phone gets it, at most (1 KB = 1,000 bytes).
  htmlMaxBytes: { home: 100_000, 'course-list': 120_000 },
  // The course list and a filtered view against the cached home page, at the same concurrency.
  courseFinder: { minRatioToHome: 0.5, p99MaxMs: 300 },
  // First render of a course page (nothing cached for that page yet), 95th percentile.
  firstRenderP95MaxMs: 150,
  // A load run is only a measurement when every answer was a 200.
  loadErrorsMax: 0,
};
