import { describe, expect, it } from 'vitest';
import { budgets } from '../../bench/budgets.mjs';
import { reportMarkdown, resultsTable, SECTION_BEGIN, SECTION_END, withSection } from '../../bench/lib/report.mjs';
import { median, percentile } from '../../bench/lib/stats.mjs';
import { verdicts, type LighthouseMedians, type Results, type Row } from '../../bench/lib/verdicts.mjs';

const lighthouse = (overrides: Partial<LighthouseMedians> = {}): LighthouseMedians => ({
  performance: 100,
  lcpMs: 900,
  cls: 0,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  jsBytes: 100_000,
  ...overrides,
});
const load = (rps: number, p99Ms = 50) => ({ rps, p99Ms, errors: 0 });
const site = (role: string, extra: Partial<Row> = {}): Row => ({
  role,
  label: `\`/${role}\``,
  origin: 'site',
  ...extra,
});

/** A run that meets every budget; each test spoils one measurement. */
function passingRun(): Results {
  return {
    rows: [
      {
        role: 'reference',
        label: 'Bare',
        origin: 'bare',
        lighthouse: lighthouse(),
        htmlBytes: 5_000,
        load: load(3000),
      },
      site('home', { lighthouse: lighthouse(), htmlBytes: 100_000, load: load(1000) }),
      { role: 'same-size-home', label: 'Bare as /', origin: 'bare', sameSizeAs: 'home', load: load(1200) },
      site('course-list', { lighthouse: lighthouse(), htmlBytes: 119_000, load: load(500) }),
      site('filtered', { htmlBytes: 60_000, load: load(600) }),
    ],
    firstRenders: { count: 100, description: '', p50Ms: 60, p95Ms: 140, maxMs: 200 },
    memory: {
      site: { idleMiB: 150, afterLoadMiB: 200, peakMiB: 220 },
      bare: { idleMiB: 100, afterLoadMiB: 150, peakMiB: 160 },
    },
  };
}
const failedNames = (results: Results) =>
  verdicts(results, budgets)
    .filter((v) => !v.pass)
    .map((v) => v.name);
const row = (results: Results, role: string) => results.rows.find((r) => r.role === role)!;

describe('the statistics of the benchmark', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('takes the nearest-rank percentile', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile([7], 95)).toBe(7);
  });
});

describe('the budgets applied to a run', () => {
  it('all pass on a run that meets every goal', () => {
    expect(failedNames(passingRun())).toEqual([]);
  });

  it('fails a page whose Lighthouse performance is at the minimum but below the bare page', () => {
    const run = passingRun();
    row(run, 'home').lighthouse!.performance = budgets.lighthouse.performanceMin;
    expect(failedNames(run)).toEqual(["Lighthouse performance not below the bare page's 100 on `/home`"]);
  });

  it('fails an LCP at the limit, a layout shift, and a score of 99', () => {
    const run = passingRun();
    row(run, 'course-list').lighthouse = lighthouse({ lcpMs: budgets.lighthouse.lcpMaxMs, cls: 0.01, seo: 99 });
    expect(failedNames(run)).toEqual([
      'LCP < 1,500 ms on `/course-list`',
      'CLS ≤ 0 on `/course-list`',
      'SEO ≥ 100 on `/course-list`',
    ]);
  });

  it('compares first-load JavaScript with the bare page of the same run', () => {
    const run = passingRun();
    row(run, 'home').lighthouse!.jsBytes = 110_000;
    row(run, 'course-list').lighthouse!.jsBytes = 110_001;
    expect(failedNames(run)).toEqual(["First-load JS ≤ 1.1× the bare page's 100.0 KB (110.0 KB) on `/course-list`"]);
  });

  it('holds the course list under its HTML size', () => {
    const run = passingRun();
    row(run, 'course-list').htmlBytes = 120_000;
    expect(failedNames(run)).toEqual(['HTML < 120.0 KB on `/course-list`']);
  });

  it('compares the course finder with the home page: throughput and p99', () => {
    const run = passingRun();
    row(run, 'filtered').load = load(499, 300);
    const failed = verdicts(run, budgets).filter((v) => !v.pass);
    expect(failed.map((v) => [v.name, v.value])).toEqual([
      ["Requests/s ≥ 0.5× the home page's 1,000 (500) on `/filtered`", '499 (0.50×)'],
      ['p99 < 300 ms on `/filtered`', '300 ms'],
    ]);
  });

  it('fails a page of which no request completed during the run', () => {
    const run = passingRun();
    row(run, 'course-list').load = load(0, Infinity);
    expect(failedNames(run)).toEqual([
      "Requests/s ≥ 0.5× the home page's 1,000 (500) on `/course-list`",
      'p99 < 300 ms on `/course-list`',
    ]);
  });

  it('compares a cached page with the bare page of the same size', () => {
    const run = passingRun();
    row(run, 'same-size-home').load = load(1251);
    expect(failedNames(run)).toEqual(['Requests/s ≥ 0.8× a bare page of the same size (1,251) on `/home`']);
  });

  it('fails a load run that had errors, first renders too slow and memory over the ratio', () => {
    const run = passingRun();
    row(run, 'home').load!.errors = 3;
    run.firstRenders.p95Ms = 150;
    run.memory.site.afterLoadMiB = 225;
    expect(failedNames(run)).toEqual([
      'At most 0 errors under load on `/home`',
      'First render of a course page p95 < 150 ms',
      "Site's memory after the load < 1.5× the bare server's 150 MiB (225 MiB)",
    ]);
  });
});

describe('the report', () => {
  it('marks the cells whose budget failed', () => {
    const run = passingRun();
    row(run, 'course-list').htmlBytes = 422_800;
    row(run, 'filtered').load = { ...load(600), cpuMsPerRequest: 3.14 };
    const table = resultsTable(run.rows, verdicts(run, budgets));
    expect(table).toContain(
      '| `/course-list` | 100 | 0.90 s | 0 | 100 | 100 | 100 | 100.0 KB | 422.8 KB ✗ | 500 | 50 ms | — |',
    );
    expect(table).toContain('| `/filtered` | — | — | — | — | — | — | — | 60.0 KB | 600 | 50 ms | 3.1 ms |');
  });

  it('compares a cached page with the same bare page behind a pass-through proxy, outside the budgets', () => {
    const run = passingRun();
    const context = { date: '2026-11-25', machine: 'test', loadAverage: '0 → 0', runs: 5 };
    const budgetNames = (results: Results) =>
      verdicts(results, budgets)
        .map((v) => v.name)
        .filter((name) => !name.startsWith('At most 0 errors'));
    const without = budgetNames(run);
    expect(reportMarkdown({ results: run, verdicts: verdicts(run, budgets), context })).not.toContain('pass-through');
    run.rows.push({
      role: 'through-proxy-home',
      label: 'Bare as /',
      origin: 'bare',
      throughProxyAs: 'home',
      load: load(1600),
    });
    expect(budgetNames(run)).toEqual(without);
    expect(reportMarkdown({ results: run, verdicts: verdicts(run, budgets), context })).toContain(
      "- Cached pages against a bare page of their size behind a pass-through `proxy.ts` (not a budget; what the site adds beyond Next's proxy itself): `/home` 0.63×.",
    );
  });

  it('replaces its section of the README and keeps the rest', () => {
    const readme = `# Benchmarks\n\nIntro.\n\n${SECTION_BEGIN}\n\nold\n\n${SECTION_END}\n\n## Soak\n`;
    expect(withSection(readme, 'new')).toBe(
      `# Benchmarks\n\nIntro.\n\n${SECTION_BEGIN}\n\nnew\n\n${SECTION_END}\n\n## Soak\n`,
    );
  });

  it('appends its section to a README without one', () => {
    expect(withSection('# Benchmarks\n', 'new')).toBe(`# Benchmarks\n\n${SECTION_BEGIN}\n\nnew\n\n${SECTION_END}\n`);
  });
});
