// The run written as Markdown: how it was measured, the Lighthouse table and the load table, the
// first-render and memory lines, and the budgets not met; and the marked section of
// bench/README.md that holds the latest run.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { cpu, kb, mib, ms, perSecond, ratio, seconds } from './format.mjs';
import { quotient, referenceOf } from './verdicts.mjs';

export const SECTION_BEGIN = '<!-- perf:begin (written by bench/perf.mjs) -->';
export const SECTION_END = '<!-- perf:end -->';

const dash = '—';
/** The columns of the Lighthouse table; `rows` hold the bare pages (`reference`, `reference-picture`). */
const lighthouseColumns = (rows) => {
  const reference = rows.find((row) => row.role === 'reference');
  /** A site page's figure against its own bare page's (a reference row has none). */
  const against = (row, pick) => {
    const own = row.origin === 'site' && rows.find((r) => r.role === referenceOf(row).role);
    return own?.lighthouse && ratio(quotient(pick(row.lighthouse), pick(own.lighthouse)));
  };
  return [
    { title: 'Page', cell: (row) => row.label },
    { title: 'Against', cell: (row) => row.origin === 'site' && (row.kind === 'picture' ? 'picture' : 'text') },
    { title: 'Applied FCP', metric: 'fcp', cell: (row) => seconds(row.lighthouse.applied.fcpMs) },
    { title: 'FCP ÷ ref.', metric: 'fcp', cell: (row) => against(row, (lh) => lh.applied.fcpMs) },
    { title: 'Applied LCP', metric: 'lcp', cell: (row) => seconds(row.lighthouse.applied.lcpMs) },
    { title: 'LCP ÷ ref.', metric: 'lcp', cell: (row) => against(row, (lh) => lh.applied.lcpMs) },
    { title: 'Applied TBT', metric: 'tbt', cell: (row) => ms(row.lighthouse.applied.tbtMs) },
    { title: 'TBT ÷ ref.', metric: 'tbt', cell: (row) => against(row, (lh) => lh.applied.tbtMs) },
    {
      title: 'Render-blocking',
      metric: 'renderBlocking',
      cell: (row) => (row.lighthouse.renderBlocking === null ? '?' : row.lighthouse.renderBlocking.length),
    },
    { title: 'Sim. TBT', cell: (row) => ms(row.lighthouse.simulated.tbtMs) },
    { title: 'Sim. perf', metric: 'simPerformance', cell: (row) => row.lighthouse.simulated.performance },
    { title: 'HTML', metric: 'html', cell: (row) => row.htmlBytes !== undefined && kb(row.htmlBytes) },
    {
      title: 'Own JS',
      metric: 'js',
      cell: (row) =>
        row.origin === 'site' &&
        reference?.lighthouse &&
        kb(row.lighthouse.jsGzipBytes - reference.lighthouse.jsGzipBytes),
    },
    { title: 'CLS', metric: 'cls', cell: (row) => String(Number(row.lighthouse.simulated.cls.toFixed(3))) },
    { title: 'a11y', metric: 'accessibility', cell: (row) => row.lighthouse.simulated.accessibility },
    { title: 'BP', metric: 'bestPractices', cell: (row) => row.lighthouse.simulated.bestPractices },
    { title: 'SEO', metric: 'seo', cell: (row) => row.lighthouse.simulated.seo },
  ];
};

const LOAD_COLUMNS = [
  { title: 'Page', cell: (row) => row.label },
  { title: 'HTML', metric: 'html', cell: (row) => row.htmlBytes !== undefined && kb(row.htmlBytes) },
  { title: 'req/s', metric: 'rps', cell: (row) => perSecond(row.load.rps) },
  { title: 'p99', metric: 'p99', cell: (row) => ms(row.load.p99Ms) },
  { title: 'CPU/req', cell: (row) => row.load.cpuMsPerRequest !== undefined && cpu(row.load.cpuMsPerRequest) },
];

/** A Markdown table of `rows` in `columns`; a cell whose budget failed is marked ✗. */
function table(rows, verdicts, columns) {
  const failed = new Set(verdicts.filter((v) => !v.pass && v.metric).map((v) => `${v.role} ${v.metric}`));
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [
    line(columns.map((c) => c.title)),
    line(columns.map((c, i) => (i === 0 ? '---' : '---:'))),
    ...rows.map((row) =>
      line(
        columns.map((c) => {
          const value = c.cell(row);
          if (value === undefined || value === false || value === null) return dash;
          return failed.has(`${row.role} ${c.metric}`) ? `${value} ✗` : String(value);
        }),
      ),
    ),
  ].join('\n');
}

/** The pages Lighthouse audited (the bare pages first), with issue 38's figures. */
export function lighthouseTable(rows, verdicts) {
  return table(
    rows.filter((row) => row.lighthouse),
    verdicts,
    lighthouseColumns(rows),
  );
}

/**
 * Each text page against the bare page of its own content, and that bare page against the bare text
 * page: how much of a text page's gap is what it shows, and how much the site's code adds (watch
 * figures, no budget).
 */
export function contentTable(rows) {
  const reference = rows.find((row) => row.role === 'reference');
  const pairs = rows
    .filter((row) => row.contentOf && row.lighthouse)
    .map((content) => ({ page: rows.find((row) => row.role === content.contentOf), content }))
    .filter(({ page }) => page?.lighthouse);
  if (pairs.length === 0 || !reference?.lighthouse) return null;
  const of = (a, b, metric) => ratio(quotient(a.lighthouse.applied[metric], b.lighthouse.applied[metric]));
  const metrics = [
    ['FCP', 'fcpMs'],
    ['LCP', 'lcpMs'],
    ['TBT', 'tbtMs'],
  ];
  return table(
    pairs,
    [],
    [
      { title: 'Page', cell: ({ page }) => page.label },
      ...metrics.map(([name, metric]) => ({
        title: `${name} ÷ content`,
        cell: ({ page, content }) => of(page, content, metric),
      })),
      ...metrics.map(([name, metric]) => ({
        title: `Content ${name} ÷ bare`,
        cell: ({ content }) => of(content, reference, metric),
      })),
    ],
  );
}

/** The pages measured under load: throughput, p99 and CPU per request. */
export function loadTable(rows, verdicts) {
  return table(
    rows.filter((row) => row.load),
    verdicts,
    LOAD_COLUMNS,
  );
}

/** The whole report of one run (the body of the README section). */
export function reportMarkdown({ results, verdicts, failedAudits = [], context }) {
  const { rows, firstRenders } = results;
  const failures = verdicts.filter((v) => !v.pass);
  const loaded = rows.some((row) => row.load);
  const reference = rows.find((row) => row.role === 'reference');
  return [
    `Run of ${context.date} on ${context.machine} (1-minute load average ${context.loadAverage}, start → end); Node ${context.node}, Next ${context.next}, React ${context.react}, ` +
      `Lighthouse ${context.lighthouse}, ${context.chromium}.`,
    '',
    `**Lighthouse** (mobile), each page audited twice a round: with the throttling **applied** ` +
      `(\`throttlingMethod: 'devtools'\`: the CPU really slowed 4×, 150 ms round trips and 1.6 Mbit/s; ` +
      `the figures the budgets judge), then **simulated** (Lighthouse's default: an ` +
      `unthrottled load and an estimate of the slow phone; "Sim." columns, CLS and the category scores). ` +
      `Each site page's applied FCP, LCP and TBT are divided by those of its reference ("Against"): a page ` +
      `whose largest element is a picture by the **same-picture bare page** (a bare Next page drawing the ` +
      `site's home hero as the home page does, the same bytes at the width a phone asks for), the others by ` +
      `the **bare text page**. ` +
      `Median of ${context.runs} rounds after a warm-up round not counted; each round audits the bare ` +
      `Next pages, then each site page in turn, so that the machine's noise hits the references and the pages alike. ` +
      `A fresh French browser each time (\`--accept-lang=fr-FR,fr\`, no cookie), but on the row ` +
      `"English browser": a Chromium with \`en-US,en\`, which \`/\` redirects to \`/en\` (the redirect is ` +
      `in its figures). Render-blocking: the distinct requests Lighthouse's render-blocking insight named ` +
      `in any run. HTML: the decoded bytes a phone gets (a returning visitor; the English row a first visit). ` +
      `Own JS: the scripts the page loaded until idle, each gzipped at zlib's default level, summed, ` +
      `minus the bare text page's${reference?.lighthouse ? ` ${kb(reference.lighthouse.jsGzipBytes)}` : ''} (React and Next).`,
    '',
    lighthouseTable(rows, verdicts),
    ...contentLines(rows),
    ...(loaded
      ? [
          '',
          `**Load**: autocannon, ${context.connections} connections, ${context.durationSeconds} s per page and ` +
            `round, pages interleaved, median of ${context.loadRounds} rounds after a warm-up round; CPU/req: ` +
            `the server process's CPU time per request. The bare pages of the same size as a cached page are ` +
            `a watch figure, not a budget.`,
          '',
          loadTable(rows, verdicts),
        ]
      : ['', 'Load and first renders: not measured in this run (`--skip-load`).']),
    '',
    ...(firstRenders
      ? [
          `- First render of a course page: ${firstRenders.count} renders (${firstRenders.description}): ` +
            `p50 ${ms(firstRenders.p50Ms)}, p95 ${ms(firstRenders.p95Ms)}, max ${ms(firstRenders.maxMs)}.`,
        ]
      : []),
    ...samePictureLine(results.samePicture),
    memoryLine(results.memory),
    ...renderBlockingLine(rows),
    ...twinLines(rows),
    ...(failedAudits.length ? [`- Lighthouse audits not passed (in any run): ${failedAudits.join('; ')}.`] : []),
    '',
    failures.length === 0
      ? `**All ${verdicts.length} budgets met.**`
      : `**${verdicts.length - failures.length} of ${verdicts.length} budgets met.** Not met:\n\n` +
        failures.map((v) => `- ${v.name}: ${v.value}`).join('\n'),
  ].join('\n');
}

/** The text pages against the bare pages of their own content, when the run audited both. */
function contentLines(rows) {
  const table = contentTable(rows);
  if (!table) return [];
  return [
    '',
    `**Text pages against their own content** (watch figures, no budget): each text page's applied ` +
      `figures divided by those of the **same-content bare page** ("Bare Next page, the content of …": ` +
      `the page's own elements, text, inline styles and preloaded pictures, read from the site as ` +
      `Lighthouse's phone gets it, rendered by the bare app as a server component, without any of the ` +
      `site's scripts), then that page's divided by the bare text page's. The first three say what the ` +
      `site's code adds to what the page shows; the last three what showing it costs on this framework.`,
    '',
    table,
  ];
}

/** What the same-picture bare page draws, and the bytes a phone gets of it from either server. */
function samePictureLine(picture) {
  if (!picture) return [];
  return [
    `- Same picture: the bare page \`${picture.barePath}\` draws \`${picture.upload}\` with the srcset of the ` +
      `site's home page (\`sizes="${picture.sizes}"\`); a phone asks both servers for \`${picture.phoneUrl}\` ` +
      `and gets ${kb(picture.bytes)} (${picture.contentType}) from each, the same bytes.`,
  ];
}

/** Resident memory, a watch figure (no budget). */
function memoryLine({ site, bare }) {
  const of = (m) =>
    `${mib(m.idleMiB)} idle` +
    (m.afterLighthouseMiB !== undefined ? `, ${mib(m.afterLighthouseMiB)} after the Lighthouse rounds` : '') +
    (m.afterLoadMiB !== undefined ? `, ${mib(m.afterLoadMiB)} after the load (peak ${mib(m.peakMiB)})` : '');
  const last = (m) => m.afterLoadMiB ?? m.afterLighthouseMiB ?? m.idleMiB;
  return (
    `- Memory (RSS; a watch figure, no budget): site ${of(site)}; bare Next ${of(bare)}; at the end the site ` +
    `uses ${ratio(last(site) / last(bare))} the bare server's.`
  );
}

/** The requests that held a page's first paint back, named. */
function renderBlockingLine(rows) {
  const blocked = rows.filter((row) => row.lighthouse?.renderBlocking?.length);
  if (blocked.length === 0) return [];
  const urls = (row) => row.lighthouse.renderBlocking.map((url) => `\`${new URL(url).pathname}\``).join(', ');
  return [`- Render-blocking requests: ${blocked.map((row) => `${row.label}: ${urls(row)}`).join('; ')}.`];
}

/** Each cached page's requests per second against those of its bare twin (`key`: how a twin names its page). */
function twinRatios(rows, key) {
  return rows
    .filter((twin) => twin[key] && twin.load)
    .map((twin) => [rows.find((row) => row.role === twin[key]), twin])
    .filter(([page]) => page?.load)
    .map(([page, twin]) => `${page.label} ${ratio(page.load.rps / twin.load.rps)}`);
}

/**
 * The cached pages against a bare page of their size, and against the same behind a pass-through
 * proxy (watch figures, not budgets: the first belongs to the shared-cache issue now, the second
 * tells Next's proxy itself from what the site does).
 */
function twinLines(rows) {
  const sameSize = twinRatios(rows, 'sameSizeAs');
  const throughProxy = twinRatios(rows, 'throughProxyAs');
  return [
    ...(sameSize.length
      ? [`- Cached pages against a bare page of their size, requests/s (a watch figure): ${sameSize.join(', ')}.`]
      : []),
    ...(throughProxy.length
      ? [
          `- Cached pages against a bare page of their size behind a pass-through \`proxy.ts\` (not a budget; ` +
            `what the site adds beyond Next's proxy itself): ${throughProxy.join(', ')}.`,
        ]
      : []),
  ];
}

/**
 * The README with `body` between the section markers (perf.mjs's unless others are given),
 * appended at the end when they are missing.
 */
export function withSection(readme, body, { begin: BEGIN = SECTION_BEGIN, end: END = SECTION_END } = {}) {
  const section = `${BEGIN}\n\n${body}\n\n${END}`;
  const begin = readme.indexOf(BEGIN);
  const end = readme.indexOf(END);
  if (begin === -1 || end < begin) return `${readme.trimEnd()}\n\n${section}\n`;
  return readme.slice(0, begin) + section + readme.slice(end + END.length);
}

const README = fileURLToPath(new URL('../README.md', import.meta.url));

/** Markdown formatted as `npm test` wants every file of the repository (aligned table columns). */
export const formatMarkdown = async (markdown) =>
  prettier.format(markdown, { ...(await prettier.resolveConfig(README)), filepath: README });

/** Writes `body` as the marked `section` of bench/README.md (perf.mjs's unless another is given), formatted. */
export async function writeReadmeSection(body, section) {
  writeFileSync(README, await formatMarkdown(withSection(readFileSync(README, 'utf8'), body, section)));
}
