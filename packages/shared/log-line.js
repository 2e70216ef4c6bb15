import { redactPersonalData } from './redact-personal-data.js';

// One operator reads both apps' logs with one set of queries and alerts (README, "Logs"): the
// line's shape is written here once. What an app knows of the event (its request's id, its trace)
// it passes in: this package reads no context and no environment of its own.
export function logLine(level, msg, fields = {}, { requestId, traceId, redact = redactPersonalData } = {}) {
  return JSON.stringify(
    { level, msg, ...(requestId ? { requestId } : {}), ...(traceId ? { traceId } : {}), ...fields },
    // Every string, at any depth: the message, the fields, and what their `toJSON` gives alike.
    (_key, value) => (typeof value === 'string' ? redact(value) : value),
  );
}

// Warnings and errors go to the error stream.
export function writeLogLine(level, msg, fields, context) {
  console[level](logLine(level, msg, fields, context));
}
