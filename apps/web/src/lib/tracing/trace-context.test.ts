import { TraceFlags, trace } from '@opentelemetry/api';
import { describe, expect, it } from 'vitest';
import { callerContext, childContextOf, loggedTraceId, sendTraceContext } from './trace-context';

const sampled = {
  traceId: '0af7651916cd43dd8448eb211c80319c',
  spanId: 'b7ad6b7169203331',
  traceFlags: TraceFlags.SAMPLED,
};

describe('the trace context the site passes on', () => {
  it('writes a W3C traceparent the receiver continues, and reads it back', () => {
    const headers: Record<string, string> = {};
    sendTraceContext(headers, sampled);
    expect(headers.traceparent).toBe('00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01');
    expect(trace.getSpanContext(callerContext(headers))).toMatchObject({ ...sampled, isRemote: true });
  });

  it('starts a new trace when the caller sent none, or one that is not well formed', () => {
    expect(trace.getSpanContext(callerContext({}))).toBeUndefined();
    expect(trace.getSpanContext(callerContext({ traceparent: '00-zz-yy-01' }))).toBeUndefined();
    expect(trace.getSpanContext(childContextOf(null))).toBeUndefined();
    expect(trace.getSpanContext(childContextOf(sampled))).toEqual(sampled);
  });

  it('names a trace in the logs only when it is recorded', () => {
    expect(loggedTraceId(sampled)).toBe(sampled.traceId);
    expect(loggedTraceId({ ...sampled, traceFlags: TraceFlags.NONE })).toBeUndefined();
    expect(loggedTraceId(null)).toBeUndefined();
  });
});
