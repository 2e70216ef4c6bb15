import { afterEach, describe, expect, it, vi } from 'vitest';
import { CmsError } from '@/lib/cms/errors';
import { log } from './log';
import { redactPersonalData } from './redact-personal-data';

afterEach(() => vi.restoreAllMocks());

describe('redactPersonalData', () => {
  it.each([
    ['awa.diop@example.com', '[email]'],
    ['lead from Awa.Diop+MBA@Example.COM refused', 'lead from [email] refused'],
    ['sène.ñoño@éxample.fr', '[email]'],
    ['\u0130lker@\u00f6rnek.com.tr, jos\u00e9@example.org', '[email], [email]'],
    // Full-width letters and @, as a visitor's keyboard may type them.
    ['\uff41wa\uff20example.com', '[email]'],
    // Written into a URL.
    ['GET /admissions/privacy?email=awa.diop%40example.com&x=1', 'GET /admissions/privacy?email=[email]&x=1'],
    ['"to":"<awa@example.com>"', '"to":"<[email]>"'],
    ['the end: awa@example.com.', 'the end: [email].'],
  ])('replaces the address in %j', (text, redacted) => {
    expect(redactPersonalData(text)).toBe(redacted);
  });

  it.each([
    ['+33612345678', '[phone]'],
    ['phone +33 6 12 34 56 78 given', 'phone [phone] given'],
    ['+1-202-555-0143', '[phone]'],
    ['+33.6.12.34.56.78', '[phone]'],
    ['+44\u00a020\u00a07946\u00a00958', '[phone]'],
    ['+2217712345', '[phone]'],
  ])('replaces the phone number in %j', (text, redacted) => {
    expect(redactPersonalData(text)).toBe(redacted);
  });

  it.each([
    '2026-03-14T09:26:53.589Z',
    '2026-03-14T09:26:53+02:00',
    'answered in 1234 ms',
    '3f79bb7b435b05321651daefd374cdc681dc06faa65e374e38337b88ca046dea',
    'http://127.0.0.1:3100/api/revalidate?tags=cms:course:fr',
    'https://www.example.org/formations/mba-finance',
    '@strapi/strapi@5.33.0 and next@16.4.6-canary.1',
    '+123456 is too short for a phone',
    'lead refused: {"form":"contact","reason":"fields","errors":{"email":"email","phone":"phone"}}',
    'the address [email] is already redacted',
  ])('leaves %j as it is', (text) => {
    expect(redactPersonalData(text)).toBe(text);
  });
});

describe('log', () => {
  const written = () => {
    const lines: string[] = [];
    for (const level of ['info', 'warn', 'error'] as const)
      vi.spyOn(console, level).mockImplementation((line: string) => void lines.push(line));
    return lines;
  };

  it('redacts every string of a line, in nested objects, arrays and errors', () => {
    const lines = written();
    log('error', 'refused awa@example.com', {
      reason: { text: 'phone +33 6 12 34 56 78 is taken', fields: ['email', 'awa@example.com'] },
      deep: [{ to: ['Awa <awa@example.com>'] }],
      error: new CmsError('lead delivery', 'POST /leads', 400, 'awa@example.com is taken'),
      count: 2,
      ok: true,
      none: null,
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(/awa@|612 34/);
    expect(JSON.parse(lines[0]!)).toMatchObject({
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
});
