import { isSpanContextValid, trace } from '@opentelemetry/api';
import { writeLogLine, type LogLevel } from '@horizon/shared/log-line';
import { redactPersonalData } from './redact-personal-data';
import { currentRequestId } from './request-id';

/**
 * One JSON line of the CMS's own log (what operators alert on: README, "Logs"), in the shape both
 * apps write (@horizon/shared/log-line). Never personal data: callers log ids and counts, and
 * anything shaped like an address, a phone number or (the CMS's own mask) a query's values is
 * masked on the way out, in the message as in the fields.
 */
export function log(level: LogLevel, msg: string, fields: Record<string, unknown> = {}): void {
  // The trace's id too when traces are on and a span is under way: the line is found from the trace.
  const span = trace.getActiveSpan()?.spanContext();
  const traceId = span && isSpanContextValid(span) ? span.traceId : undefined;
  writeLogLine(level, msg, fields, { requestId: currentRequestId(), traceId, redact: redactPersonalData });
}
