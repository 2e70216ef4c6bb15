import type { IncomingMessage, ServerResponse } from 'node:http';
import { SpanKind, SpanStatusCode, type Span, type Tracer } from '@opentelemetry/api';
import { deviceOf } from '@/lib/device';
import { routeFamily } from '@/lib/metrics';
import { callerContext } from '@/lib/tracing/trace-context';

/**
 * The request's span when traces are on (docs/decisions/traces.md): named by its route family (a
 * bounded name, as the metrics' label), child of the `traceparent` a tracing proxy sent, ended
 * when the answer is sent or the connection lost. The CMS calls of its render hang from it.
 */
export function traceRequest(tracer: Tracer, req: IncomingMessage, res: ServerResponse): Span {
  const path = (req.url ?? '').split('?')[0] ?? '';
  const route = routeFamily(path);
  const span = tracer.startSpan(
    `${req.method ?? 'GET'} ${route}`,
    {
      kind: SpanKind.SERVER,
      attributes: {
        'http.request.method': req.method ?? 'GET',
        'http.route': route,
        'url.path': path,
        'horizon.device': deviceOf(req.headers['user-agent'] ?? null),
      },
    },
    callerContext(req.headers),
  );
  res.once('close', () => {
    span.setAttribute('http.response.status_code', res.statusCode);
    if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    if (!res.writableFinished) span.setAttribute('horizon.aborted', true);
    span.end();
  });
  return span;
}
