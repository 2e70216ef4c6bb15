// The run written as Markdown: how it was measured, the Lighthouse table and the load table, the
// first-render and memory lines, and the budgets not met; and the marked section of
// bench/README.md that holds the latest run.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { budgets } from '../budgets.mjs';
import { cpu, kb, mib, ms, perSecond, ratio, seconds } from './format.mjs';
import { quotient, referenceOf } from './verdicts.mjs';

export const SECTION_BEGIN = '<!-- perf:begin (written by bench/perf.mjs) -->';
export const SECTION_END = '<!-- perf:end -->';

const dash = '—';
/** What a site page is judged against, as the table's "Against" column says it. */
const AGAINST = { picture: 'picture', text: 'content' };
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
    { title: 'Against', cell: (row) => row.origin === 'site' && AGAINST[row.kind ?? 'text'] },
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
 * The bare page a same-content page is held to: the bare text page, or the same-picture bare page for
 * a picture page's content.
 */
const contentFloorOf = (rows, page) =>
  rows.find((row) => row.role === (page.kind === 'picture' ? 'reference-picture' : 'reference'));

/** The site pages audited beside the bare page of their own content: `{ page, content }`. */
const contentPairs = (rows) =>
  rows
    .filter((row) => row.contentOf && row.lighthouse)
    .map((content) => ({ page: rows.find((row) => row.role === content.contentOf), content }))
    .filter(({ page }) => page?.lighthouse);

/**
 * Each page against the bare page of its own content, and that page against its bare page (the bare
 * text page; the same-picture one for a picture page's content): how much of a page's gap is what it
 * shows, and how much the site's code adds. A text page's first three are its budgets' figures.
 */
export function contentTable(rows) {
  const pairs = contentPairs(rows);
  if (pairs.length === 0 || pairs.some(({ page }) => !contentFloorOf(rows, page)?.lighthouse)) return null;
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
        cell: ({ page, content }) => of(content, contentFloorOf(rows, page), metric),
      })),
      { title: 'Content TBT', cell: ({ content }) => ms(content.lighthouse.applied.tbtMs) },
      { title: 'Content HTML', cell: ({ content }) => content.htmlBytes !== undefined && kb(content.htmlBytes) },
      {
        title: 'Elements (first screen)',
        cell: ({ content }) => content.shape && `${content.shape.elements} (${content.shape.firstScreenElements})`,
      },
    ],
  );
}

// Lighthouse's main-thread groups (`mainthread-work-breakdown`), in words.
const MAIN_THREAD_GROUPS = {
  scriptEvaluation: 'script evaluation',
  styleLayout: 'style and layout',
  parseHTML: 'HTML parsing',
  scriptParseCompile: 'script parsing and compiling',
  paintCompositeRender: 'painting',
  garbageCollection: 'garbage collection',
  other: 'other work',
};

/** `page`'s main-thread groups (applied, medians) beyond `floor`'s, the largest first, 20 ms or more. */
const mainThreadBeyond = (page, floor) =>
  Object.entries(page.lighthouse.applied.mainThread ?? {})
    .map(([group, duration]) => [group, duration - (floor.lighthouse.applied.mainThread?.[group] ?? 0)])
    .filter(([, more]) => more >= 20)
    .sort((a, b) => b[1] - a[1])
    .map(([group, more]) => `${ms(more)} of ${MAIN_THREAD_GROUPS[group] ?? group}`);

/**
 * Where each page's main thread went beyond its content's (Lighthouse's breakdown, applied,
 * medians): what the site's code costs a phone on it.
 */
export function beyondContentLines(rows) {
  return contentPairs(rows).map(({ page, content }) => {
    const more = mainThreadBeyond(page, content);
    return `- ${page.label}: ${more.length ? more.join(', ') : 'nothing of 20 ms or more'}.`;
  });
}

/**
 * For each same-content page whose TBT is above `heavyContentTbtRatio` times the bare text page's,
 * what makes it heavy: where its main thread's time went beyond the bare text page's, its elements
 * and how many of them a phone's first screen shows, and its largest parts, on the first screen or
 * below it (what a student does not need in the first view).
 */
export function heavyContentLines(rows, heavyRatio = budgets.lighthouse.heavyContentTbtRatio) {
  const reference = rows.find((row) => row.role === 'reference');
  if (!reference?.lighthouse) return [];
  const bareTbt = reference.lighthouse.applied.tbtMs;
  return contentPairs(rows)
    .filter(({ content }) => quotient(content.lighthouse.applied.tbtMs, bareTbt) > heavyRatio)
    .map(({ page, content }) => {
      const applied = content.lighthouse.applied;
      const parts = [
        `- **The content of ${page.label} is heavy**: its bare page's TBT is ${ms(applied.tbtMs)}, ` +
          `${ratio(quotient(applied.tbtMs, bareTbt))} the bare text page's (above ${heavyRatio}×).`,
      ];
      const extra = mainThreadBeyond(content, reference);
      if (extra.length)
        parts.push(`Its main thread until idle (applied, medians), beyond the bare text page's: ${extra.join(', ')}.`);
      const shape = content.shape;
      if (shape) {
        const below = shape.elements - shape.firstScreenElements;
        parts.push(
          `It draws ${shape.elements.toLocaleString('en-US')} elements` +
            (content.htmlBytes !== undefined ? ` (${kb(content.htmlBytes)} of HTML)` : '') +
            `, ${shape.firstScreenElements.toLocaleString('en-US')} of them on a phone's first screen ` +
            `(${shape.screenHeight} CSS pixels high): ${below.toLocaleString('en-US')} ` +
            `(${Math.round((100 * below) / shape.elements)} %) are below it, which a student does not see ` +
            `before scrolling but the phone parses, lays out and hydrates at load.`,
        );
        const largest = shape.parts.slice(0, 6);
        if (largest.length)
          parts.push(
            `Its largest parts: ${largest
              .map((part) => `${part.name} ${part.elements} (${part.firstScreen ? 'first screen' : 'below'})`)
              .join(', ')}.`,
          );
      }
      return parts.join(' ');
    });
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
      `Each site page's applied FCP, LCP and TBT are divided by those of its floor ("Against"): a page ` +
      `whose largest element is a picture by the **same-picture bare page** (a bare Next page drawing the ` +
      `site's home hero as the home page does, the same bytes at the width a phone asks for), a text page by ` +
      `the **same-content bare page** (its own elements, text, styles and pictures drawn by a bare Next page, ` +
      `without any of the site's scripts; "Bare Next page, the content of …", audited just before it). ` +
      `The bare pages send the site's security headers (its Content-Security-Policy, ` +
      `\`Cross-Origin-Opener-Policy: same-origin\`, nosniff, referrer and permissions policies: ` +
      `\`server/response-headers.ts\`). ` +
      `Median of ${context.runs} rounds after a warm-up round not counted; each round audits the bare ` +
      `Next pages, then each site page in turn, so that the machine's noise hits the references and the pages alike. ` +
      `A fresh French browser each time (\`--accept-lang=fr-FR,fr\`, no cookie): \`/\` is its first visit's ` +
      `French home (the root's language choice, its cookie and its private answer included), \`/en\` is asked ` +
      `directly; an English browser's redirect from \`/\` is timed apart (below the table). ` +
      `Render-blocking: the distinct requests Lighthouse's render-blocking insight named ` +
      `in any run. HTML: the decoded bytes a phone gets (a returning visitor). ` +
      `Own JS: the scripts the page loaded until idle, each gzipped at zlib's default level, summed, ` +
      `minus the bare text page's${reference?.lighthouse ? ` ${kb(reference.lighthouse.jsGzipBytes)}` : ''} (React and Next).`,
    '',
    lighthouseTable(rows, verdicts),
    ...redirectLines(results.redirect),
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

/** The pages against the bare pages of their own content, when the run audited both, and heavy contents. */
function contentLines(rows) {
  const table = contentTable(rows);
  if (!table) return [];
  const heavy = heavyContentLines(rows);
  const beyond = beyondContentLines(rows);
  return [
    '',
    `**Pages against their own content**: each page's applied figures divided by those of its ` +
      `**same-content bare page** (the page's own elements, text, inline styles and preloaded pictures, ` +
      `read from the site as Lighthouse's phone gets it, rendered by the bare app as a server component, ` +
      `without any of the site's scripts): what the site's code adds to what the page shows (a text ` +
      `page's budgets). Then that page's divided by its bare page's (the bare text page; the ` +
      `same-picture one for the home pages): what showing it costs on this framework. Elements: ` +
      `those the page draws, and in brackets those on a phone's first screen.`,
    '',
    table,
    '',
    `Where each page's main thread went beyond its content's until idle (Lighthouse's breakdown, ` +
      `applied, medians; 20 ms or more):`,
    '',
    ...beyond,
    ...(heavy.length ? ['', ...heavy] : []),
  ];
}

/** An English browser's first `/`: its redirect to `/en`, timed apart. */
function redirectLines(redirect) {
  if (!redirect) return [];
  return [
    '',
    `**An English browser's first \`/\`** (no cookie, \`Accept-Language: en-US,en\`, a phone): answered ` +
      `${redirect.status} → \`${redirect.location}\`${redirect.setsCookie ? ', storing the language cookie' : ''}, ` +
      `in **${ms(redirect.medianMs)}** (median of ${redirect.count} requests; p90 ${ms(redirect.p90Ms)}), ` +
      `against ${ms(redirect.bareMedianMs)} for the bare text page's whole answer, interleaved. On a phone ` +
      `it is one round trip more before \`/en\`'s own figures above: 150 ms on Lighthouse's slow 4G, whose ` +
      `applied throttling adds 562.5 ms of latency to each request.`,
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
