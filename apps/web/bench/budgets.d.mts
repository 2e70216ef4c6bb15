export const budgets: {
  lighthouse: {
    performanceMin: number;
    performanceNotBelowReference: boolean;
    lcpMaxMs: number;
    clsMax: number;
    accessibilityMin: number;
    bestPracticesMin: number;
    seoMin: number;
  };
  firstLoadJsMaxRatio: number;
  htmlMaxBytes: Record<string, number>;
  courseFinder: { minRatioToHome: number; p99MaxMs: number };
  firstRenderP95MaxMs: number;
  cachedMinRatioToSameSize: number;
  rssMaxRatio: number;
  loadErrorsMax: number;
};
