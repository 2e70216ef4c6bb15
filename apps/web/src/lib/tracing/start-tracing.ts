import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  TracerProvider,
} from '@opentelemetry/sdk-trace';
import { withoutQueryStrings } from './without-query-strings';

/**
 * Registers the site's tracer (docs/decisions/traces.md): Next's own spans (the request, the
 * render) and the CMS calls' (src/lib/cms/http.ts) go over OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT,
 * read by the exporter itself; the trace context goes to the CMS in `traceparent`. Called only
 * when that address is set: otherwise the API stays a no-op and nothing is recorded.
 */
export function startTracing(serviceName: string): void {
  const delay = Number(process.env.OTEL_BSP_SCHEDULE_DELAY);
  // The share of traces recorded (OTEL_TRACES_SAMPLER_ARG, 0 to 1, all by default); a call that
  // comes with a trace follows its caller's choice.
  const ratio = Number(process.env.OTEL_TRACES_SAMPLER_ARG || 1);
  const provider = new TracerProvider({
    sampler: new ParentBasedSampler({
      root: new TraceIdRatioBasedSampler(Number.isFinite(ratio) ? Math.min(1, Math.max(0, ratio)) : 1),
    }),
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
