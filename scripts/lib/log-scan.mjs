// After each pass of `npm test`: no log line of either app may hold an e-mail address, whatever
// path a test took (docs/privacy.md, "Logs"). The pattern is the one the site's log redacts with.
import { existsSync, readFileSync } from 'node:fs';
import { emailAddresses } from '../../apps/web/src/lib/personal-data-patterns.mjs';

/** How many line numbers a failure names, and how many of those lines it shows (redacted). */
const NUMBERED = 20;
const SHOWN = 3;

/** The lines of `text` that hold something shaped like an e-mail address: their number (from 1) and text. */
export function linesWithEmailAddresses(text) {
  return text
    .split(/\r?\n/)
    .flatMap((line, index) => (emailAddresses().test(line) ? [{ number: index + 1, text: line }] : []));
}

/** A line as the failure shows it: each address replaced, cut to a readable length. */
const redacted = (line) => {
  const text = line.replace(emailAddresses(), '[email]');
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
};

/**
 * One entry for the run's failures per log that holds an address: the log's name, the numbers of
 * its lines that do, and the first few of them with each address replaced by `[email]`, never the
 * address itself (the run's output is a log too). `logs` maps a name to a file; a file that does
 * not exist (a service that never started) is skipped.
 */
export function scanLogs(label, logs) {
  return Object.entries(logs).flatMap(([name, file]) => {
    if (!existsSync(file)) return [];
    const lines = linesWithEmailAddresses(readFileSync(file, 'utf8'));
    if (lines.length === 0) return [];
    const numbers = lines
      .slice(0, NUMBERED)
      .map((line) => line.number)
      .join(', ');
    const more = lines.length > NUMBERED ? ` and ${lines.length - NUMBERED} more` : '';
    const shown = lines.slice(0, SHOWN).map((line) => `\n    ${line.number}: ${redacted(line.text)}`);
    return [
      `[${label}] ${name}: an e-mail address on ${lines.length === 1 ? 'line' : 'lines'} ${numbers}${more} (no log line may hold one)${shown.join('')}`,
    ];
  });
}
