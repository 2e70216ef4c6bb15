// The goals that `node bench/perf.mjs` checks (issue 25's for Lighthouse, issue 11's for the
// rest): the one place to change them. Pages are named by their role in the run (see perf.mjs);
// sizes are bytes, times milliseconds. Budgets that were retired, and why: bench/README.md.
export const budgets = {
  lighthouse: {
    // Lighthouse with the throttling applied (a 4× slower CPU, 150 ms and 1.6 Mbit/s for real),
    // medians, on every site page audited, as a multiple of the bare Next page's in the same run.
    appliedFcpMaxRatio: 1.3,
    appliedLcpMaxRatio: 1.3,
    // Requests that hold the first paint back (Lighthouse's render-blocking insight), in any run.
    renderBlockingMax: 0,
    // Lighthouse's default, simulated throttling, medians: TBT against the bare page's, and the score.
    simulatedTbtMaxRatio: 1.5,
    simulatedPerformanceMin: 95,
    clsMax: 0,
    accessibilityMin: 100,
    bestPracticesMin: 100,
    seoMin: 100,
  },
  // The site's own first-load JavaScript: a page's scripts beyond those of the bare page (React and
  // Next), gzip bytes, medians.
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
