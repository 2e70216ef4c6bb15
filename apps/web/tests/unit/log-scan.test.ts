import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ALLOWED, personalData, personalDataIn } from '../../../../scripts/lib/log-scan-patterns.mjs';
import { linesWithPersonalData, logsIn, scanLogs, scanningLogs } from '../../../../scripts/lib/log-scan.mjs';
import { redactPersonalData } from '@horizon/shared/redact-personal-data';

// What `npm test` (scripts/test.mjs) does with the logs of each pass: a line that holds personal
// data fails the run, named by its log and number, without the data. The scan's pattern is its
// own, broader than the redaction's, so that it sees what the redaction lets through.

const dir = mkdtempSync(join(tmpdir(), 'log-scan-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const logFile = (name: string, lines: string[]) => {
  const file = join(dir, name);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
};

// Lines a pass's processes write, with what only looks like personal data.
const clean = [
  '[2026-03-14 09:26:53.589] info: Strapi started successfully',
  '{"level":"info","msg":"request","method":"GET","path":"/formations","status":200,"ms":41}',
  '{"level":"info","msg":"lead delivered","key":"3f79bb7b435b05321651daefd374cdc681dc06faa65e374e38337b88ca046dea"}',
  '[2026-03-14 09:26:54.002] http: POST /api/leads (1234 ms) 201',
  '{"level":"error","msg":"mail not sent","to":"[email]","phone":"[phone]"}',
  // npm's package@version, as its warnings name a package.
  'npm warn EBADENGINE package: @puppeteer/browsers@3.2.6',
  '@strapi/strapi@5.33.0 and next@16.4.6-canary.1',
  // A database's address, with its user (and a password) before the host's IP address.
  'connecting to postgres://strapi@127.0.0.1:5437/horizon',
  'postgres://strapi:s3cr3t@127.0.0.1:5437/horizon',
  // The allowed addresses (ALLOWED), where they appear.
  'ts=2026-11-29T17:42:41.357Z caller=main.go:556 level=info build_context="(go=go1.19.8, platform=linux/amd64, user=team+pkg-go@tracker.debian.org, date=20260604-00:58:54)"',
  'npm error command git --no-replace-objects ls-remote ssh://git@github.com/horizon/tool.git',
  // PostgreSQL, Varnish, times with their offset, numbers that are no phone.
  '2026-11-29 17:42:41.357 UTC [4242] LOG:  database system is ready to accept connections',
  'Debug: Child (4243) said Child starts',
  '2026-03-14T09:26:53+02:00 answered in 1234 ms',
  '+123456 is too short for a phone',
];

// Each form a log may carry an address or a phone number in; those after the first ones the site's
// redaction lets through.
const caught = [
  'awa@example.com',
  '{"level":"info","msg":"mail sent","to":"Awa.Diop+MBA@Example.COM"}',
  'insert into "leads" ("email") values (\'s\u00e9ne@\u00e9xample.fr\') - UNIQUE constraint failed',
  '\uff41wa\uff20example.com',
  'GET /admissions/privacy?email=awa%40example.com (3 ms) 200',
  // PostgreSQL's DETAIL of a unique key's violation.
  '2026-11-29 17:42:41.357 UTC [4242] DETAIL:  Key (email)=(awa.diop@example.com) already exists.',
  // No dot in the domain, or a comma for one.
  'awa.diop@example',
  'admin@localhost',
  'awa@gmail,com',
  // `@` escaped: HTML (once or twice), JavaScript or JSON (once or twice), percent-encoded twice.
  'awa&#64;example.com',
  'awa&#x40;example.com',
  'awa&commat;example.com',
  'awa&amp;#64;example.com',
  'awa\\u0040example.com',
  'awa\\\\u0040example.com',
  'awa\\x40example.com',
  'awa%2540example.com',
  'awa@163.com',
  // Phone numbers: as the redaction sees them, and as it does not.
  '+33612345678',
  'phone +33 6 12 34 56 78 given',
  '+1-202-555-0143',
  '+33.6.12.34.56.78',
  '+44\u00a020\u00a07946\u00a00958',
  '+33 (0)6 12 34 56 78',
  '?phone=%2B33612345678',
  '&#43;33612345678',
  '\\u002b33612345678',
];

describe('linesWithPersonalData', () => {
  it('finds nothing in the lines the processes write, nor in the allowed addresses', () => {
    expect(linesWithPersonalData(clean.join('\n'))).toEqual([]);
  });

  it.each(caught)('finds %j', (line) => {
    expect(linesWithPersonalData(['x', line, 'y'].join('\n')).map((found) => found.number)).toEqual([2]);
  });

  it('sees everything the site would redact (ALLOWED aside), and nothing once it has', () => {
    const redacted = [...caught, ...clean].filter((text) => redactPersonalData(text) !== text);
    expect(redacted.length).toBeGreaterThan(10);
    for (const line of redacted) {
      expect(personalData().test(line), line).toBe(true);
      expect(personalDataIn(redactPersonalData(line)), line).toEqual([]);
    }
  });
});

describe('ALLOWED', () => {
  it.each(ALLOWED)('allows $text, which the pattern would find, and says why', ({ text, why }) => {
    expect(why).not.toBe('');
    expect(text.match(personalData())).toEqual([text]);
    expect(personalDataIn(`a line with ${text.toUpperCase()} in it`)).toEqual([]);
  });
});

describe('logsIn', () => {
  it("lists every log of a pass's folder, its instances' included, by its path there", () => {
    const pass = join(dir, 'pass');
    for (const name of ['cms.log', 'web.log', 'seed.log', 'postgres.log', 'redis.log', 'varnish.log'])
      logFile(join('pass', name), clean);
    logFile('pass/instances/site-3101.log', clean);
    logFile('pass/instances/alerts-prometheus.log', clean);
    logFile('pass/outbox/lead.json', ['{"email":"awa@example.com"}']);
    expect(logsIn(pass)).toEqual({
      'cms.log': join(pass, 'cms.log'),
      'instances/alerts-prometheus.log': join(pass, 'instances/alerts-prometheus.log'),
      'instances/site-3101.log': join(pass, 'instances/site-3101.log'),
      'postgres.log': join(pass, 'postgres.log'),
      'redis.log': join(pass, 'redis.log'),
      'seed.log': join(pass, 'seed.log'),
      'varnish.log': join(pass, 'varnish.log'),
      'web.log': join(pass, 'web.log'),
    });
    expect(logsIn(join(dir, 'never-made'))).toEqual({});
  });
});

describe('scanLogs', () => {
  it('says nothing of clean logs, nor of a log never written', () => {
    expect(scanLogs('SQLite', { 'cms.log': logFile('clean.log', clean), 'web.log': join(dir, 'none.log') })).toEqual(
      [],
    );
  });

  it('names the log and its lines, shows a few redacted, and never writes the data', () => {
    const lines = [...clean, ...Array.from({ length: 25 }, (_, n) => `{"msg":"mail sent","to":"awa${n}@example.com"}`)];
    const [failure, ...others] = scanLogs('PostgreSQL', {
      'cms.log': logFile('cms.log', lines),
      'web.log': logFile('web.log', clean),
    });
    expect(others).toEqual([]);
    expect(failure).toMatch(/^\[PostgreSQL\] cms\.log: personal data on lines 16, 17, 18, .*, 35 and 5 more /);
    expect(failure).toContain('\n    16: {"msg":"mail sent","to":"[personal data]"}');
    expect(failure).not.toMatch(/awa|example\.com/);
  });

  it('reads PostgreSQL\'s log in a pass\'s folder, and says "line" for one', () => {
    const pass = join(dir, 'postgres-pass');
    logFile('postgres-pass/cms.log', clean);
    logFile('postgres-pass/postgres.log', [
      '2026-11-29 17:42:41.357 UTC [4242] ERROR:  duplicate key value violates unique constraint "prospects_email_unique"',
      '2026-11-29 17:42:41.357 UTC [4242] DETAIL:  Key (email)=(awa.diop@example.com) already exists.',
    ]);
    expect(scanLogs('PostgreSQL', logsIn(pass))).toEqual([
      '[PostgreSQL] postgres.log: personal data on line 2 (no log line may hold any)\n    2: 2026-11-29 17:42:41.357 UTC [4242] DETAIL:  Key (email)=([personal data]) already exists.',
    ]);
  });
});

describe('scanningLogs', () => {
  const pass = join(dir, 'crashed-pass');
  logFile('crashed-pass/web.log', [...clean, '{"msg":"lead refused","to":"awa@example.com"}']);

  it("searches a pass's logs after it ended, and answers what it answered", async () => {
    const reports: string[][] = [];
    await expect(
      scanningLogs(
        'SQLite',
        pass,
        () => Promise.resolve(42),
        (found) => reports.push(found),
      ),
    ).resolves.toBe(42);
    expect(reports).toEqual([[expect.stringMatching(/^\[SQLite\] web\.log: personal data on line 16 /)]]);
  });

  it('searches them after a crash too, and still throws the crash', async () => {
    const reports: string[][] = [];
    const crash = () => Promise.reject(new Error('vitest run exited with 1'));
    await expect(scanningLogs('SQLite', pass, crash, (found) => reports.push(found))).rejects.toThrow(
      'vitest run exited with 1',
    );
    expect(reports).toEqual([[expect.stringMatching(/^\[SQLite\] web\.log: personal data on line 16 /)]]);
  });
});
