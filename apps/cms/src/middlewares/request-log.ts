import { propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { Core } from '@strapi/strapi';
import { log } from '../utils/log';
import { requestIdOf, withRequestId } from '../utils/request-id';

/**
 * One JSON line per request, in place of Strapi's logger, which writes the whole URL: a query
 * string can hold what an officer searched for (an address typed in the content manager's
 * search), so only the path is written, and a signed link's route by its pattern.
 */
const tracer = trace.getTracer('horizon-cms');

export default (_config: unknown, _context: { strapi: Core.Strapi }) =>
  async (
    ctx: {
      method: string;
      path: string;
      status: number;
      _matchedRoute?: string;
      headers: Record<string, string | string[] | undefined>;
      get(header: string): string;
    },
    next: () => Promise<void>,
  ) =>
    // The site's request id when it sent one: its log lines and this one then name the same request.
    withRequestId(requestIdOf(ctx.get('x-request-id')), () =>
      // With traces on (src/tracing), a span that continues the caller's trace (`traceparent`).
      tracer.startActiveSpan(
        `${ctx.method} ${ctx.path}`,
        { kind: SpanKind.SERVER, attributes: { 'http.request.method': ctx.method, 'url.path': ctx.path } },
        propagation.extract(ROOT_CONTEXT, ctx.headers),
        async (span) => {
          const started = Date.now();
          try {
            await next();
          } finally {
            const route = ctx._matchedRoute;
            const path = route && route.includes(':signature') ? route : ctx.path;
            // Named by its route pattern once known: a signed link's signature stays out.
            span.updateName(`${ctx.method} ${route ?? path}`);
            span.setAttributes({ 'http.response.status_code': ctx.status, 'url.path': path });
            if (ctx.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
            span.end();
            log('info', 'request', { method: ctx.method, path, status: ctx.status, ms: Date.now() - started });
          }
        },
      ),
    );
