import type { AsyncLocalStorage } from 'node:async_hooks';
import type { SpanContext, Tracer } from '@opentelemetry/api';
import { processSlot, setProcessSlot } from '@/lib/process-slots';

// What the front door (server/main.ts) and the pages share. They are bundled apart (esbuild for
// the front door, Next's Turbopack for the pages), so each has its own copy of this module: the
// one object they share is published on globalThis, under the one symbol named here. Outside the
// front door (next dev, unit tests) nothing is published and every function here does nothing.

/** One request: the status its page asks for, and the visitor's address as the front door saw it. */
export type RequestState = {
  /** A failed render answers this instead of 500 (the CMS down: 503, too slow: 504). First wins. */
  failureStatus: number | null;
  /** A rendered page answers this instead of 200 (a refused form: 422, 429). */
  responseStatus: number | null;
  clientAddress: string | null;
  /** The request's id: in each of its log lines and sent to the CMS, which logs it too. */
  requestId: string;
  /** The front door's span for this request, which the CMS calls' spans hang from; null when traces are off. */
  span: SpanContext | null;
};

type Labels<Name extends string> = Partial<Record<Name, string>>;
type Counter<Name extends string> = { inc(labels: Labels<Name>, value?: number): void };
type Histogram<Name extends string> = { observe(labels: Labels<Name>, value: number): void };

/** The metrics the pages record into (src/lib/metrics.ts); created by the front door with prom-client. */
export type SiteMetrics = {
  httpRequestDuration: Histogram<'family' | 'status' | 'device'>;
  cmsRequests: Counter<'resource' | 'outcome'>;
  cmsRequestDuration: Histogram<'resource'>;
  leadSubmissions: Counter<'form' | 'result'>;
  leadDeliveries: Counter<'result'>;
  revalidations: Counter<'outcome'>;
  pageCacheLookups: Counter<'layer' | 'result'>;
  varnishPurges: Counter<'outcome'>;
  varnishPurgeDuration: Histogram<'outcome'>;
};

/** The life of the process: whether it is stopping, and what the pages ask to do before it exits. */
export type Lifecycle = { stopping: boolean; stopTasks: Set<() => Promise<void>> };

export type FrontDoorContext = {
  requests: AsyncLocalStorage<RequestState>;
  lifecycle: Lifecycle;
  /** What the site counts for Prometheus; null when METRICS_PORT is unset. */
  metrics: SiteMetrics | null;
  /** The site's tracer (src/lib/tracing/site-tracer.ts); null when OTEL_EXPORTER_OTLP_ENDPOINT is unset. */
  tracer: Tracer | null;
};

const published = () => processSlot<FrontDoorContext>('frontDoor');

/** The front door publishes its context once, before Next loads a page. */
export function publishFrontDoorContext(context: FrontDoorContext): void {
  setProcessSlot('frontDoor', context);
}

const currentRequest = () => published()?.requests.getStore();

/** Tells the front door which status a failing page answers (503, 504, …); the first failure wins. */
export function recordFailureStatus(status: number): void {
  const state = currentRequest();
  if (state && state.failureStatus === null) state.failureStatus = status;
}

/** A page that rendered but answers another status than 200 (a refused form: 422, 429). */
export function recordResponseStatus(status: number): void {
  const state = currentRequest();
  if (state) state.responseStatus = status;
}

/** The id of the request under way, for its log lines and its CMS calls; null outside one. */
export const currentRequestId = (): string | null => currentRequest()?.requestId ?? null;

/** The span of the request under way, when traces are on; null outside one. */
export const currentSpanContext = (): SpanContext | null => currentRequest()?.span ?? null;

/** The visitor's address as the front door saw it (after trusted proxies); null outside it. */
export const clientAddress = (): string | null => currentRequest()?.clientAddress ?? null;

/**
 * The visitor's address as the CMS's sign-in limits key it (codes and passkeys, per requester):
 * outside the front door (next dev) every visitor shares the one key 'unknown'.
 */
export const requesterAddress = (): string => clientAddress() ?? 'unknown';

/** True once the server received SIGTERM or SIGINT: it finishes what it is doing and exits. */
export const isStopping = (): boolean => published()?.lifecycle.stopping ?? false;

/** Runs `task` when the server stops, after the last request (bounded by SHUTDOWN_TIMEOUT_MS); outside it, never. */
export function onStop(task: () => Promise<void>): void {
  published()?.lifecycle.stopTasks.add(task);
}

/** The front door's Prometheus metrics (src/lib/metrics.ts records into them); null outside it or when off. */
export const frontDoorMetrics = (): SiteMetrics | null => published()?.metrics ?? null;

/** The site's tracer; null outside the front door or when traces are off (then nothing is traced). */
export const frontDoorTracer = (): Tracer | null => published()?.tracer ?? null;
