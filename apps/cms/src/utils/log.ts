import { redactFields } from './redact-personal-data';
import { currentRequestId } from './request-id';

/**
 * One JSON line of the CMS's own log (what operators alert on: README, "Logs"). Never personal
 * data: callers log ids and counts, and anything shaped like an address, a phone number or a
 * query's values is masked on the way out.
 */
export function log(level: 'info' | 'warn' | 'error', msg: string, fields: Record<string, unknown> = {}): void {
  const requestId = currentRequestId();
  console[level](JSON.stringify({ level, msg, ...(requestId ? { requestId } : {}), ...redactFields(fields) }));
}
