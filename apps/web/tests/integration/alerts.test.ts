import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_RULES, startPrometheus, startVarnishExporter } from '../../../../scripts/lib/prometheus.mjs';
import { startVarnish } from '../../../../scripts/lib/varnish.mjs';
import { databaseForSecondCms, freePort, startCms, type CmsProcess } from '../support/cms-process';
import { testEnv } from '../support/env';
import { choicesOf, openForm, submitForm, waitLikeAPerson } from '../support/forms';
import { DASHBOARD, dashboardProblems, loadDashboard, panelsOf } from '../support/grafana-dashboard';
import { leadData } from '../support/leads';
import { eventually } from '../support/site';
import { instanceLogFile } from '../support/instance-output';
import { faultRelay, startSite } from '../support/site-server';

// The alerts of deploy/prometheus/alerts.yml, live: a real Prometheus (Debian's) scrapes a site
// instance, a CMS of its own and Varnish's exporter, and evaluates the repository's rules with
// their time divided by TIME_FACTOR (an hour of the rules is a minute here; promtool's tests check
// the real durations). Each test breaks something as it breaks in production (the network to the
// CMS, the CRM, the cache's traffic), sees the alert fire in Prometheus's API, repairs it, and sees
// the alert resolve. Last, every query of the Grafana dashboard (deploy/grafana/horizon.json) runs
// in that Prometheus: no Grafana runs here, and this is what shows its panels read real metrics.
// The stack starts whole and working; each test breaks only what it repairs (in a `finally`), waits
// for a quiet start where an earlier test's traffic could still be in a rule's window, and makes
// the series it reads: any of them passes alone and in any order.

const TIME_FACTOR = 60;
const DEADLINE_MS = 90_000;

type Alert = { labels: { alertname: string }; state: 'pending' | 'firing' };

let prometheus: Awaited<ReturnType<typeof startPrometheus>>;
let exporter: Awaited<ReturnType<typeof startVarnishExporter>>;
let varnish: Awaited<ReturnType<typeof startVarnish>>;
let site: Awaited<ReturnType<typeof startSite>>;
let relay: Awaited<ReturnType<typeof faultRelay>>;
let cms: CmsProcess | null = null;
let crm: Server;
/** What the CRM answers: up (200) unless a test breaks it. */
let crmStatus = 200;
/** Where the CMS tells of its edits (the site's revalidation webhook, as this test plays it), and what it answers. */
let siteWebhook: Server;
let siteWebhookStatus = 200;
const outbox = mkdtempSync(join(tmpdir(), 'outbox-alerts-'));
const copy = join(tmpdir(), `alerts-${randomBytes(4).toString('hex')}.db`);
const tag = randomBytes(4).toString('hex');

async function prometheusApi<T>(path: string): Promise<T> {
  const answer = await fetch(`${prometheus.url}/api/v1/${path}`);
  const body = (await answer.json()) as { status: string; data: T };
  expect(body.status, path).toBe('success');
  return body.data;
}

/** The alert's state in Prometheus now: inactive when it is not listed. */
const stateOf = async (name: string) =>
  (await prometheusApi<{ alerts: Alert[] }>('alerts')).alerts.find((a) => a.labels.alertname === name)?.state ??
  'inactive';

const becomes = (name: string, state: Alert['state'] | 'inactive') =>
  eventually(async () => expect(await stateOf(name), name).toBe(state), DEADLINE_MS);

/** One value of an instant query (0 when the query has no series). */
async function valueOf(query: string): Promise<number> {
  const { result } = await prometheusApi<{ result: Array<{ value: [number, string] }> }>(
    `query?query=${encodeURIComponent(query)}`,
  );
  return Number(result[0]?.value[1] ?? 0);
}

/** Requests `paths` one after another until `stop()`: traffic that keeps a rate defined. */
function keepRequesting(paths: () => string, everyMs = 200) {
  let running = true;
  const done = (async () => {
    while (running) {
      await fetch(paths()).then(
        (r) => r.arrayBuffer(),
        () => undefined,
      );
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return async () => {
    running = false;
    await done;
  };
}

/** A lead straight to this test's CMS, as the site delivers one: an entry created there. */
async function sendLeadToTheCms(email: string): Promise<void> {
  const login = await fetch(`${cms!.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: testEnv.serviceUsername, password: testEnv.servicePassword }),
  });
  const token = String(((await login.json()) as { access_token: string }).access_token);
  const lead = await fetch(`${cms!.url}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ data: leadData({ email, type: 'contact' }) }),
  });
  expect(lead.status).toBe(201);
}

/** A brochure asked for on this test's site, by a person at `email`: a lead it queues, then delivers. */
async function sendBrochureThroughTheSite(email: string, before: () => Promise<void> = async () => {}) {
  const form = await openForm('/brochure', { base: site.url });
  const school = choicesOf(form, 'school')[0]!;
  await before();
  await waitLikeAPerson(form);
  const sent = await submitForm(form, {
    firstName: 'Awa',
    lastName: 'Diop',
    email,
    country: 'SN',
    consent: 'on',
    school,
  });
  expect(sent.status).toBe(303);
}

/** Resolves once Prometheus sees no 5xx answer of the site in the error rule's window (5m, scaled). */
async function noRecentServerErrors() {
  await eventually(async () => {
    expect(
      await valueOf('sum(increase(horizon_site_http_request_duration_seconds_count{status=~"5.."}[5s])) or vector(0)'),
    ).toBe(0);
    expect(await stateOf('SiteErrorRate')).toBe('inactive');
  }, DEADLINE_MS);
}

beforeAll(async () => {
  crm = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(crmStatus).end());
  });
  await new Promise<void>((resolve) => crm.listen(0, '127.0.0.1', resolve));
  siteWebhook = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(siteWebhookStatus).end());
  });
  await new Promise<void>((resolve) => siteWebhook.listen(0, '127.0.0.1', resolve));
  const cmsMetrics = await freePort();
  cms = await startCms(
    {
      ...(await databaseForSecondCms(copy)),
      CRM_WEBHOOK_URL: `http://127.0.0.1:${(crm.address() as { port: number }).port}/events`,
      CRM_WEBHOOK_SECRET: randomBytes(24).toString('hex'),
      CRM_WEBHOOK_RETRY_BASE_MS: '200',
      CRM_WEBHOOK_POLL_MS: '200',
      METRICS_PORT: String(cmsMetrics),
      WEB_REVALIDATE_URL: `http://127.0.0.1:${(siteWebhook.address() as { port: number }).port}/api/revalidate`,
    },
    await freePort(),
  );
  relay = await faultRelay(cms.url);
  const siteMetrics = await freePort();
  site = await startSite({
    CMS_URL: relay.url,
    LEADS_OUTBOX_DIR: outbox,
    LEADS_RETRY_MAX_MS: '1000',
    LEADS_RATE_LIMIT: '1000/600',
    METRICS_PORT: String(siteMetrics),
    VARNISH_PURGE_URLS: '',
  });
  varnish = await startVarnish({ backendPort: site.port, logFile: instanceLogFile('alerts-varnish') });
  exporter = await startVarnishExporter({
    varnishWorkDir: varnish.workDir,
    logFile: instanceLogFile('alerts-varnish-exporter'),
  });
  prometheus = await startPrometheus({
    logFile: instanceLogFile('alerts-prometheus'),
    interval: '1s',
    timeFactor: TIME_FACTOR,
    jobs: {
      site: [`127.0.0.1:${siteMetrics}`],
      cms: [`127.0.0.1:${cmsMetrics}`],
      varnish: [exporter.address],
    },
  });
}, 180_000);

afterAll(async () => {
  await prometheus?.stop();
  await exporter?.stop();
  await varnish?.stop();
  await site?.stop();
  await relay?.close();
  await cms?.stop();
  await new Promise((resolve) => crm?.close(resolve));
  await new Promise((resolve) => siteWebhook?.close(resolve));
  rmSync(outbox, { recursive: true, force: true });
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${copy}${suffix}`, { force: true });
});

// Each test waits for Prometheus to see a change over time: a second try would start from a
// state the first left, not from the break.
describe('the alerts, in a real Prometheus', { retry: 0, timeout: 240_000 }, () => {
  it('scrape the site, the CMS and Varnish, and every metric the rules name is there', async () => {
    await eventually(async () => {
      const { activeTargets } = await prometheusApi<{
        activeTargets: Array<{ labels: { job: string }; health: string }>;
      }>('targets');
      expect(Object.fromEntries(activeTargets.map((t) => [t.labels.job, t.health]))).toEqual({
        site: 'up',
        cms: 'up',
        varnish: 'up',
      });
    }, DEADLINE_MS);
    // A rule naming a metric nobody exports would never fire: each name is in a target's metadata.
    const names = new Set(
      [...readFileSync(ALERT_RULES, 'utf8').matchAll(/\b((?:horizon|varnish)_\w+?)(?:_count|_sum|_bucket)?\b/g)].map(
        ([, name]) => name!,
      ),
    );
    expect(names.size).toBeGreaterThanOrEqual(8);
    for (const name of names)
      await eventually(async () => {
        const metadata = await prometheusApi<unknown[]>(`targets/metadata?metric=${name}`);
        expect(metadata.length, `${name} is exported by no target`).toBeGreaterThan(0);
      }, DEADLINE_MS);
  });

  it('a CRM that answers 500: its oldest event waits, the alert fires, and resolves once the CRM takes it', async () => {
    crmStatus = 500;
    try {
      await sendLeadToTheCms(`crm-alert.${tag}@example.com`);
      await becomes('CrmDeliveriesFailing', 'firing');
    } finally {
      crmStatus = 200;
    }
    await becomes('CrmDeliveriesFailing', 'inactive');
    expect(await valueOf('max(horizon_cms_crm_queue_pending)')).toBe(0);
  });

  it('a site that refuses the CMS’s webhook: the edit did not reach it, until an edit does', async () => {
    // The rule is silent while an edit reached the site in its window (15m, scaled): one an earlier
    // test made (a lead is an edit) is waited out first.
    await eventually(async () => {
      expect(await valueOf('sum(increase(horizon_cms_site_webhook_calls_total{result="ok"}[15s])) or vector(0)')).toBe(
        0,
      );
    }, DEADLINE_MS);
    siteWebhookStatus = 503;
    try {
      await sendLeadToTheCms(`webhook-alert.${tag}@example.com`);
      await becomes('SiteWebhookFailing', 'firing');
    } finally {
      siteWebhookStatus = 200;
    }
    await sendLeadToTheCms(`webhook-alert-2.${tag}@example.com`);
    await becomes('SiteWebhookFailing', 'inactive');
  });

  it('cut the CMS from the site with a lead pending: the CMS unreachable, the outbox stuck and 5xx, until it is back', async () => {
    try {
      await sendBrochureThroughTheSite(`alerts.${tag}@example.com`, () => relay.down());
      // Visitors keep asking for pages the site has not rendered yet: each is a 503 without the CMS.
      let page = 0;
      const stopVisits = keepRequesting(() => `${site.url}/ecoles/alerts-${tag}-${page++}`);
      try {
        await becomes('CmsUnreachableFromSite', 'firing');
        await becomes('LeadOutboxStuck', 'firing');
        await becomes('SiteErrorRate', 'firing');
      } finally {
        await stopVisits();
      }
    } finally {
      await relay.up();
    }
    await becomes('CmsUnreachableFromSite', 'inactive');
    await becomes('LeadOutboxStuck', 'inactive');
    await becomes('SiteErrorRate', 'inactive');
    expect(await valueOf('max(horizon_site_lead_outbox_pending)')).toBe(0);
  });

  it('a stream of bad requests is not an outage: counted as 4xx, and the 5xx alert stays quiet', async () => {
    // From a quiet start: no 5xx of an earlier test left in the rule's window.
    await noRecentServerErrors();
    const before = await valueOf('sum(horizon_site_http_request_duration_seconds_count{status=~"4.."})');
    // Malformed forms, sent until the evaluations below are done: the rule's window (5 s here)
    // holds refusals at each of them. A burst sent before would have left it by then.
    const statuses: number[] = [];
    let sending = true;
    const sent = (async () => {
      for (let i = 0; sending; i++) {
        const bad = await fetch(`${site.url}/brochure`, {
          method: 'POST',
          headers: { 'content-type': 'multipart/form-data; boundary=nothing', origin: site.url },
          body: `garbage ${i}`,
          redirect: 'manual',
        });
        await bad.arrayBuffer();
        statuses.push(bad.status);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    try {
      await eventually(async () => {
        const after = await valueOf('sum(horizon_site_http_request_duration_seconds_count{status=~"4.."})');
        expect(after - before).toBeGreaterThanOrEqual(60);
      }, DEADLINE_MS);
      // Prometheus evaluates the rule every second here: never pending, at any of the next five
      // evaluations, each with refusals in its window.
      for (let evaluation = 0; evaluation < 5; evaluation++) {
        const refusals = await valueOf(
          'sum(rate(horizon_site_http_request_duration_seconds_count{status=~"4.."}[5s])) or vector(0)',
        );
        expect(refusals, `evaluation ${evaluation}: refusals in the window`).toBeGreaterThan(0);
        expect(await stateOf('SiteErrorRate'), `evaluation ${evaluation}`).toBe('inactive');
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    } finally {
      sending = false;
      await sent;
    }
    expect(statuses.length).toBeGreaterThanOrEqual(60);
    expect(statuses.filter((status) => status < 400 || status >= 500)).toEqual([]);
    expect(
      await valueOf('sum(rate(horizon_site_http_request_duration_seconds_count{status=~"5.."}[5s])) or vector(0)'),
    ).toBe(0);
  });

  it('Varnish missing most lookups: the hit ratio alert fires, and resolves as the cache serves again', async () => {
    // A page Varnish keeps, then lookups it cannot answer from its cache (each address new).
    await fetch(`${varnish.url}/`).then((r) => r.arrayBuffer());
    let miss = 0;
    const stopMisses = keepRequesting(() => `${varnish.url}/formations?alerts=${tag}&page=${miss++}`, 100);
    try {
      await becomes('VarnishHitRatioLow', 'firing');
    } finally {
      await stopMisses();
    }
    const stopHits = keepRequesting(() => `${varnish.url}/`, 50);
    try {
      await becomes('VarnishHitRatioLow', 'inactive');
    } finally {
      await stopHits();
    }
  });

  // The series the dashboard reads are made here, whatever ran before: a lead queued, delivered
  // and stored, its CRM event delivered, a 5xx and unreachable CMS calls, Varnish's misses and hits,
  // a hit of the site's page cache.
  it('every panel of the Grafana dashboard queries metrics this stack exports, and gets an answer', async () => {
    await relay.down();
    try {
      const unrendered = await fetch(`${site.url}/ecoles/grafana-${tag}`);
      await unrendered.arrayBuffer();
      expect(unrendered.status).toBeGreaterThanOrEqual(500);
    } finally {
      await relay.up();
    }
    await sendBrochureThroughTheSite(`grafana.${tag}@example.com`);
    for (const path of [`/formations?grafana=${tag}`, '/', '/'])
      await fetch(`${varnish.url}${path}`).then((r) => r.arrayBuffer());
    // A search asked twice of the site itself: a hit of its page cache, which Varnish's traffic may not have made.
    for (let i = 0; i < 2; i++) {
      const answer = await fetch(`${site.url}/formations?q=grafana-${tag}`);
      await answer.arrayBuffer();
      expect(answer.status).toBe(200);
    }
    await eventually(async () => {
      expect(await valueOf('sum(horizon_site_page_cache_lookups_total{result="hit"})')).toBeGreaterThan(0);
    }, DEADLINE_MS);
    const dashboard = loadDashboard();
    expect(panelsOf(dashboard).length, `${DASHBOARD} has no panel`).toBeGreaterThan(0);
    // Each series is in Prometheus once scraped twice (a rate needs two samples).
    await eventually(async () => {
      const { checked, problems } = await dashboardProblems(prometheus.url, dashboard);
      expect(checked, `${DASHBOARD} has no query`).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    }, DEADLINE_MS);
  });
});
