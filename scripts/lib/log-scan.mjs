// After each pass of `npm test`: no log line of any process the pass ran may hold personal data,
// whatever path a test took (docs/privacy.md, "Logs"). The pattern is the scan's own
// (log-scan-patterns.mjs), broader than the one the apps redact with.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { personalDataIn, withoutPersonalData } from './log-scan-patterns.mjs';

/** How many line numbers a failure names, and how many of those lines it shows (redacted). */
const NUMBERED = 20;
const SHOWN = 3;

/** The lines of `text` that hold personal data (ALLOWED forms aside): their number (from 1) and text. */
export function linesWithPersonalData(text) {
  return text
    .split(/\r?\n/)
    .flatMap((line, index) => (personalDataIn(line).length > 0 ? [{ number: index + 1, text: line }] : []));
}

/** A line as the failure shows it: what looks like personal data replaced, cut to a readable length. */
const redacted = (line) => {
  const text = withoutPersonalData(line);
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
};

/**
 * Every log in a pass's logs folder, at any depth (the CMS, the site, the seed, PostgreSQL, Redis,
 * Varnish, and the instances its tests started): each `*.log` file by its path in the folder.
 * Nothing when the folder does not exist.
 */
export function logsIn(dir) {
  if (!existsSync(dir)) return {};
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.log'))
      .map((entry) => join(entry.parentPath, entry.name))
      .map((file) => [relative(dir, file), file])
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/**
 * One entry for the run's failures per log that holds personal data: the log's name, the numbers
 * of its lines that do, and the first few of them with it replaced by `[personal data]`, never the
 * data itself (the run's output is a log too). `logs` maps a name to a file; a file that does not
 * exist (a service that never started) is skipped.
 */
export function scanLogs(label, logs) {
  return Object.entries(logs).flatMap(([name, file]) => {
    if (!existsSync(file)) return [];
    const lines = linesWithPersonalData(readFileSync(file, 'utf8'));
    if (lines.length === 0) return [];
    const numbers = lines
      .slice(0, NUMBERED)
      .map((line) => line.number)
      .join(', ');
    const more = lines.length > NUMBERED ? ` and ${lines.length - NUMBERED} more` : '';
    const shown = lines.slice(0, SHOWN).map((line) => `\n    ${line.number}: ${redacted(line.text)}`);
    return [
      `[${label}] ${name}: personal data on ${lines.length === 1 ? 'line' : 'lines'} ${numbers}${more} (no log line may hold any)${shown.join('')}`,
    ];
  });
}

/**
 * Runs a pass (`body`), then, whether it ended or threw (a Vitest that crashed, a service that did
 * not start), searches every log in `logsDir` and hands what it found to `report`, before answering
 * what `body` answered or throwing what it threw: the findings come on top of the crash.
 */
export async function scanningLogs(label, logsDir, body, report) {
  try {
    return await body();
  } finally {
    report(scanLogs(label, logsIn(logsDir)));
  }
}
