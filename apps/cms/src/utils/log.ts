import { isSpanContextValid, trace } from '@opentelemetry/api';
import { redactingReplacer } from './redact-personal-data';
import { currentRequestId } from './request-id';

/**
 * One JSON line of the CMS's own log (what operators alert on: README, "Logs"), in the site's
 * shape (apps/web/src/lib/log.ts; apps/web/tests/unit/log-line-contract.test.ts holds them equal).
 * Never personal data: callers log ids and counts, and anything shaped like an address, a phone
 * number or a query's values is masked on the way out, in the message as in the fields.
 */
export function log(level: 'info' | 'warn' | 'error', msg: string, fields: Record<string, unknown> = {}): void {
  const requestId = currentRequestId();
  // The trace's id too when traces are on and a span is under way: the line is found from the trace.
  const span = trace.getActiveSpan()?.spanContext();
  const traceId = span && isSpanContextValid(span) ? span.traceId : undefined;
  console[level](
    JSON.stringify(
      { level, msg, ...(requestId ? { requestId } : {}), ...(traceId ? { traceId } : {}), ...fields },
      redactingReplacer,
    ),
  );
}
