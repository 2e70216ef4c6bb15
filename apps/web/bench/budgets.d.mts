/** The most a page's applied FCP, LCP and TBT may be, as multiples of its floor's. */
export type AppliedRatios = { fcp: number; lcp: number; tbt: number };
export const budgets: {
  lighthouse: {
    pictureRoles: string[];
    applied: Record<'picture' | 'text', AppliedRatios>;
    appliedByRole: Record<string, Partial<AppliedRatios>>;
    heavyContentTbtRatio: number;
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
