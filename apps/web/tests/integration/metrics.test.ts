import { describe, expect, it } from 'vitest';
import { cms } from '../support/cms';
import { choicesOf, openForm, submitForm, waitLikeAPerson } from '../support/forms';
import { leadData, postLead } from '../support/leads';
import { eventually } from '../support/site';
import { testEnv } from '../support/env';

// The site's Prometheus metrics (docs/decisions/metrics.md), read from the port `npm test` gives
// them (METRICS_PORT), as Prometheus reads them, after a visitor's requests and a lead.

const metricsUrl = process.env.TEST_WEB_METRICS_URL ?? '';
const cmsMetricsUrl = process.env.TEST_CMS_METRICS_URL ?? '';
const varnishUrl = process.env.TEST_VARNISH_URL ?? '';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

type Samples = Map<string, number>;

/** `name{a="1",b="2"}` with its labels sorted, whatever order prom-client wrote them in. */
const sampleKey = (name: string, labels: Record<string, string> = {}) =>
  `${name}{${Object.entries(labels)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}="${value}"`)
    .join(',')}}`;

async function scrape(url = metricsUrl): Promise<{ text: string; samples: Samples; contentType: string | null }> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  const text = await response.text();
  const samples: Samples = new Map();
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]),
    );
    samples.set(sampleKey(match[1]!, labels), Number(match[3]));
  }
  return { text, samples, contentType: response.headers.get('content-type') };
}

const value = (samples: Samples, name: string, labels?: Record<string, string>) =>
  samples.get(sampleKey(name, labels)) ?? 0;

describe('the site’s metrics', () => {
  it('are served on their own port, in Prometheus’s format, and neither on the site’s port nor through Varnish', async () => {
    const { text, contentType } = await scrape();
    expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(text).toContain('# TYPE horizon_site_http_request_duration_seconds histogram');
    expect(text).toContain('# TYPE process_cpu_seconds_total counter');
    for (const base of [testEnv.webUrl, varnishUrl]) {
      const answer = await fetch(`${base}/metrics`);
      expect(answer.status, base).toBe(404);
      expect(await answer.text()).not.toContain('horizon_site_');
    }
  });

  it('count requests by route family, status and device class, never by address', async () => {
    const { json } = await cms('/courses', { query: { fields: ['slug'], pagination: { pageSize: 1 } } });
    const [course] = json?.data as Array<{ slug: string }>;
    const page = { family: '/formations/[slug]', status: '200', device: 'mobile' };
    const missing = { family: 'other', status: '404', device: 'desktop' };
    const count = 'horizon_site_http_request_duration_seconds_count';
    const before = (await scrape()).samples;

    expect(
      (await fetch(`${testEnv.webUrl}/formations/${course!.slug}`, { headers: { 'user-agent': PHONE } })).status,
    ).toBe(200);
    expect((await fetch(`${testEnv.webUrl}/en/courses/${course!.slug}/a/b`)).status).toBe(404);
    const { samples, text } = await scrape();
    expect(value(samples, count, page) - value(before, count, page)).toBeGreaterThanOrEqual(1);
    expect(value(samples, count, missing) - value(before, count, missing)).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(course!.slug);
  });

  it('count the page cache’s lookups by the layer that answered: a page asked again is a hit', async () => {
    const hits = (samples: Samples) =>
      ['memory', 'file', 'redis'].reduce(
        (sum, layer) => sum + value(samples, 'horizon_site_page_cache_lookups_total', { layer, result: 'hit' }),
        0,
      );
    // A page of its own (a search nobody made), rendered once, then asked for again.
    const path = `/formations?q=metrics-${Date.now().toString(36)}`;
    expect((await fetch(`${testEnv.webUrl}${path}`)).status).toBe(200);
    const before = (await scrape()).samples;
    expect((await fetch(`${testEnv.webUrl}${path}`)).status).toBe(200);
    const { samples, text } = await scrape();
    expect(hits(samples) - hits(before)).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(
      /^horizon_site_page_cache_lookups_total\{layer="(memory|file|redis)",result="(hit|miss)"\} \d+$/m,
    );
  });

  it('count a form’s refusals by reason, the lead queued, and its delivery to the CMS', async () => {
    const submissions = 'horizon_site_lead_submissions_total';
    const before = (await scrape()).samples;
    const form = await openForm('/brochure');
    await waitLikeAPerson(form);
    // A first try without the consent, then corrected.
    const email = `metrics.${Date.now().toString(36)}@example.com`;
    const fields = { firstName: 'Awa', lastName: 'Diop', email, country: 'SN', school: choicesOf(form, 'school')[0]! };
    expect((await submitForm(form, fields)).status).toBe(422);
    expect((await submitForm(form, { ...fields, consent: 'on' })).status).toBe(303);

    const after = await eventually(async () => {
      const scraped = await scrape();
      const delivered = value(scraped.samples, 'horizon_site_lead_deliveries_total', { result: 'stored' });
      if (delivered <= value(before, 'horizon_site_lead_deliveries_total', { result: 'stored' }))
        throw new Error('the lead is not delivered yet');
      return scraped;
    });
    const refused = { form: 'brochure', result: 'refused_fields' };
    const queued = { form: 'brochure', result: 'queued' };
    expect(value(after.samples, submissions, refused) - value(before, submissions, refused)).toBeGreaterThanOrEqual(1);
    expect(value(after.samples, submissions, queued) - value(before, submissions, queued)).toBeGreaterThanOrEqual(1);
    const stored = { resource: 'leads', outcome: 'ok' };
    expect(
      value(after.samples, 'horizon_site_cms_requests_total', stored) -
        value(before, 'horizon_site_cms_requests_total', stored),
    ).toBeGreaterThanOrEqual(1);
    expect(after.text).toMatch(/^horizon_site_lead_outbox_pending \d+$/m);
    expect(after.text).toMatch(/^horizon_site_lead_outbox_oldest_age_seconds [\d.e+-]+$/m);
    expect(after.text).toMatch(/^horizon_site_lead_outbox_dead_letters \d+$/m);
    expect(after.text).not.toContain(email);
  });
});

describe('the CMS’s metrics', () => {
  it('are served on their own port, not on Strapi’s', async () => {
    const { text, contentType } = await scrape(cmsMetricsUrl);
    expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(text).toContain('# TYPE horizon_cms_leads_stored_total counter');
    // Every result of the documents' virus scans from the start, for VirusScannerUnavailable's rule.
    for (const result of ['clean', 'infected', 'unavailable', 'unconfigured'])
      expect(text).toMatch(new RegExp(`^horizon_cms_document_scans_total\\{result="${result}"\\} \\d+$`, 'm'));
    expect((await fetch(`${testEnv.cmsUrl}/metrics`)).status).toBe(404);
  });

  it('count the leads stored, and read the prospects waiting and the CRM queue from the database', async () => {
    const stored = { created: 'true' };
    const before = (await scrape(cmsMetricsUrl)).samples;
    // A lead of three days ago nobody has answered: its prospect is late.
    const email = `metrics.late.${Date.now().toString(36)}@example.com`;
    const submittedAt = new Date(Date.now() - 3 * 24 * 3_600_000).toISOString();
    expect((await postLead(leadData({ email, submittedAt }))).status).toBe(201);

    const { samples, text } = await scrape(cmsMetricsUrl);
    expect(
      value(samples, 'horizon_cms_leads_stored_total', stored) -
        value(before, 'horizon_cms_leads_stored_total', stored),
    ).toBeGreaterThanOrEqual(1);
    // Counted against the figure before this lead: earlier files leave late prospects of their own.
    const late = value(samples, 'horizon_cms_prospects_waiting_over_48h');
    expect(late).toBeGreaterThanOrEqual(value(before, 'horizon_cms_prospects_waiting_over_48h') + 1);
    expect(value(samples, 'horizon_cms_prospects_unanswered')).toBeGreaterThanOrEqual(late);
    for (const gauge of ['pending', 'failed', 'oldest_age_seconds'])
      expect(text).toMatch(new RegExp(`^horizon_cms_crm_queue_${gauge} [\\d.e+-]+$`, 'm'));
    expect(text).not.toContain(email);
    // The lead is an entry created: the CMS told the site through its revalidation webhook, which answered.
    const told = { result: 'ok' };
    await eventually(async () => {
      const after = (await scrape(cmsMetricsUrl)).samples;
      expect(
        value(after, 'horizon_cms_site_webhook_calls_total', told) -
          value(before, 'horizon_cms_site_webhook_calls_total', told),
      ).toBeGreaterThanOrEqual(1);
    });
    // Its failures are a series from the start, at 0 until one fails: an alert sees the first.
    expect(text).toMatch(/^horizon_cms_site_webhook_calls_total\{result="failed"\} \d+$/m);
  });
});
