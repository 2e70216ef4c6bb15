import { afterEach, describe, expect, it, vi } from 'vitest';
import { CmsError } from '@/lib/cms/errors';
import { setProcessSlot } from '@/lib/process-slots';
import { freshRequestState, publishTestFrontDoor } from '../../tests/support/front-door-context';
import { log } from './log';

// The line's shape and its mask are @horizon/shared/log-line's (tested there); these check the
// site's log writes through it, with the site's own request ids.

afterEach(() => {
  vi.restoreAllMocks();
  setProcessSlot('frontDoor', undefined);
});

describe('log', () => {
  const written = () => {
    const lines: string[] = [];
    for (const level of ['info', 'warn', 'error'] as const)
      vi.spyOn(console, level).mockImplementation((line: string) => void lines.push(line));
    return lines;
  };

  it("redacts the site's errors as they are written (a CmsError's text)", () => {
    const lines = written();
    log('error', 'lead not delivered', {
      error: new CmsError('lead delivery', 'POST /leads', 400, 'awa@example.com is taken'),
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('awa@');
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 'error',
      msg: 'lead not delivered',
      error: { status: 400, text: '[email] is taken' },
    });
  });

  it('writes a line without personal data as it is', () => {
    const lines = written();
    log('info', 'lead delivered', { key: 'a'.repeat(64), documentId: 'x1y2z3', queuedAt: '2026-03-14T09:26:53.589Z' });
    expect(lines).toEqual([
      JSON.stringify({
        level: 'info',
        msg: 'lead delivered',
        key: 'a'.repeat(64),
        documentId: 'x1y2z3',
        queuedAt: '2026-03-14T09:26:53.589Z',
      }),
    ]);
  });

  it('carries the id of the request it belongs to, after the level and the message', () => {
    const lines = written();
    const { requests } = publishTestFrontDoor();
    requests.run(freshRequestState({ requestId: 'request-1234' }), () =>
      log('warn', 'lead for ＭＡＲＩＥ＠example．fr failed', { leadId: 42 }),
    );
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(Object.keys(line)).toEqual(['level', 'msg', 'requestId', 'leadId']);
    expect(line).toEqual({ level: 'warn', msg: 'lead for [email] failed', requestId: 'request-1234', leadId: 42 });
  });
});
