import { redactingReplacer } from './redact-personal-data';
import { currentRequestId, currentSpanContext } from './request-context';
import { loggedTraceId } from './tracing/trace-context';

/** How bad an event is; warnings and errors go to the error stream. */
export type LogLevel = 'info' | 'warn' | 'error';

/**
 * One event as one JSON line, with the id of the request it belongs to (and its trace's) when there
 * is one (`{"level":"info","msg":"lead delivered",…}`), the form every log of
 * the site takes (README, "Logs"), written by the front door and the pages alike. Every string in
 * it, at any depth, is written without what is shaped like an e-mail address or a phone number
 * (src/lib/redact-personal-data.ts); a caller still leaves out what a visitor typed.
 */
export function log(level: LogLevel, msg: string, details: Record<string, unknown> = {}): void {
  const requestId = currentRequestId();
  // The trace's id too when the request's trace is recorded: the line is found from the trace.
  const traceId = loggedTraceId(currentSpanContext());
  console[level](
    JSON.stringify(
      { level, msg, ...(requestId ? { requestId } : {}), ...(traceId ? { traceId } : {}), ...details },
      redactingReplacer,
    ),
  );
}
