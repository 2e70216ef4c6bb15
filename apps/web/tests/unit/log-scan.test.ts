import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { linesWithEmailAddresses, scanLogs } from '../../../../scripts/lib/log-scan.mjs';
import { redactPersonalData } from '@/lib/redact-personal-data';

// What `npm test` (scripts/test.mjs) does with the logs of each pass: a line that holds an e-mail
// address fails the run, named by its log and number, without the address.

const dir = mkdtempSync(join(tmpdir(), 'log-scan-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const logFile = (name: string, lines: string[]) => {
  const file = join(dir, name);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
};

const clean = [
  '[2026-03-14 09:26:53.589] info: Strapi started successfully',
  '{"level":"info","msg":"request","method":"GET","path":"/formations","status":200,"ms":41}',
  '{"level":"info","msg":"lead delivered","key":"3f79bb7b435b05321651daefd374cdc681dc06faa65e374e38337b88ca046dea"}',
  '[2026-03-14 09:26:54.002] http: POST /api/leads (1234 ms) 201',
  '{"level":"error","msg":"mail not sent","to":"[email]","phone":"[phone]"}',
  'npm warn EBADENGINE package: @puppeteer/browsers@3.2.6',
];

describe('linesWithEmailAddresses', () => {
  it('finds no address in the lines the apps write', () => {
    expect(linesWithEmailAddresses(clean.join('\n'))).toEqual([]);
  });

  it('finds each line with an address, in any form, by its number', () => {
    const text = [
      ...clean.slice(0, 2),
      '{"level":"info","msg":"mail sent","to":"Awa.Diop+MBA@Example.COM"}',
      '[2026-03-14 09:26:54.002] http: GET /admissions/privacy?email=s%C3%A9ne%40example.com (3 ms) 200',
      'insert into "leads" ("email") values (\'s\u00e9ne@\u00e9xample.fr\') - UNIQUE constraint failed',
      '\uff41wa\uff20example.com',
    ].join('\n');
    expect(linesWithEmailAddresses(text).map((line) => line.number)).toEqual([3, 4, 5, 6]);
  });

  it('finds nothing the site would have redacted before writing', () => {
    const line = redactPersonalData('{"msg":"refused","to":"awa@example.com","text":"s\u00e9ne@\u00e9xample.fr"}');
    expect(linesWithEmailAddresses(line)).toEqual([]);
  });
});

describe('scanLogs', () => {
  it('says nothing of clean logs, nor of a log never written', () => {
    expect(scanLogs('SQLite', { 'CMS log': logFile('clean.log', clean), 'site log': join(dir, 'none.log') })).toEqual(
      [],
    );
  });

  it('names the log and its lines, shows a few redacted, and never writes the address', () => {
    const lines = [...clean, ...Array.from({ length: 25 }, (_, n) => `{"msg":"mail sent","to":"awa${n}@example.com"}`)];
    const [failure, ...others] = scanLogs('PostgreSQL', {
      'CMS log': logFile('cms.log', lines),
      'site log': logFile('web.log', clean),
    });
    expect(others).toEqual([]);
    expect(failure).toMatch(/^\[PostgreSQL\] CMS log: an e-mail address on lines 7, 8, 9, .*, 26 and 5 more /);
    expect(failure).toContain('\n    7: {"msg":"mail sent","to":"[email]"}');
    expect(failure).not.toMatch(/@|example\.com/);
  });

  it('says "line" for one', () => {
    expect(scanLogs('SQLite', { 'site log': logFile('one.log', ['x', 'awa@example.com']) })).toEqual([
      '[SQLite] site log: an e-mail address on line 2 (no log line may hold one)\n    2: [email]',
    ]);
  });
});
