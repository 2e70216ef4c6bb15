import type { Tracer } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  TracerProvider,
} from '@opentelemetry/sdk-trace';
import { envOf } from '@/lib/env-schema';
import { withoutQueryStrings } from '@horizon/shared/without-query-strings';

export type SiteTracer = {
  tracer: Tracer;
  /** Sends the spans in the batch now. */
  flush: () => Promise<void>;
  /** Sends the spans still in the batch, and stops. */
  shutdown: () => Promise<void>;
};

/**
 * The site's tracer (docs/decisions/traces.md), made by the front door when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set: the front door's span for each request and the CMS calls'
 * (src/lib/cms/http.ts) go over OTLP/HTTP to that address, read by the exporter itself. It is not
 * registered as OpenTelemetry's global provider: Next would then trace its own work, which cost a
 * cached page a fifth of its throughput even when no trace was sampled (bench/README.md).
 */
export function siteTracer(serviceName: string): SiteTracer {
  const env = envOf(['OTEL_SERVICE_NAME', 'OTEL_TRACES_SAMPLER_ARG', 'OTEL_BSP_SCHEDULE_DELAY']);
  const delay = env.OTEL_BSP_SCHEDULE_DELAY;
  const provider = new TracerProvider({
    // The share of traces recorded (OTEL_TRACES_SAMPLER_ARG, 0 to 1, all by default); a request that
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
  return {
    tracer: provider.getTracer(serviceName),
    flush: () => provider.forceFlush(),
    shutdown: () => provider.shutdown(),
  };
}
