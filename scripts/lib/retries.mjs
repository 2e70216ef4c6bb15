// What `npm test` makes of a test that passed on its second try (apps/web/vitest.config.ts gives
// integration and browser tests one): a failure, unless the test is on the allow-list of tests
// known to flake, each with the reason and the date it was added (docs/decisions/test-retries.md).
import { existsSync, readFileSync } from 'node:fs';

const DATE = /^\d{4}-\d\d-\d\d$/;

/**
 * The allow-list: a JSON array of `{ file, name, reason, date }`, `file` from the repository's root
 * and `name` the test's full name as the run prints it. Throws on an entry that lacks any of them:
 * a test allowed to flake must say why and since when.
 */
export function readAllowList(path) {
  if (!existsSync(path)) return [];
  const entries = JSON.parse(readFileSync(path, 'utf8'));
  if (!Array.isArray(entries)) throw new Error(`${path}: a JSON array of { file, name, reason, date }.`);
  entries.forEach((entry, index) => {
    const problems = [
      ...['file', 'name', 'reason'].filter((key) => typeof entry?.[key] !== 'string' || entry[key].trim() === ''),
      ...(typeof entry?.date === 'string' && DATE.test(entry.date) ? [] : ['date (YYYY-MM-DD)']),
    ];
    if (problems.length > 0) throw new Error(`${path}, entry ${index + 1}: missing or empty ${problems.join(', ')}.`);
  });
  return entries;
}

const NOT_RUN = 'did not run: a hook of its file or suite failed (its error is in the log above)';
const OUTSIDE_TESTS = 'failed outside its tests: a hook or an import (its error is in the log above)';

/**
 * The first line of a test's first error. Vitest's error for a test that ran past its time limit
 * reaches the JSON report as a bare `Error: STACK_TRACE_ERROR`: it is named for what it was.
 */
function firstLine(test) {
  const line = (test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300);
  if (line !== 'Error: STACK_TRACE_ERROR') return line;
  return `ran past its time limit (stopped after ${Math.round((test.duration ?? 0) / 1000)} s)`;
}

/**
 * Sorts the tests of one Vitest JSON report: `failed` (failed every try, or passed only on a retry
 * without being allowed to) and `allowed` (passed on a retry, and on the list). Vitest keeps the
 * errors of the tries that failed on a test that then passed: that is how a retry shows.
 * A file Vitest marks failed for what is not a test (a `beforeAll` past its time, an import that
 * throws) leaves its tests skipped and says nothing more in the report: each of them is failed
 * here, as not run, so that the summary names them; a file with no test to name is one item.
 * `relativeFile` turns the report's absolute paths into the list's. Each item: `{ file, name, why,
 * retried }`, `why` the first line of the first error (or the time limit it ran past).
 */
export function sortResults(report, allowList, relativeFile) {
  const failed = [];
  const allowed = [];
  for (const file of report.testResults ?? []) {
    const tests = file.assertionResults ?? [];
    const path = relativeFile(file.name);
    for (const test of tests) {
      const retried = test.status !== 'failed' && (test.failureMessages?.length ?? 0) > 0;
      if (test.status !== 'failed' && !retried) continue;
      const item = { file: path, name: test.fullName, why: firstLine(test), retried };
      const onList = allowList.some((entry) => entry.file === item.file && entry.name === item.name);
      (retried && onList ? allowed : failed).push(item);
    }
    if (file.status !== 'failed') continue;
    const notRun = tests.filter((test) => test.status === 'skipped' || test.status === 'pending');
    for (const test of notRun) failed.push({ file: path, name: test.fullName, why: NOT_RUN, retried: false });
    if (notRun.length === 0 && !tests.some((test) => test.status === 'failed'))
      failed.push({
        file: path,
        name: '(the file)',
        why: file.message?.split('\n')[0] || OUTSIDE_TESTS,
        retried: false,
      });
  }
  return { failed, allowed };
}
