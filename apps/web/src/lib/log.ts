import { redactingReplacer } from './redact-personal-data';

/** How bad an event is; warnings and errors go to the error stream. */
export type LogLevel = 'info' | 'warn' | 'error';

/**
 * One event as one JSON line (`{"level":"info","msg":"lead delivered",…}`), the form every log of
 * the site takes (README, "Logs"), written by the front door and the pages alike. Every string in
 * it, at any depth, is written without what is shaped like an e-mail address or a phone number
 * (src/lib/redact-personal-data.ts); a caller still leaves out what a visitor typed.
 */
export function log(level: LogLevel, msg: string, details: Record<string, unknown> = {}): void {
  console[level](JSON.stringify({ level, msg, ...details }, redactingReplacer));
}
