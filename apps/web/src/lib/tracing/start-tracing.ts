import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { withoutQueryStrings } from './without-query-strings';

/**
 * Registers the site's tracer (docs/decisions/traces.md): Next's own spans (the request, the
 * render) and the CMS calls' (src/lib/cms/http.ts) go over OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT,
 * read by the exporter itself; the trace context goes to the CMS in `traceparent`. Called only
 * when that address is set: otherwise the API stays a no-op and nothing is recorded.
 */
export function startTracing(serviceName: string): void {
  const delay = Number(process.env.OTEL_BSP_SCHEDULE_DELAY);
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': process.env.OTEL_SERVICE_NAME || serviceName }),
    spanProcessors: [
      new BatchSpanProcessor({
        exporter: withoutQueryStrings(new OTLPTraceExporter()),
        ...(Number.isFinite(delay) && delay > 0 ? { scheduledDelayMillis: delay } : {}),
      }),
    ],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  // Spans still in the batch go out when the process is told to stop.
  process.once('beforeExit', () => void provider.shutdown());
}
