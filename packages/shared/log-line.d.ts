/** How bad an event is; warnings and errors go to the error stream. */
export type LogLevel = 'info' | 'warn' | 'error';

/** What the app knows of the event beyond its fields, and how it masks personal data. */
export type LogContext = {
  /** The request the event belongs to, when there is one. */
  requestId?: string | null | undefined;
  /** The trace's id when the request's trace is recorded: the line is found from the trace. */
  traceId?: string | null | undefined;
  /** Applied to every string of the line; `redactPersonalData` unless the app masks more. */
  redact?: ((text: string) => string) | undefined;
};

/**
 * One event as one JSON line, the form every log of both apps takes (README, "Logs"):
 * `{"level":"info","msg":"lead delivered","requestId":…,"traceId":…,…fields}`. Every string in it,
 * at any depth, goes through `redact`; a caller still leaves out what a visitor typed.
 */
export function logLine(level: LogLevel, msg: string, fields?: Record<string, unknown>, context?: LogContext): string;

/** `logLine`, written with `console[level]`. */
export function writeLogLine(
  level: LogLevel,
  msg: string,
  fields?: Record<string, unknown>,
  context?: LogContext,
): void;
