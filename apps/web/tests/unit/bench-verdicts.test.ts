import { describe, expect, it } from 'vitest';
import { budgets } from '../../bench/budgets.mjs';
import {
  beyondContentLines,
  contentTable,
  heavyContentLines,
  lighthouseTable,
  loadTable,
  reportMarkdown,
  SECTION_BEGIN,
  SECTION_END,
  withSection,
} from '../../bench/lib/report.mjs';
import { median, percentile } from '../../bench/lib/stats.mjs';
import {
  referenceOf,
  sameContentRole,
  verdicts,
  type LighthouseMedians,
  type Results,
  type Row,
} from '../../bench/lib/verdicts.mjs';

const lighthouse = (
  applied: Partial<LighthouseMedians['applied']> = {},
  simulated: Partial<LighthouseMedians['simulated']> = {},
  other: Partial<Pick<LighthouseMedians, 'renderBlocking' | 'jsGzipBytes'>> = {},
): LighthouseMedians => ({
  applied: { fcpMs: 1000, lcpMs: 1000, tbtMs: 100, performance: 98, ...applied },
  simulated: {
    fcpMs: 900,
    lcpMs: 1200,
    tbtMs: 100,
    performance: 99,
    cls: 0,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    ...simulated,
  },
  renderBlocking: [],
  jsGzipBytes: 110_000,
  ...other,
});
const load = (rps: number, p99Ms = 50) => ({ rps, p99Ms, errors: 0 });
const site = (role: string, extra: Partial<Row> = {}): Row => ({
  role,
  label: `\`/${role}\``,
  origin: 'site',
  ...extra,
});

/** The same-content bare page of the site page of `role`, as perf.mjs adds it. */
const content = (role: string, extra: Partial<Row> = {}): Row => ({
  role: sameContentRole(role),
  label: `Bare Next page, the content of \`/${role}\``,
  origin: 'bare',
  contentOf: role,
  lighthouse: lighthouse(),
  ...extra,
});

/**
 * A run that meets every budget; each test spoils one measurement. The picture pages' bare page
 * paints later (LCP 1.30 s) than the bare text page (1.00 s); the text page's floor is the bare page
 * of its own content.
 */
function passingRun(): Results {
  return {
    rows: [
      {
        role: 'reference',
        label: 'Bare',
        origin: 'bare',
        lighthouse: lighthouse({}, {}, { jsGzipBytes: 100_000 }),
        htmlBytes: 5_000,
        load: load(3000),
      },
      {
        role: 'reference-picture',
        label: 'Bare picture',
        origin: 'bare',
        lighthouse: lighthouse({ lcpMs: 1300 }, {}, { jsGzipBytes: 100_500 }),
        htmlBytes: 6_000,
      },
      site('home', { kind: 'picture', lighthouse: lighthouse({ lcpMs: 1300 }), htmlBytes: 100_000, load: load(1000) }),
      { role: 'same-size-home', label: 'Bare as /', origin: 'bare', sameSizeAs: 'home', load: load(1200) },
      site('course-list', {
        kind: 'picture',
        lighthouse: lighthouse({ lcpMs: 1300 }),
        htmlBytes: 120_000,
        load: load(500),
      }),
      site('filtered', { kind: 'picture', htmlBytes: 60_000, load: load(600) }),
      content('course'),
      site('course', { kind: 'text', lighthouse: lighthouse(), htmlBytes: 110_000 }),
    ],
    firstRenders: { count: 100, description: '', p50Ms: 60, p95Ms: 140, maxMs: 200 },
    memory: {
      site: { idleMiB: 150, afterLighthouseMiB: 180, afterLoadMiB: 200, peakMiB: 220 },
      bare: { idleMiB: 100, afterLighthouseMiB: 110, afterLoadMiB: 150, peakMiB: 160 },
    },
  };
}
/** The same run as `--skip-load` measures it: no load, no first renders. */
function lighthouseOnlyRun(): Results {
  const run = passingRun();
  for (const r of run.rows) delete r.load;
  run.rows = run.rows.filter((r) => !r.sameSizeAs);
  run.firstRenders = null;
  return run;
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

  it('judges a picture page against the same-picture bare page, a text page against the bare page of its content', () => {
    expect(referenceOf({ role: 'home', label: '/', origin: 'site', kind: 'picture' }).role).toBe('reference-picture');
    expect(referenceOf({ role: 'course', label: '/c', origin: 'site', kind: 'text' })).toEqual({
      role: 'content-course',
      name: 'the same-content bare page',
    });
    const run = passingRun();
    run.rows = run.rows.filter((r) => r.role !== 'content-course');
    expect(() => verdicts(run, budgets)).toThrow('No measured page has the role "content-course".');
  });

  it('holds applied LCP within 1.1× the same-picture bare page on a picture page, 1.15× its content on a text page', () => {
    const run = passingRun();
    row(run, 'home').lighthouse!.applied.lcpMs = 1430;
    row(run, 'course-list').lighthouse!.applied.lcpMs = 1431;
    row(run, 'course').lighthouse!.applied.lcpMs = 1150;
    expect(failedNames(run)).toEqual([
      "Applied LCP ≤ 1.1× the same-picture bare page's 1.30 s (1.43 s) on `/course-list`",
    ]);
    row(run, 'course').lighthouse!.applied.lcpMs = 1160;
    const failed = verdicts(run, budgets).filter((v) => !v.pass);
    expect(failed.map((v) => [v.name, v.value, v.role, v.metric])).toEqual([
      [
        "Applied LCP ≤ 1.1× the same-picture bare page's 1.30 s (1.43 s) on `/course-list`",
        '1.43 s (1.10×)',
        'course-list',
        'lcp',
      ],
      [
        "Applied LCP ≤ 1.15× the same-content bare page's 1.00 s (1.15 s) on `/course`",
        '1.16 s (1.16×)',
        'course',
        'lcp',
      ],
    ]);
  });

  it('holds a picture page within 1.25× (FCP) and 1.5× (TBT), the home within 1.3× (TBT), a text page within 1.15× and 1.3× its content', () => {
    const run = passingRun();
    row(run, 'reference-picture').lighthouse!.applied.fcpMs = 1200;
    row(run, 'reference-picture').lighthouse!.applied.tbtMs = 200;
    row(run, 'home').lighthouse!.applied.fcpMs = 1500;
    row(run, 'home').lighthouse!.applied.tbtMs = 260;
    row(run, 'course-list').lighthouse!.applied.tbtMs = 300;
    row(run, 'content-course').lighthouse!.applied.tbtMs = 400;
    row(run, 'course').lighthouse!.applied.fcpMs = 1150;
    row(run, 'course').lighthouse!.applied.tbtMs = 520;
    expect(failedNames(run)).toEqual([]);
    row(run, 'home').lighthouse!.applied.tbtMs = 261;
    row(run, 'course-list').lighthouse!.applied.fcpMs = 1501;
    row(run, 'course').lighthouse!.applied.fcpMs = 1151;
    row(run, 'course').lighthouse!.applied.tbtMs = 521;
    expect(failedNames(run)).toEqual([
      "Applied TBT ≤ 1.3× the same-picture bare page's 200 ms (260 ms) on `/home`",
      "Applied FCP ≤ 1.25× the same-picture bare page's 1.20 s (1.50 s) on `/course-list`",
      "Applied FCP ≤ 1.15× the same-content bare page's 1.00 s (1.15 s) on `/course`",
      "Applied TBT ≤ 1.3× the same-content bare page's 400 ms (520 ms) on `/course`",
    ]);
  });

  it('fails a page with a render-blocking request, or whose render-blocking insight said nothing', () => {
    const run = passingRun();
    row(run, 'home').lighthouse!.renderBlocking = ['http://127.0.0.1:3031/_next/static/chunks/a.css'];
    row(run, 'course-list').lighthouse!.renderBlocking = null;
    const failed = verdicts(run, budgets).filter((v) => !v.pass);
    expect(failed.map((v) => [v.name, v.value])).toEqual([
      ['Render-blocking requests ≤ 0 on `/home`', '1'],
      ['Render-blocking requests ≤ 0 on `/course-list`', 'not measured (Lighthouse gave no render-blocking insight)'],
    ]);
  });

  it('holds applied TBT within 1.5× even when the bare page has none, and no longer judges the simulated TBT', () => {
    const run = passingRun();
    row(run, 'home').lighthouse!.simulated.tbtMs = 1_000;
    expect(failedNames(run)).toEqual([]);
    row(run, 'reference-picture').lighthouse!.applied.tbtMs = 0;
    row(run, 'home').lighthouse!.applied.tbtMs = 0;
    row(run, 'course-list').lighthouse!.applied.tbtMs = 1;
    const failed = verdicts(run, budgets).filter((v) => !v.pass);
    expect(failed.map((v) => [v.name, v.value])).toEqual([
      ["Applied TBT ≤ 1.5× the same-picture bare page's 0 ms (0 ms) on `/course-list`", '1 ms (∞×)'],
    ]);
  });

  it('fails a simulated score under 95, a layout shift, and a category under 100', () => {
    const run = passingRun();
    row(run, 'course-list').lighthouse = lighthouse({}, { performance: 94, cls: 0.01, seo: 99 });
    expect(failedNames(run)).toEqual([
      'Simulated Lighthouse performance ≥ 95 on `/course-list`',
      'CLS ≤ 0 on `/course-list`',
      'SEO ≥ 100 on `/course-list`',
    ]);
  });

  it('leaves a noindex budget page out of the SEO budget', () => {
    const run = passingRun();
    run.rows.push(content('budget'), site('budget', { kind: 'text', lighthouse: lighthouse({}, { seo: 69 }) }));
    expect(failedNames(run)).toEqual([]);
  });

  it("holds the site's own first-load JavaScript, beyond the bare page's, within 15 KB", () => {
    const run = passingRun();
    row(run, 'home').lighthouse!.jsGzipBytes = 115_000;
    row(run, 'course-list').lighthouse!.jsGzipBytes = 115_001;
    const failed = verdicts(run, budgets).filter((v) => !v.pass);
    expect(failed.map((v) => [v.name, v.value])).toEqual([
      ["Own first-load JS (gzip, beyond the bare page's 100.0 KB) ≤ 15.0 KB on `/course-list`", '15.0 KB'],
    ]);
  });

  it('holds the home page and the course list within their HTML sizes', () => {
    const run = passingRun();
    row(run, 'home').htmlBytes = 100_001;
    row(run, 'course-list').htmlBytes = 120_001;
    expect(failedNames(run)).toEqual(['HTML ≤ 100.0 KB on `/home`', 'HTML ≤ 120.0 KB on `/course-list`']);
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

  it('no longer judges a cached page against a bare page of its size, nor memory', () => {
    const run = passingRun();
    row(run, 'same-size-home').load = load(100_000);
    run.memory.site.afterLoadMiB = 10 * run.memory.bare.afterLoadMiB!;
    expect(failedNames(run)).toEqual([]);
  });

  it('fails a load run that had errors, and first renders too slow', () => {
    const run = passingRun();
    row(run, 'home').load!.errors = 3;
    run.firstRenders!.p95Ms = 150;
    expect(failedNames(run)).toEqual([
      'At most 0 errors under load on `/home`',
      'First render of a course page p95 < 150 ms',
    ]);
  });

  it('judges only what a run without the load measured', () => {
    const names = verdicts(lighthouseOnlyRun(), budgets).map((v) => v.name);
    expect(names.filter((name) => /Requests|p99|errors|First render/.test(name))).toEqual([]);
    expect(names).toContain("Applied LCP ≤ 1.1× the same-picture bare page's 1.30 s (1.43 s) on `/home`");
  });
});

describe('the report', () => {
  it('gives each audited page its figures against its own bare page, and marks the cells whose budget failed', () => {
    const run = passingRun();
    row(run, 'course-list').htmlBytes = 422_800;
    row(run, 'course-list').lighthouse!.applied.lcpMs = 1500;
    const table = lighthouseTable(run.rows, verdicts(run, budgets));
    expect(table).toContain(
      '| Bare | — | 1.00 s | — | 1.00 s | — | 100 ms | — | 0 | 100 ms | 99 | 5.0 KB | — | 0 | 100 | 100 | 100 |',
    );
    expect(table).toContain(
      '| Bare picture | — | 1.00 s | — | 1.30 s | — | 100 ms | — | 0 | 100 ms | 99 | 6.0 KB | — | 0 | 100 | 100 | 100 |',
    );
    expect(table).toContain(
      '| `/course-list` | picture | 1.00 s | 1.00× | 1.50 s ✗ | 1.15× ✗ | 100 ms | 1.00× | 0 | 100 ms | 99 | 422.8 KB ✗ | 10.0 KB | 0 | 100 | 100 | 100 |',
    );
    expect(table).toContain(
      '| `/course` | content | 1.00 s | 1.00× | 1.00 s | 1.00× | 100 ms | 1.00× | 0 | 100 ms | 99 | 110.0 KB | 10.0 KB | 0 | 100 | 100 | 100 |',
    );
    expect(table).toContain(
      '| Bare Next page, the content of `/course` | — | 1.00 s | — | 1.00 s | — | 100 ms | — | 0 | 100 ms | 99 | — | — | 0 | 100 | 100 | 100 |',
    );
    expect(table).not.toContain('`/filtered`');
  });

  it('says which picture the same-picture bare page draws, and that a phone gets the same bytes', () => {
    const run = lighthouseOnlyRun();
    run.samePicture = {
      barePath: '/picture',
      upload: '/uploads/hero.webp',
      sizes: '100vw',
      phoneUrl: '/_next/image?url=%2Fuploads%2Fhero.webp&w=828&q=75',
      bytes: 5_322,
      contentType: 'image/webp',
    };
    const context = { date: '2026-11-26', machine: 'test', loadAverage: '0 → 0', runs: 1 };
    expect(reportMarkdown({ results: run, verdicts: verdicts(run, budgets), context })).toContain(
      '- Same picture: the bare page `/picture` draws `/uploads/hero.webp` with the srcset of the site\'s home page (`sizes="100vw"`); a phone asks both servers for `/_next/image?url=%2Fuploads%2Fhero.webp&w=828&q=75` and gets 5.3 KB (image/webp) from each, the same bytes.',
    );
  });

  it('puts each page beside the bare page of its own content, and that page beside its bare page', () => {
    const run = lighthouseOnlyRun();
    row(run, 'course').lighthouse = lighthouse({ fcpMs: 1500, lcpMs: 1500, tbtMs: 800 });
    Object.assign(row(run, 'content-course'), {
      lighthouse: lighthouse({ fcpMs: 1200, lcpMs: 1250, tbtMs: 500 }),
      htmlBytes: 85_000,
      shape: { elements: 530, firstScreenElements: 60, screenHeight: 823, parts: [] },
    });
    // The home's content is held to the same-picture bare page (LCP 1.30 s), not the bare text page.
    run.rows.splice(
      run.rows.findIndex((r) => r.role === 'home'),
      0,
      content('home', { lighthouse: lighthouse({ fcpMs: 1100, lcpMs: 1430, tbtMs: 100 }) }),
    );
    row(run, 'home').lighthouse = lighthouse({ fcpMs: 1210, lcpMs: 1430, tbtMs: 120 });
    const table = contentTable(run.rows);
    expect(table).toContain(
      '| `/course` | 1.25× | 1.20× | 1.60× | 1.20× | 1.25× | 5.00× | 500 ms | 85.0 KB | 530 (60) |',
    );
    expect(table).toContain('| `/home` | 1.10× | 1.00× | 1.20× | 1.10× | 1.10× | 1.00× | 100 ms | — | — |');
    // A text page's content is its floor: its budgets judge it against it.
    expect(failedNames(run)).toEqual([
      "Applied FCP ≤ 1.15× the same-content bare page's 1.20 s (1.38 s) on `/course`",
      "Applied LCP ≤ 1.15× the same-content bare page's 1.25 s (1.44 s) on `/course`",
      "Applied TBT ≤ 1.3× the same-content bare page's 500 ms (650 ms) on `/course`",
    ]);
    const context = { date: '2026-11-28', machine: 'test', loadAverage: '0 → 0', runs: 1 };
    expect(reportMarkdown({ results: run, verdicts: verdicts(run, budgets), context })).toContain(
      '**Pages against their own content**',
    );
    run.rows = run.rows.filter((r) => !r.contentOf);
    expect(contentTable(run.rows)).toBeNull();
  });

  it('says what makes a content heavy: its main thread beyond the bare page, its elements below the first screen, its largest parts', () => {
    const run = lighthouseOnlyRun();
    row(run, 'reference').lighthouse!.applied.mainThread = { scriptEvaluation: 300, styleLayout: 50, parseHTML: 10 };
    Object.assign(row(run, 'content-course'), {
      lighthouse: lighthouse({
        tbtMs: 151,
        mainThread: { scriptEvaluation: 700, styleLayout: 210, parseHTML: 25, other: 5 },
      }),
      htmlBytes: 85_000,
      shape: {
        elements: 500,
        firstScreenElements: 100,
        screenHeight: 823,
        parts: [
          { name: 'footer', elements: 150, bytes: 9_000, firstScreen: false },
          { name: 'header', elements: 40, bytes: 3_000, firstScreen: true },
        ],
      },
    });
    expect(heavyContentLines(run.rows)).toEqual([
      "- **The content of `/course` is heavy**: its bare page's TBT is 151 ms, 1.51× the bare text page's (above 1.5×). " +
        "Its main thread until idle (applied, medians), beyond the bare text page's: 400 ms of script evaluation, 160 ms of style and layout. " +
        "It draws 500 elements (85.0 KB of HTML), 100 of them on a phone's first screen (823 CSS pixels high): 400 (80 %) are below it, which a student does not see before scrolling but the phone parses, lays out and hydrates at load. " +
        'Its largest parts: footer 150 (below), header 40 (first screen).',
    ]);
    row(run, 'content-course').lighthouse!.applied.tbtMs = 150;
    expect(heavyContentLines(run.rows)).toEqual([]);
    // What the site's code costs beyond the content, whether or not the content is heavy.
    row(run, 'course').lighthouse = lighthouse({ mainThread: { scriptEvaluation: 900, styleLayout: 215, other: 60 } });
    expect(beyondContentLines(run.rows)).toEqual(['- `/course`: 200 ms of script evaluation, 55 ms of other work.']);
  });

  it("times an English browser's redirect apart, below the table", () => {
    const run = lighthouseOnlyRun();
    run.redirect = {
      count: 25,
      status: 307,
      location: '/en',
      setsCookie: true,
      medianMs: 2.4,
      p90Ms: 3.9,
      bareMedianMs: 1.8,
    };
    const context = { date: '2026-11-29', machine: 'test', loadAverage: '0 → 0', runs: 1 };
    expect(reportMarkdown({ results: run, verdicts: verdicts(run, budgets), context })).toContain(
      "**An English browser's first `/`** (no cookie, `Accept-Language: en-US,en`, a phone): answered 307 → `/en`, storing the language cookie, in **2 ms** (median of 25 requests; p90 4 ms), against 2 ms for the bare text page's whole answer, interleaved.",
    );
  });

  it('lists the pages under load with their CPU per request', () => {
    const run = passingRun();
    row(run, 'filtered').load = { ...load(600), cpuMsPerRequest: 3.14 };
    const table = loadTable(run.rows, verdicts(run, budgets));
    expect(table).toContain('| `/filtered` | 60.0 KB | 600 | 50 ms | 3.1 ms |');
    expect(table).toContain('| Bare as / | — | 1,200 | 50 ms | — |');
  });

  it('says what a run without the load left out, and names the render-blocking requests', () => {
    const run = lighthouseOnlyRun();
    row(run, 'home').lighthouse!.renderBlocking = ['http://127.0.0.1:3031/_next/static/chunks/a.css'];
    const context = { date: '2026-11-26', machine: 'test', loadAverage: '0 → 0', runs: 1 };
    const report = reportMarkdown({ results: run, verdicts: verdicts(run, budgets), context });
    expect(report).toContain('Load and first renders: not measured in this run (`--skip-load`).');
    expect(report).toContain('- Render-blocking requests: `/home`: `/_next/static/chunks/a.css`.');
    expect(report).toContain('site 150 MiB idle, 180 MiB after the Lighthouse rounds, 200 MiB after the load');
    expect(report).not.toContain('| req/s |');
  });

  it('compares a cached page with bare pages of its size, outside the budgets', () => {
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
    const report = reportMarkdown({ results: run, verdicts: verdicts(run, budgets), context });
    expect(report).toContain(
      "- Cached pages against a bare page of their size behind a pass-through `proxy.ts` (not a budget; what the site adds beyond Next's proxy itself): `/home` 0.63×.",
    );
    expect(report).toContain(
      '- Cached pages against a bare page of their size, requests/s (a watch figure): `/home` 0.83×.',
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
