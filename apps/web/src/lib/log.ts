import { writeLogLine, type LogLevel } from '@horizon/shared/log-line';
import { currentRequestId, currentSpanContext } from './request-context';
import { loggedTraceId } from './tracing/trace-context';

/**
 * One event as one JSON line, with the id of the request it belongs to (and its trace's) when there
 * is one (`{"level":"info","msg":"lead delivered",…}`), written by the front door and the pages
 * alike. The line's shape and its mask of e-mail addresses and phone numbers are both apps'
 * (`@horizon/shared/log-line`); what is the site's own is where the request's ids come from. A
 * caller still leaves out what a visitor typed.
 */
export function log(level: LogLevel, msg: string, details: Record<string, unknown> = {}): void {
  // The trace's id too when the request's trace is recorded: the line is found from the trace.
  writeLogLine(level, msg, details, {
    requestId: currentRequestId(),
    traceId: loggedTraceId(currentSpanContext()),
  });
}
