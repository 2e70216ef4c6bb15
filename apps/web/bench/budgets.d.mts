export const budgets: {
  lighthouse: {
    pictureRoles: string[];
    appliedFcpMaxRatio: number;
    appliedLcpMaxRatio: { picture: number; text: number };
    appliedTbtMaxRatio: number;
    renderBlockingMax: number;
    simulatedPerformanceMin: number;
    clsMax: number;
    accessibilityMin: number;
    bestPracticesMin: number;
    seoMin: number;
    seoNotJudged: string[];
  };
  ownFirstLoadJsMaxBytes: number;
  htmlMaxBytes: Record<string, number>;
  courseFinder: { minRatioToHome: number; p99MaxMs: number };
  firstRenderP95MaxMs: number;
  loadErrorsMax: number;
};
