import 'server-only';
import { SpanKind, SpanStatusCode, type SpanContext } from '@opentelemetry/api';
import type { Locale } from '@/i18n/locales';
import type { ServerEnv } from '@/lib/env';
import { cmsErrorText } from './error-text';
import { CmsError } from './errors';
import { buildCmsUrl, type CmsQuery } from './query';
import { cmsOutcome, recordCmsCall } from '@/lib/metrics';
import { currentRequestId, currentSpanContext, frontDoorTracer } from '@/lib/request-context';
import { childContextOf, sendTraceContext } from '@/lib/tracing/trace-context';

export type CmsCall = {
  /** What the site is doing, for logs and errors ("course page"). */
  scope: string;
  method?: 'GET' | 'POST';
  path: string;
  query?: CmsQuery;
  /** null only for login, which requirements 7 send without a locale. */
  locale: Locale | null;
  body?: unknown;
  token?: string;
  /** The answer's bytes (a PDF), not JSON; an error's body is still read as JSON. */
  binary?: boolean;
};

type Config = Pick<ServerEnv, 'CMS_URL' | 'CMS_TIMEOUT_MS'>;

/**
 * One HTTP exchange with the CMS; every failure becomes a CmsError with a meaningful status. With
 * traces on (src/lib/tracing), it is a span of the request's trace, whose context the CMS continues.
 */
export async function sendToCms(call: CmsCall, config: Config): Promise<unknown> {
  const tracer = frontDoorTracer();
  if (!tracer) return exchange(call, config, null);
  const method = call.method ?? 'GET';
  // The path, never the query: what a visitor searched stays out of the traces as out of the logs.
  const span = tracer.startSpan(
    `CMS ${method} ${call.path}`,
    { kind: SpanKind.CLIENT, attributes: { 'http.request.method': method, 'url.path': call.path } },
    childContextOf(currentSpanContext()),
  );
  try {
    return await exchange(call, config, span.spanContext());
  } catch (error) {
    span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
    throw error;
  } finally {
    span.end();
  }
}

async function exchange(call: CmsCall, config: Config, span: SpanContext | null): Promise<unknown> {
  const method = call.method ?? 'GET';
  const source = `${method} ${call.path}`;
  const url = buildCmsUrl(config.CMS_URL, call.path, call.query, call.locale);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  // The CMS logs it with its own line for this call: one visitor's request followed across both.
  const requestId = currentRequestId();
  if (requestId) headers['x-request-id'] = requestId;
  // `traceparent`, when traces are on: the CMS's spans join this call's.
  if (span) sendTraceContext(headers, span);

  let payload: unknown;
  let response: Response;
  const startedAt = performance.now();
  const took = () => (performance.now() - startedAt) / 1000;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(config.CMS_TIMEOUT_MS),
      cache: 'no-store',
    });
    payload =
      call.binary && response.ok
        ? new Uint8Array(await response.arrayBuffer())
        : await response.json().catch(() => null);
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') {
      recordCmsCall(call.path, cmsOutcome(null, 'timeout'), took());
      throw new CmsError(call.scope, source, 504, `no answer within ${config.CMS_TIMEOUT_MS} ms`, { cause: error });
    }
    recordCmsCall(call.path, cmsOutcome(null, 'unreachable'), took());
    throw new CmsError(call.scope, source, 503, 'the CMS cannot be reached', { cause: error });
  }
  recordCmsCall(call.path, cmsOutcome(response.status), took());
  if (!response.ok) {
    // Its name, message and refused fields, never the refused values (they are what a visitor typed).
    throw new CmsError(call.scope, source, response.status, cmsErrorText(payload) ?? (response.statusText || 'error'));
  }
  return payload;
}
