// The goals that `node bench/perf.mjs` checks (issues 38 and 54's for Lighthouse, after issue 25's;
// issue 11's for the rest): the one place to change them. Pages are named by their role in the run (see
// perf.mjs); sizes are bytes, times milliseconds. Budgets that were retired, and why: bench/README.md.
export const budgets = {
  lighthouse: {
    // The pages whose largest element is a picture: each is judged against the same-picture bare
    // page (a bare Next page drawing the site's home hero as the home page does, at the width a phone
    // asks for). Under applied throttling a picture cannot paint before its request's round trips,
    // whatever the HTML (issue 38). Every other site page is a text page.
    pictureRoles: ['home', 'home-en', 'course-list', 'filtered', 'school', 'news'],
    // Lighthouse with the throttling applied (a 4× slower CPU, 150 ms and 1.6 Mbit/s for real),
    // medians, on every site page audited, as a multiple of its own floor's in the same run, by the
    // page's kind (issue 54): a picture page against the same-picture bare page; a text page against
    // the same-content bare page (its own elements, text and styles drawn by a bare Next page,
    // bench/lib/same-content.mjs), so that what it shows is not charged to the site's code.
    applied: {
      picture: { fcp: 1.25, lcp: 1.1, tbt: 1.5 },
      text: { fcp: 1.15, lcp: 1.15, tbt: 1.3 },
    },
    // Tighter for some pages, over their kind's: the home pages, most visitors' first view, within
    // the other pages' figures (issue 54).
    appliedByRole: { home: { tbt: 1.3 }, 'home-en': { tbt: 1.3 } },
    // Not a budget: a same-content bare page whose TBT is above this multiple of the bare text
    // page's (5 KB) has heavy content, and the report says what makes it heavy.
    heavyContentTbtRatio: 1.5,
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
