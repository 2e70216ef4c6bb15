import type { budgets } from '../budgets.mjs';

type Medians = { fcpMs: number; lcpMs: number; tbtMs: number; performance: number };
/** Medians of the runs with the throttling applied (`devtools`). */
export type AppliedMedians = Medians & {
  /** Lighthouse's main-thread breakdown (`mainthread-work-breakdown`): ms by group, e.g. `scriptEvaluation`. */
  mainThread?: Record<string, number>;
};
/** Medians of the runs with Lighthouse's default, simulated throttling. */
export type SimulatedMedians = Medians & {
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
  /** A site page's kind, which names its reference (`referenceOf`): text when absent. */
  kind?: 'picture' | 'text';
  audited?: boolean;
  cached?: boolean;
  sameSizeAs?: string;
  /** The same-content bare page of this site page's role (bench/lib/same-content.mjs): a text page's reference. */
  contentOf?: string;
  /** A same-content page's elements: how many, how many on a phone's first screen, its largest parts. */
  shape?: Shape;
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
  /** An English browser's first `/`, when measured. */
  redirect?: RedirectTiming;
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
/** What a page is made of, read as Lighthouse's phone gets it (bench/lib/same-content.mjs). */
export type Shape = {
  elements: number;
  firstScreenElements: number;
  /** The screen's height in CSS pixels. */
  screenHeight: number;
  /** Its parts (landmarks and sections), largest first: name, elements, markup length, whether it starts on the first screen. */
  parts: { name: string; elements: number; bytes: number; firstScreen: boolean }[];
};
/** An English browser's first `/`: the redirect to `/en`, timed over `count` requests. */
export type RedirectTiming = {
  count: number;
  status: number;
  location: string;
  setsCookie: boolean;
  medianMs: number;
  p90Ms: number;
  /** The bare text page's whole answer, timed the same way. */
  bareMedianMs: number;
};
export type Verdict = { name: string; pass: boolean; value: string; role?: string; metric?: string };

export function sameContentRole(role: string): string;
export function referenceOf(page: Row): { role: string; name: string };
export function quotient(a: number, b: number): number;
export function verdicts(results: Results, budgetsOfTheRun: typeof budgets): Verdict[];
