import type { Results, Row, Verdict } from './verdicts.mjs';

export const SECTION_BEGIN: string;
export const SECTION_END: string;
export function lighthouseTable(rows: Row[], verdicts: Verdict[]): string;
export function contentTable(rows: Row[]): string | null;
export function heavyContentLines(rows: Row[], heavyRatio?: number): string[];
export function beyondContentLines(rows: Row[]): string[];
export function loadTable(rows: Row[], verdicts: Verdict[]): string;
export function reportMarkdown(report: {
  results: Results;
  verdicts: Verdict[];
  failedAudits?: string[];
  context: Record<string, string | number>;
}): string;
export function withSection(readme: string, body: string, markers?: { begin: string; end: string }): string;
