// The goals of issue 11 that `node bench/perf.mjs` checks: the one place to change them. Pages are
// named by their role in the run (see PAGES in perf.mjs); sizes are bytes, times milliseconds.
export const budgets = {
  lighthouse: {
    // Medians of the Lighthouse runs (mobile, simulated throttling), on every site page audited.
    performanceMin: 98,
    // …and never below the bare Next page measured in the same run.
    performanceNotBelowReference: true,
    lcpMaxMs: 1500,
    clsMax: 0,
    accessibilityMin: 100,
    bestPracticesMin: 100,
    seoMin: 100,
  },
  // Scripts a page loads before it is idle, bytes on the wire, as a multiple of the bare page's.
  firstLoadJsMaxRatio: 1.1,
  // Decoded bytes of a page's HTML (1 KB = 1,000 bytes).
  htmlMaxBytes: { 'course-list': 120_000 },
  // The course list and a filtered view against the cached home page, at the same concurrency.
  courseFinder: { minRatioToHome: 0.5, p99MaxMs: 300 },
  // First render of a course page (nothing cached for that page yet), 95th percentile.
  firstRenderP95MaxMs: 150,
  // A cached page against a bare Next page of the same byte size, served the same way.
  cachedMinRatioToSameSize: 0.8,
  // Resident memory of the site's process after the load, as a multiple of the bare server's.
  rssMaxRatio: 1.5,
  // A load run is only a measurement when every answer was a 200.
  loadErrorsMax: 0,
};
