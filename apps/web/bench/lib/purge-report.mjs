// bench/purge-replay.mjs's run as Markdown: the replay's hit ratio, what each kind of edit purged
// and sent back to the site, and what one course summary's edit purged of the whole sitemap.
import { median } from './stats.mjs';
import { objectKey } from './replay.mjs';

/** How the site heard of each save and publish. */
const WEBHOOK = {
  cms: "the CMS's own webhook call to this site for each, through a webhook registered for the run",
  changes:
    "for each, the call the CMS's revalidation webhook makes, sent by the benchmark (the CMS refuses a webhook to a " +
    "loopback address): Strapi's `{ event, createdAt, model, uid, entry }` and the `changes` the CMS adds (a save: " +
    'none published; a publish: the field edited, in the language edited)',
  stock:
    "for each, the call Strapi's webhook makes, sent by the benchmark (the CMS refuses a webhook to a loopback " +
    'address): `{ event, createdAt, model, uid, entry }`, without `changes`',
};
const count = (value) => value.toLocaleString('en-US');
const percent = (part, whole) => `${((100 * part) / whole).toFixed(1)} %`;

/**
 * The replay's answers in order, each with whether it was its page and device class's first
 * request (a compulsory miss) and, for a miss on a page already cached once, which edit's window
 * it fell in (`windowOf`: the last edit started before it).
 */
function classify(draws, answers, edits, cachedAtStart) {
  const seen = new Set(cachedAtStart);
  const starts = edits.map((edit) => edit.at);
  return answers.map((answer, i) => {
    const key = objectKey(draws[i].path, draws[i].userAgent);
    const first = !seen.has(key);
    seen.add(key);
    let window = -1;
    while (window + 1 < starts.length && starts[window + 1] <= i) window += 1;
    return { ...answer, key, first, refetch: !first && answer.cache !== 'HIT', window };
  });
}

export function purgeReport({
  label,
  options,
  paths,
  sitemapSize = paths.length,
  draws,
  answers,
  seconds,
  cachedAtStart,
  backendReplay,
  cmsDownSeconds,
  edits,
  single,
  context,
}) {
  const rows = classify(draws, answers, edits, cachedAtStart);
  // With --sample, every share is of the sample: an estimate of the sitemap's.
  const sampled = sitemapSize > paths.length;
  const pages = sampled
    ? `${count(paths.length)} pages of a uniform sample (seed ${options.seed}) of the ${count(sitemapSize)} of the sitemap it caches`
    : `${paths.length} pages of the sitemap it caches`;
  const whole = sampled ? 'the sample' : 'the sitemap';
  const hits = rows.filter((r) => r.cache === 'HIT').length;
  const warm = rows.filter((r) => !r.first);
  const warmHits = warm.filter((r) => r.cache === 'HIT').length;
  const refetches = rows.filter((r) => r.refetch);
  const beforeAnyEdit = refetches.filter((r) => r.window === -1).length;
  const failed = rows.filter((r) => r.status !== 200);
  const byStatus = new Map();
  for (const r of failed) byStatus.set(r.status || 'no answer', (byStatus.get(r.status || 'no answer') ?? 0) + 1);
  const statuses = [...byStatus].map(([status, n]) => `${n} × ${status}`).join(', ');
  const objects = paths.length * 2;
  const keys = new Set(rows.map((r) => r.key)).size;
  const refetchedIn = (index) => refetches.filter((r) => r.window === index).length;
  const kindRow = (kind) => {
    const ofKind = edits.map((edit, index) => ({ ...edit, index })).filter((edit) => edit.kind === kind);
    if (ofKind.length === 0) return null;
    const purged = ofKind.map((edit) => edit.purged);
    const refetched = ofKind.map((edit) => refetchedIn(edit.index));
    const english = ofKind.filter((edit) => edit.locale === 'en').length;
    return (
      `| ${kind} (${context.edited[kind].field}) | ${ofKind.length - english} / ${english} | ${median(purged)} | ` +
      `${Math.max(...purged)} | ${percent(median(purged), objects)} | ${median(refetched)} | ${Math.max(...refetched)} |`
    );
  };
  const allPurged = edits.map((edit) => edit.purged);
  const webhooks = edits.map((edit) => edit.webhooks);
  const foreign = edits.reduce((sum, edit) => sum + edit.foreign, 0) + single.foreign;
  const failedWebhooks = edits.reduce((sum, edit) => sum + edit.failedWebhooks, 0) + single.failedWebhooks;
  return [
    ...(label ? [`**${label}**`, ''] : []),
    `Run of ${context.date} on ${context.machine} (1-minute load average ${context.load}), Node ${context.node}, ` +
      `Varnish 7.1 with deploy/varnish/site.vcl; the load generator, the site and the CMS on the same cores.`,
    '',
    `**A day of traffic**: ${count(draws.length)} requests through Varnish to the ` +
      `${pages} (all but \`/\` and the lead forms), drawn with a Zipf law ` +
      `(s = ${options.zipf}, the pages ranked in an order drawn from seed ${options.seed}), half as phones, half as ` +
      `desktops, after the days before: ${whole} crawled twice as a phone and a desktop, ${count(cachedAtStart.length)} ` +
      `of its ${count(paths.length * 2)} objects cached then; ${options.rate} a second, at most ${options.concurrency} at once, in ${seconds.toFixed(0)} s; ` +
      `${edits.length} edits published in the CMS at even intervals (saved, then published, as in the admin; ` +
      `${WEBHOOK[context.webhook]}), each waited for (the site answered the webhook, then ` +
      `${context.settleSeconds} s) while the replay goes on. A hit: \`X-Cache: HIT\`. After first visits: the first request of a page and device ` +
      `class the crawl had not cached (${count(rows.length - warm.length)}) left out.`,
    '',
    '| Requests | Hits | Hit ratio | Hit ratio after first visits | Misses after a purge | Site requests (Varnish `backend_req`) | Failed |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| ${count(rows.length)} | ${count(hits)} | ${percent(hits, rows.length)} | ${percent(warmHits, warm.length)} | ` +
      `${count(refetches.length)} | ${count(backendReplay)} | ${failed.length} |`,
    '',
    ...(failed.length ? [`Failed requests: ${statuses}.`, ''] : []),
    `${count(keys)} of the ${count(objects)} pages × device classes asked for at least once. Misses after a ` +
      `purge: a miss on a page and class cached before, the site rendering it again` +
      (beforeAnyEdit ? ` (${beforeAnyEdit} before the first edit: not purges)` : '') +
      `; per edit below, those that fell between it and the next edit (the later ones come in later windows).`,
    '',
    `**Per edit**: the objects (a page for a device class) each purged from Varnish (what Varnish answered the site's \`PURGE\` calls, from the save to the ` +
      `site's purge), out of the ${count(objects)} of ${whole}, and the misses after a purge ` +
      `before the next edit. All edits: median ${median(allPurged)}, max ${Math.max(...allPurged)} objects; ` +
      `${median(webhooks)} webhook calls an edit (median).`,
    '',
    '| Edit (field) | French / English | Purged: median | Purged: max | Median share of the sitemap | Re-rendered before the next edit: median | Max |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...Object.keys(context.edited).map(kindRow).filter(Boolean),
    '',
    `**One course's summary edited** (French, published): ${sampled ? 'the sample' : 'the whole sitemap'} crawled as a phone and as a desktop ` +
      `twice (the second crawl's hits are the cached objects), the edit published and its purge waited for, then ` +
      `${whole} crawled again: the objects cached before that were no longer hits` +
      (sampled ? ` (the share is of the sample's pages: an estimate of the sitemap's).` : '.'),
    '',
    '| Cached objects (pages) | Purged (Varnish’s answers) | No longer hits: phone / desktop | Pages no longer hits | Share of the sitemap |',
    '| ---: | ---: | ---: | ---: | ---: |',
    `| ${count(single.cachedObjects)} (${count(single.cachedPages)}) | ${count(single.purged)} | ` +
      `${single.lostPhone} / ${single.lostDesktop} | ${single.lostPages} | ${percent(single.lostPages, paths.length)} |`,
    '',
    `Webhook calls not from the benchmark's edits during the run (another editor of the shared CMS): ${foreign}; ` +
      `answered otherwise than 200: ${failedWebhooks}. The CMS did not answer its health check for ${cmsDownSeconds} s of the run.`,
  ].join('\n');
}
