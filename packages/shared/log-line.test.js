import { afterEach, describe, expect, it, vi } from 'vitest';
import { logLine, writeLogLine } from './log-line.js';

// Both apps write their log through this module (apps/web/src/lib/log.ts, apps/cms/src/utils/log.ts),
// and `npm test` scans both logs for personal data (scripts/lib/log-scan-patterns.mjs).

afterEach(() => vi.restoreAllMocks());

const people = [
  'marie.dupont@example.fr',
  'ＭＡＲＩＥ＠example．fr',
  'amina%40example.sn',
  'jo+promo@sub.example.co.uk',
  'ñandú@correo.example.ar',
  '+33 6 12 34 56 78',
  '+221.77.123.45.67',
  '+8613800138000',
];
const noPeople = ['tool@1.2.3', 'an @ sign', '+33', 'lead 42 delivered', '2026-11-28T07:00:00.000Z'];

describe('logLine', () => {
  it('is level, message, request id, trace id, then the fields; masks at any depth', () => {
    for (const level of ['info', 'warn', 'error']) {
      const fields = {
        leadId: 42,
        attempt: 2,
        delivered: false,
        reason: `refused ${people[0]} and ${people[5]}`,
        nested: { list: [...people, ...noPeople], at: new Date(Date.UTC(2026, 10, 28, 7)) },
      };
      const line = logLine(level, `lead for ${people[1]} failed`, fields, {
        requestId: 'request-1234',
        traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
      });
      const parsed = JSON.parse(line);
      expect(Object.keys(parsed).slice(0, 4)).toEqual(['level', 'msg', 'requestId', 'traceId']);
      expect(parsed).toMatchObject({
        level,
        msg: 'lead for [email] failed',
        requestId: 'request-1234',
        traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
        leadId: 42,
        attempt: 2,
        delivered: false,
        reason: 'refused [email] and [phone]',
        nested: { at: '2026-11-28T07:00:00.000Z' },
      });
      for (const person of people) expect(line).not.toContain(person);
      for (const kept of noPeople) expect(line).toContain(kept);
    }
  });

  it('redacts every string of a line, in nested objects, arrays and what `toJSON` gives', () => {
    const error = { toJSON: () => ({ status: 400, text: 'awa@example.com is taken' }) };
    const line = logLine('error', 'refused awa@example.com', {
      reason: { text: 'phone +33 6 12 34 56 78 is taken', fields: ['email', 'awa@example.com'] },
      deep: [{ to: ['Awa <awa@example.com>'] }],
      error,
      count: 2,
      ok: true,
      none: null,
    });
    expect(line).not.toMatch(/awa@|612 34/);
    expect(JSON.parse(line)).toEqual({
      level: 'error',
      msg: 'refused [email]',
      reason: { text: 'phone [phone] is taken', fields: ['email', '[email]'] },
      deep: [{ to: ['Awa <[email]>'] }],
      error: { status: 400, text: '[email] is taken' },
      count: 2,
      ok: true,
      none: null,
    });
  });

  it('writes a line without personal data, request or trace as it is', () => {
    const fields = { key: 'a'.repeat(64), documentId: 'x1y2z3', queuedAt: '2026-03-14T09:26:53.589Z' };
    expect(logLine('info', 'lead delivered', fields, { requestId: undefined, traceId: '' })).toBe(
      JSON.stringify({ level: 'info', msg: 'lead delivered', ...fields }),
    );
    expect(logLine('info', 'started')).toBe('{"level":"info","msg":"started"}');
  });

  it("masks with the app's own redaction when it gives one", () => {
    const redact = (text) => text.replace(/insert into .* - /, '[query] - ');
    expect(JSON.parse(logLine('error', 'insert into leads values (1) - failed', {}, { redact })).msg).toBe(
      '[query] - failed',
    );
  });
});

describe('writeLogLine', () => {
  it('writes the line with console[level]: warnings and errors go to the error stream', () => {
    for (const level of ['info', 'warn', 'error']) {
      const written = [];
      vi.spyOn(console, level).mockImplementation((line) => void written.push(line));
      writeLogLine(level, 'lead for awa@example.com delivered', { leadId: 42 }, { requestId: 'r-1' });
      expect(written).toEqual([
        logLine(level, 'lead for awa@example.com delivered', { leadId: 42 }, { requestId: 'r-1' }),
      ]);
    }
  });
});
