// The run written as Markdown: the table of pages, the first-render and memory lines, and the
// budgets not met; and the marked section of bench/README.md that holds the latest run.
import { cpu, kb, mib, ms, perSecond, ratio, seconds } from './format.mjs';

export const SECTION_BEGIN = '<!-- perf:begin (written by bench/perf.mjs) -->';
export const SECTION_END = '<!-- perf:end -->';

const dash = '—';
const COLUMNS = [
  { title: 'Page', cell: (row) => row.label },
  { title: 'LH perf', metric: 'performance', cell: (row) => row.lighthouse?.performance },
  { title: 'LCP', metric: 'lcp', cell: (row) => row.lighthouse && seconds(row.lighthouse.lcpMs) },
  { title: 'CLS', metric: 'cls', cell: (row) => row.lighthouse && String(Number(row.lighthouse.cls.toFixed(3))) },
  { title: 'a11y', metric: 'accessibility', cell: (row) => row.lighthouse?.accessibility },
  { title: 'BP', metric: 'bestPractices', cell: (row) => row.lighthouse?.bestPractices },
  { title: 'SEO', metric: 'seo', cell: (row) => row.lighthouse?.seo },
  { title: 'First-load JS', metric: 'js', cell: (row) => row.lighthouse && kb(row.lighthouse.jsBytes) },
  { title: 'HTML', metric: 'html', cell: (row) => row.htmlBytes !== undefined && kb(row.htmlBytes) },
  { title: 'req/s', metric: 'rps', cell: (row) => row.load && perSecond(row.load.rps) },
  { title: 'p99', metric: 'p99', cell: (row) => row.load && ms(row.load.p99Ms) },
  { title: 'CPU/req', cell: (row) => row.load?.cpuMsPerRequest !== undefined && cpu(row.load.cpuMsPerRequest) },
];

/** The table of pages; a cell whose budget failed is marked ✗. */
export function resultsTable(rows, verdicts) {
  const failed = new Set(verdicts.filter((v) => !v.pass && v.metric).map((v) => `${v.role} ${v.metric}`));
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [
    line(COLUMNS.map((c) => c.title)),
    line(COLUMNS.map((c, i) => (i === 0 ? '---' : '---:'))),
    ...rows.map((row) =>
      line(
        COLUMNS.map((c) => {
          const value = c.cell(row);
          if (value === undefined || value === false || value === null) return dash;
          return failed.has(`${row.role} ${c.metric}`) ? `${value} ✗` : String(value);
        }),
      ),
    ),
  ].join('\n');
}

/** The whole report of one run (the body of the README section). */
export function reportMarkdown({ results, verdicts, failedAudits = [], context }) {
  const { firstRenders, memory } = results;
  const failures = verdicts.filter((v) => !v.pass);
  return [
    `Run of ${context.date} on ${context.machine} (1-minute load average ${context.loadAverage}, start → end); Node ${context.node}, Next ${context.next}, React ${context.react}, ` +
      `Lighthouse ${context.lighthouse}, ${context.chromium}. Lighthouse: median of ${context.runs} runs per page ` +
      `(mobile, simulated throttling), pages interleaved. Load: autocannon, ${context.connections} connections, ` +
      `${context.durationSeconds} s per page and round, pages interleaved, median of ${context.loadRounds} rounds ` +
      `after a warm-up round; CPU/req: the server process's CPU time per request.`,
    '',
    resultsTable(results.rows, verdicts),
    '',
    `- First render of a course page: ${firstRenders.count} renders (${firstRenders.description}): ` +
      `p50 ${ms(firstRenders.p50Ms)}, p95 ${ms(firstRenders.p95Ms)}, max ${ms(firstRenders.maxMs)}.`,
    `- Memory (RSS): site ${mib(memory.site.idleMiB)} idle, ${mib(memory.site.afterLoadMiB)} after the load ` +
      `(peak ${mib(memory.site.peakMiB)}); bare Next ${mib(memory.bare.idleMiB)} idle, ${mib(memory.bare.afterLoadMiB)} ` +
      `after the load (peak ${mib(memory.bare.peakMiB)}); after the load the site uses ` +
      `${ratio(memory.site.afterLoadMiB / memory.bare.afterLoadMiB)} the bare server's.`,
    ...throughProxyLine(results.rows),
    ...(failedAudits.length ? [`- Lighthouse audits not passed (in any run): ${failedAudits.join('; ')}.`] : []),
    '',
    failures.length === 0
      ? `**All ${verdicts.length} budgets met.**`
      : `**${verdicts.length - failures.length} of ${verdicts.length} budgets met.** Not met:\n\n` +
        failures.map((v) => `- ${v.name}: ${v.value}`).join('\n'),
  ].join('\n');
}

/**
 * Each cached page's requests per second against the bare page of its size behind a pass-through
 * proxy (information, not a budget: it tells Next's proxy itself from what the site does).
 */
function throughProxyLine(rows) {
  const pairs = rows
    .filter((twin) => twin.throughProxyAs && twin.load)
    .map((twin) => [rows.find((row) => row.role === twin.throughProxyAs), twin])
    .filter(([page]) => page?.load);
  if (pairs.length === 0) return [];
  const ratios = pairs.map(([page, twin]) => `${page.label} ${ratio(page.load.rps / twin.load.rps)}`);
  return [
    `- Cached pages against a bare page of their size behind a pass-through \`proxy.ts\` (not a budget; ` +
      `what the site adds beyond Next's proxy itself): ${ratios.join(', ')}.`,
  ];
}

/** The README with `body` between the section markers, appended at the end when they are missing. */
export function withSection(readme, body) {
  const section = `${SECTION_BEGIN}\n\n${body}\n\n${SECTION_END}`;
  const begin = readme.indexOf(SECTION_BEGIN);
  const end = readme.indexOf(SECTION_END);
  if (begin === -1 || end < begin) return `${readme.trimEnd()}\n\n${section}\n`;
  return readme.slice(0, begin) + section + readme.slice(end + SECTION_END.length);
}
