import {
  defaultTextMapGetter,
  defaultTextMapSetter,
  ROOT_CONTEXT,
  trace,
  TraceFlags,
  type Context,
  type SpanContext,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';

// The trace context passed in the context objects of OpenTelemetry's API, without its global
// context manager: the site's spans hang from the request's span, which the front door keeps in
// the request's state (src/lib/request-context.ts), and nothing else is traced.
const w3c = new W3CTraceContextPropagator();

/** The context a span continues: the `traceparent` a caller sent (a proxy that traces), else a new trace. */
export function callerContext(headers: Record<string, string | string[] | undefined>): Context {
  return w3c.extract(ROOT_CONTEXT, headers, defaultTextMapGetter);
}

/** The context of a child of `parent`, or a new trace's when there is none. */
export const childContextOf = (parent: SpanContext | null): Context =>
  parent ? trace.setSpanContext(ROOT_CONTEXT, parent) : ROOT_CONTEXT;

/** Writes `traceparent` (and `tracestate`) for `span` into `headers`: the receiver continues its trace. */
export function sendTraceContext(headers: Record<string, string>, span: SpanContext): void {
  w3c.inject(trace.setSpanContext(ROOT_CONTEXT, span), headers, defaultTextMapSetter);
}

/** The trace's id for a log line: only a recorded trace's, so that a line never names a trace that is not kept. */
export const loggedTraceId = (span: SpanContext | null | undefined): string | undefined =>
  span && (span.traceFlags & TraceFlags.SAMPLED) === TraceFlags.SAMPLED ? span.traceId : undefined;
