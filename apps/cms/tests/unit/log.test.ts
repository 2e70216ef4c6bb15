import { afterEach, describe, expect, it, vi } from 'vitest';
import { log } from '../../src/utils/log';
import { withRequestId } from '../../src/utils/request-id';

// The line's shape and its mask of addresses and phone numbers are both apps'
// (packages/shared/log-line.test.js); these check the CMS writes through it, with its own request
// ids and its own mask of a query's values.

afterEach(() => vi.restoreAllMocks());

function written(level: 'info' | 'warn' | 'error', write: () => void): Record<string, unknown> {
  const lines: string[] = [];
  vi.spyOn(console, level).mockImplementation((line: string) => void lines.push(line));
  write();
  expect(lines).toHaveLength(1);
  return JSON.parse(lines[0]!) as Record<string, unknown>;
}

describe("the CMS's log", () => {
  it('carries the id of the request it belongs to, after the level and the message', () => {
    const line = written('warn', () =>
      withRequestId('request-1234', () => log('warn', 'lead for ＭＡＲＩＥ＠example．fr failed', { leadId: 42 })),
    );
    expect(Object.keys(line)).toEqual(['level', 'msg', 'requestId', 'leadId']);
    expect(line).toEqual({ level: 'warn', msg: 'lead for [email] failed', requestId: 'request-1234', leadId: 42 });
  });

  it("masks a query's values, in the message as in the fields, besides addresses and phone numbers", () => {
    const failed =
      "insert into `leads` (`name`, `email`) values ('Awa Diop', 'awa@example.com') - UNIQUE constraint failed";
    const line = written('error', () =>
      log('error', failed, { error: { message: failed }, phone: '+33 6 12 34 56 78' }),
    );
    expect(line).toEqual({
      level: 'error',
      msg: '[query] - UNIQUE constraint failed',
      error: { message: '[query] - UNIQUE constraint failed' },
      phone: '[phone]',
    });
  });
});
