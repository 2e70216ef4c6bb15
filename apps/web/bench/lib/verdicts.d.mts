import type { budgets } from '../budgets.mjs';

export type LighthouseMedians = {
  performance: number;
  lcpMs: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  jsBytes: number;
};
export type Row = {
  role: string;
  label: string;
  origin: 'site' | 'bare';
  path?: string;
  sameSizeAs?: string;
  /** The same bare page, asked through the bare app's pass-through proxy: information, not a budget. */
  throughProxyAs?: string;
  headers?: Record<string, string>;
  lighthouse?: LighthouseMedians;
  htmlBytes?: number;
  load?: { rps: number; p99Ms: number; errors: number; cpuMsPerRequest?: number };
};
export type Memory = { idleMiB: number; afterLoadMiB: number; peakMiB: number };
export type Results = {
  rows: Row[];
  firstRenders: { count: number; description: string; p50Ms: number; p95Ms: number; maxMs: number };
  memory: { site: Memory; bare: Memory };
};
export type Verdict = { name: string; pass: boolean; value: string; role?: string; metric?: string };

export function verdicts(results: Results, budgetsOfTheRun: typeof budgets): Verdict[];
