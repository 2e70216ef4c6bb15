export const budgets: {
  lighthouse: {
    appliedFcpMaxRatio: number;
    appliedLcpMaxRatio: number;
    renderBlockingMax: number;
    simulatedTbtMaxRatio: number;
    simulatedPerformanceMin: number;
    clsMax: number;
    accessibilityMin: number;
    bestPracticesMin: number;
    seoMin: number;
  };
  ownFirstLoadJsMaxBytes: number;
  htmlMaxBytes: Record<string, number>;
  courseFinder: { minRatioToHome: number; p99MaxMs: number };
  firstRenderP95MaxMs: number;
  loadErrorsMax: number;
};
