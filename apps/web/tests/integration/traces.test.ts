import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseForSecondCms, freePort, startCms, type CmsProcess } from '../support/cms-process';
import { eventually } from '../support/site';
import { startSite } from '../support/site-server';

// OpenTelemetry across both apps: a site instance and a CMS of their own send their spans over
// OTLP/HTTP to a collector played by this test. One visitor's page is one trace: the site's
// request (the front door's span, the render under it), its calls to the CMS, and the CMS's
// handling of each call, joined by the `traceparent` the site sends.

type Span = {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
};
type OtlpBody = {
  resourceSpans?: Array<{
    resource?: { attributes?: Array<{ key: string; value: { stringValue?: string } }> };
    scopeSpans?: Array<{
      spans?: Array<Omit<Span, 'service' | 'attributes'> & { attributes?: Array<{ key: string; value: unknown }> }>;
    }>;
  }>;
};

const SERVER = 2;
const CLIENT = 3;

const spans: Span[] = [];
let collector: Server;
let collectorUrl: string;
let cms: CmsProcess | null = null;
let site: Awaited<ReturnType<typeof startSite>>;
const copy = join(tmpdir(), `traces-${randomBytes(4).toString('hex')}.db`);

function receive(body: OtlpBody): void {
  for (const { resource, scopeSpans } of body.resourceSpans ?? []) {
    const service = resource?.attributes?.find((a) => a.key === 'service.name')?.value.stringValue ?? '';
    for (const scope of scopeSpans ?? [])
      for (const span of scope.spans ?? [])
        spans.push({
          ...span,
          service,
          attributes: Object.fromEntries(
            (span.attributes ?? []).map((a) => [a.key, Object.values(a.value as object)[0]]),
          ),
        });
  }
}

beforeAll(async () => {
  collector = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.url === '/v1/traces') receive(JSON.parse(text) as OtlpBody);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  collectorUrl = `http://127.0.0.1:${(collector.address() as { port: number }).port}`;
  const tracing = { OTEL_EXPORTER_OTLP_ENDPOINT: collectorUrl, OTEL_BSP_SCHEDULE_DELAY: '200' };
  cms = await startCms({ ...(await databaseForSecondCms(copy)), ...tracing, WEB_REVALIDATE_URL: '' }, await freePort());
  site = await startSite({ ...tracing, CMS_URL: cms.url });
}, 180_000);

afterAll(async () => {
  await site?.stop();
  await cms?.stop();
  await new Promise((resolve) => collector?.close(resolve));
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${copy}${suffix}`, { force: true });
});

// A second try would find the page in the cache the instances share, and no CMS call to follow.
describe('traces', { retry: 0 }, () => {
  it('follow one page from the site’s request through its CMS calls into the CMS, and both apps’ log lines name the trace', async () => {
    // A news address nobody has asked for: whatever the caches the instances share hold, the
    // site must ask the CMS for it, and renders the page that says it is not there.
    const path = `/news/trace-${randomBytes(6).toString('hex')}`;
    const answer = await fetch(`${site.url}${path}?utm_source=traces-test`);
    expect(answer.status).toBe(404);

    const trace = await eventually(async () => {
      // The page's own request, as the front door records it: the root of its trace, on the site.
      const root = spans.find(
        (s) => s.service === 'horizon-site' && !s.parentSpanId && s.attributes['url.path'] === path,
      );
      expect(root).toBeDefined();
      const inTrace = spans.filter((s) => s.traceId === root!.traceId);
      // The site's read of that news item, and the CMS's span that continues it.
      const newsCall = inTrace.find((s) => s.service === 'horizon-site' && s.name === 'CMS GET /figs-news');
      expect(newsCall, inTrace.map((s) => `${s.service} ${s.name}`).join('\n')).toBeDefined();
      const served = inTrace.find((s) => s.service === 'horizon-cms' && s.parentSpanId === newsCall!.spanId);
      expect(served, inTrace.map((s) => `${s.service} ${s.name}`).join('\n')).toBeDefined();
      return { traceId: root!.traceId, inTrace, root: root!, newsCall: newsCall!, served: served! };
    }, 30_000);

    // Named by its route, never by the address asked; the page Next rendered, its 404 recorded.
    expect(trace.root).toMatchObject({ kind: SERVER, name: 'GET /news/[slug]' });
    expect(trace.root.attributes).toMatchObject({
      'http.route': '/news/[slug]',
      'http.response.status_code': 404,
    });
    expect(trace.newsCall.kind).toBe(CLIENT);
    expect(trace.served).toMatchObject({ kind: SERVER, name: 'GET /api/figs-news' });
    const siteCalls = trace.inTrace.filter((s) => s.service === 'horizon-site' && s.kind === CLIENT);
    const cmsSpans = trace.inTrace.filter((s) => s.service === 'horizon-cms');
    expect(siteCalls.length).toBeGreaterThan(0);
    expect(cmsSpans.length).toBeGreaterThan(0);
    // Every CMS call of the render hangs from the request's span.
    for (const call of siteCalls) expect(call.parentSpanId).toBe(trace.root.spanId);
    // Every CMS span of the trace hangs from one of the site's calls: one tree, not two.
    for (const span of cmsSpans) expect(siteCalls.map((c) => c.spanId)).toContain(span.parentSpanId);
    // No query string leaves in a trace: not the campaign's, not the CMS query's.
    for (const span of trace.inTrace) {
      expect(span.name).not.toContain('?');
      for (const value of Object.values(span.attributes)) expect(String(value)).not.toMatch(/utm_source|populate/);
    }
    // The CMS's log line of each call names the trace, and so does the site's line of the request.
    await eventually(async () =>
      expect(cms!.output()).toMatch(new RegExp(`"msg":"request","requestId":"[^"]+","traceId":"${trace.traceId}"`)),
    );
    expect(site.output()).toMatch(new RegExp(`"msg":"request","requestId":"[^"]+","traceId":"${trace.traceId}"`));
  });
});
