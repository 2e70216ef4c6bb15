import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { readAllowList, sortResults, type VitestJsonReport } from '../../../../scripts/lib/retries.mjs';

// What `npm test` (scripts/test.mjs) makes of Vitest's JSON report: a test that passed only on its
// second try fails the run, unless it is on the allow-list (docs/decisions/test-retries.md).

const dir = mkdtempSync(join(tmpdir(), 'allow-list-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const listFile = (entries: unknown) => {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(entries));
  return file;
};

const report: VitestJsonReport = {
  testResults: [
    {
      name: '/repo/apps/web/tests/e2e/a.test.ts',
      assertionResults: [
        { fullName: 'a passes', status: 'passed', failureMessages: [] },
        { fullName: 'a flakes', status: 'passed', failureMessages: ['Error: first try\n    at a.test.ts:1'] },
        { fullName: 'a fails', status: 'failed', failureMessages: ['Error: one', 'Error: two'] },
      ],
    },
    {
      name: '/repo/apps/web/tests/e2e/b.test.ts',
      assertionResults: [
        { fullName: 'b flakes', status: 'passed', failureMessages: ['AssertionError: late'] },
        {
          fullName: 'b times out',
          status: 'failed',
          duration: 150_012.4,
          failureMessages: ['Error: STACK_TRACE_ERROR\n    at task (runner/index.js:796:27)'],
        },
      ],
    },
  ],
};
const relative = (path: string) => path.replace('/repo/', '');
const allowed = {
  file: 'apps/web/tests/e2e/b.test.ts',
  name: 'b flakes',
  reason: 'Chromium drops a frame',
  date: '2026-11-26',
};

describe('a test that passed on its second try', () => {
  it('fails the run, with the error of its first try', () => {
    const { failed, allowed: kept } = sortResults(report, [], relative);
    expect(failed).toEqual([
      { file: 'apps/web/tests/e2e/a.test.ts', name: 'a flakes', why: 'Error: first try', retried: true },
      { file: 'apps/web/tests/e2e/a.test.ts', name: 'a fails', why: 'Error: one', retried: false },
      { file: 'apps/web/tests/e2e/b.test.ts', name: 'b flakes', why: 'AssertionError: late', retried: true },
      {
        file: 'apps/web/tests/e2e/b.test.ts',
        name: 'b times out',
        why: 'ran past its time limit (stopped after 150 s)',
        retried: false,
      },
    ]);
    expect(kept).toEqual([]);
  });

  it('does not fail it when the allow-list names its file and name', () => {
    const { failed, allowed: kept } = sortResults(report, [allowed], relative);
    expect(failed.map((test) => test.name)).toEqual(['a flakes', 'a fails', 'b times out']);
    expect(kept.map((test) => test.name)).toEqual(['b flakes']);
  });

  it('the allow-list never excuses a test that failed both tries, nor one of another file', () => {
    const list = [
      { ...allowed, file: 'apps/web/tests/e2e/a.test.ts', name: 'a fails' },
      { ...allowed, file: 'apps/web/tests/e2e/other.test.ts', name: 'a flakes' },
    ];
    expect(sortResults(report, list, relative).failed.map((test) => test.name)).toEqual([
      'a flakes',
      'a fails',
      'b flakes',
      'b times out',
    ]);
  });
});

describe('a file Vitest failed outside its tests', () => {
  const hookFailed: VitestJsonReport = {
    testResults: [
      {
        name: '/repo/apps/web/tests/integration/outage.test.ts',
        status: 'failed',
        message: '',
        assertionResults: [
          { fullName: 'outage answers 503', status: 'skipped', failureMessages: [] },
          { fullName: 'outage answers 504', status: 'skipped', failureMessages: [] },
        ],
      },
      { name: '/repo/apps/web/tests/integration/broken.test.ts', status: 'failed', message: '', assertionResults: [] },
      {
        name: '/repo/apps/web/tests/integration/fine.test.ts',
        status: 'passed',
        assertionResults: [{ fullName: 'a skipped test of a file that passed', status: 'skipped' }],
      },
    ],
  };

  it('fails each test its failed hook kept from running, and a file with no test as one item', () => {
    const { failed } = sortResults(hookFailed, [], relative);
    expect(failed.map(({ file, name }) => `${file} > ${name}`)).toEqual([
      'apps/web/tests/integration/outage.test.ts > outage answers 503',
      'apps/web/tests/integration/outage.test.ts > outage answers 504',
      'apps/web/tests/integration/broken.test.ts > (the file)',
    ]);
    expect(failed[0]?.why).toMatch(/did not run: a hook/);
    expect(failed[2]?.why).toMatch(/failed outside its tests/);
  });
});

describe('the allow-list', () => {
  it('is empty when there is no file', () => {
    expect(readAllowList(join(dir, 'none.json'))).toEqual([]);
  });

  it('wants a reason and a date for each test', () => {
    expect(readAllowList(listFile([allowed]))).toEqual([allowed]);
    expect(() => readAllowList(listFile([{ ...allowed, reason: ' ' }]))).toThrow(/entry 1: missing or empty reason/);
    expect(() => readAllowList(listFile([allowed, { ...allowed, date: 'yesterday' }]))).toThrow(
      /entry 2: missing or empty date/,
    );
    expect(() => readAllowList(listFile({ tests: [] }))).toThrow(/a JSON array/);
  });

  it('of this repository is valid', () => {
    expect(() => readAllowList(join(__dirname, '../flaky-allowlist.json'))).not.toThrow();
  });
});

describe('a real Vitest report', () => {
  it('shows a test that failed once and passed on its second try as failed, with its first error', () => {
    // A run of Vitest itself, on a test that fails its first try only, read as `npm test` reads it.
    const project = mkdtempSync(join(dir, 'vitest-run-'));
    writeFileSync(
      join(project, 'once.test.js'),
      [
        'let tries = 0;',
        "it('fails once', { retry: 1 }, () => {",
        '  tries += 1;',
        "  if (tries === 1) throw new Error('first try');",
        '});',
        "it('passes', () => {});",
      ].join('\n'),
    );
    const reportFile = join(project, 'report.json');
    execFileSync(
      fileURLToPath(new URL('../../node_modules/.bin/vitest', import.meta.url)),
      ['run', '--root', project, '--globals', '--reporter=json', `--outputFile=${reportFile}`],
      { stdio: 'ignore', env: { ...process.env, VITEST: undefined, NODE_ENV: 'test' } },
    );
    const real = JSON.parse(readFileSync(reportFile, 'utf8')) as VitestJsonReport;
    const { failed, allowed: kept } = sortResults(real, [], (path) => path.replace(`${project}/`, ''));
    expect(failed).toEqual([{ file: 'once.test.js', name: 'fails once', why: 'Error: first try', retried: true }]);
    expect(kept).toEqual([]);
    const onList = { file: 'once.test.js', name: 'fails once', reason: 'known', date: '2026-11-28' };
    expect(sortResults(real, [onList], (path) => path.replace(`${project}/`, '')).allowed).toHaveLength(1);
  });
});
