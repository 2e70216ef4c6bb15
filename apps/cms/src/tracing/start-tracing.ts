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
import { cmsEnv } from '../env/cms-env';
import { withoutQueryStrings } from '@horizon/shared/without-query-strings';

/**
 * Registers the CMS's tracer (docs/decisions/traces.md): each request is a span
 * (src/middlewares/request-log.ts) that continues the site's trace when the call carries a
 * `traceparent`, sent over OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT. Called only when that address
 * is set: otherwise the API stays a no-op and nothing is recorded.
 */
export function startTracing(serviceName: string): () => Promise<void> {
  const env = cmsEnv();
  const delay = env.OTEL_BSP_SCHEDULE_DELAY;
  const provider = new TracerProvider({
    // The share of traces recorded (OTEL_TRACES_SAMPLER_ARG, 0 to 1, all by default); a call that
    // comes with a trace follows its caller's choice.
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(env.OTEL_TRACES_SAMPLER_ARG) }),
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME ?? serviceName }),
    spanProcessors: [
      new BatchSpanProcessor({
        exporter: withoutQueryStrings(new OTLPTraceExporter()),
        ...(delay !== undefined ? { scheduledDelayMillis: delay } : {}),
      }),
    ],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  return () => provider.shutdown();
}
