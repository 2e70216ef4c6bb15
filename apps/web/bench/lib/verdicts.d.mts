import type { budgets } from '../budgets.mjs';

/** Medians of the runs with the throttling applied (`devtools`). */
export type AppliedMedians = { fcpMs: number; lcpMs: number; tbtMs: number; performance: number };
/** Medians of the runs with Lighthouse's default, simulated throttling. */
export type SimulatedMedians = AppliedMedians & {
  cls: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
};
export type LighthouseMedians = {
  applied: AppliedMedians;
  simulated: SimulatedMedians;
  /** Distinct requests the render-blocking insight named in any run; null when it could not tell. */
  renderBlocking: string[] | null;
  /** The page's scripts until idle, each gzipped here, summed (median of the simulated runs). */
  jsGzipBytes: number;
};
export type Row = {
  role: string;
  label: string;
  origin: 'site' | 'bare';
  path?: string;
  /** The browser's languages for this row's audits (a first visit); French when absent. */
  acceptLanguage?: string;
  /** Where that browser must end, redirects followed, when not at `path`. */
  landsOn?: string;
  /** A site page's kind, which names its reference (`REFERENCES`): text when absent. */
  kind?: 'picture' | 'text';
  audited?: boolean;
  cached?: boolean;
  sameSizeAs?: string;
  /** The same-content bare page of this site page's role (bench/lib/same-content.mjs): information, not a budget. */
  contentOf?: string;
  /** The same bare page, asked through the bare app's pass-through proxy: information, not a budget. */
  throughProxyAs?: string;
  headers?: Record<string, string>;
  lighthouse?: LighthouseMedians;
  htmlBytes?: number;
  load?: { rps: number; p99Ms: number; errors: number; cpuMsPerRequest?: number };
};
/** Resident sizes in MiB; after the load and the peak under it only when the load ran. */
export type Memory = { idleMiB: number; afterLighthouseMiB?: number; afterLoadMiB?: number; peakMiB?: number };
export type Results = {
  rows: Row[];
  firstRenders: { count: number; description: string; p50Ms: number; p95Ms: number; maxMs: number } | null;
  memory: { site: Memory; bare: Memory };
  /** The same-picture bare page's picture, when measured: the same bytes from either server. */
  samePicture?: {
    barePath: string;
    upload: string;
    sizes: string;
    phoneUrl: string;
    bytes: number;
    contentType: string;
  };
};
export type Verdict = { name: string; pass: boolean; value: string; role?: string; metric?: string };

export const REFERENCES: Record<'picture' | 'text', { role: string; name: string }>;
export function referenceOf(page: Row): { role: string; name: string };
export function quotient(a: number, b: number): number;
export function verdicts(results: Results, budgetsOfTheRun: typeof budgets): Verdict[];
