import { describe, expect, it } from 'vitest';
import { currencyName, formatDate, formatDateRange, formatMoney, parisDateTime, teaser, zonedDateTime } from './format';

describe('teaser', () => {
  it('keeps a short text whole', () => {
    expect(teaser('Un bachelor en trois ans.', 170)).toBe('Un bachelor en trois ans.');
  });

  it('cuts a long text at a word, without trailing punctuation, and ends it with an ellipsis', () => {
    const text = 'Assurez la navigabilité des avions, en maîtrisant leurs systèmes et les procédures.';
    expect(teaser(text, 40)).toBe('Assurez la navigabilité des avions, en…');
    expect(teaser(text, 36)).toBe('Assurez la navigabilité des avions…');
  });

  it('cuts a text without spaces at the limit', () => {
    expect(teaser('x'.repeat(50), 10)).toBe(`${'x'.repeat(10)}…`);
  });
});

describe('formatDateRange', () => {
  it('writes the days of an event in Paris, once when it starts and ends the same day', () => {
    expect(formatDateRange('fr', '2026-12-20T08:00:00Z', '2026-12-21T16:00:00Z')).toBe('20–21 décembre 2026');
    expect(formatDateRange('en', '2026-12-07T08:00:00Z', '2026-12-07T15:00:00Z')).toBe('7 December 2026');
    expect(formatDateRange('en', '2026-12-07T08:00:00Z', null)).toBe('7 December 2026');
  });

  it('counts days in Paris time, not in UTC', () => {
    // 23:30 UTC on 31 December is already New Year's Day in Paris.
    expect(formatDateRange('fr', '2026-12-31T23:30:00Z')).toBe('1er janvier 2027');
  });

  it('writes the first of a month as French does, 1er, and English as is', () => {
    expect(formatDateRange('fr', '2027-06-01T08:00:00Z', '2027-06-02T08:00:00Z')).toBe('1er–2 juin 2027');
    // Intl puts thin spaces around the dash of two months.
    expect(formatDateRange('fr', '2027-05-31T08:00:00Z', '2027-06-01T08:00:00Z')).toMatch(/^31 mai\s–\s1er juin 2027$/);
    expect(formatDateRange('fr', '2027-06-11T08:00:00Z')).toBe('11 juin 2027');
    expect(formatDateRange('en', '2027-06-01T08:00:00Z')).toBe('1 June 2027');
  });
});

describe('formatDate', () => {
  it('writes the first of a month as French does, with the time in Paris', () => {
    expect(formatDate('fr', '2027-06-01T10:00:00Z')).toBe('1er juin 2027');
    expect(formatDate('fr', '2027-06-01T10:00:00Z', true)).toBe('1er juin 2027 à 12:00');
    expect(formatDate('fr', '2027-06-21T10:00:00Z')).toBe('21 juin 2027');
    expect(formatDate('en', '2027-06-01T10:00:00Z')).toBe('1 June 2027');
  });
});

describe('parisDateTime', () => {
  it.each([
    ['2026-12-03T17:00:00.000Z', '2026-12-03T18:00:00+01:00'],
    ['2026-07-14T20:30:00Z', '2026-07-14T22:30:00+02:00'],
    // The night the clocks go back: 00:30 UTC is still summer time, 01:30 UTC is winter time.
    ['2026-10-25T00:30:00Z', '2026-10-25T02:30:00+02:00'],
    ['2026-10-25T01:30:00Z', '2026-10-25T02:30:00+01:00'],
    ['2026-12-31T23:15:00Z', '2027-01-01T00:15:00+01:00'],
  ])('writes %s as %s', (iso, paris) => {
    expect(parisDateTime(iso)).toBe(paris);
    expect(Date.parse(parisDateTime(iso))).toBe(Date.parse(iso));
  });
});

describe('an event held abroad, on its place’s clock', () => {
  it('gives its days and its schema.org times there', () => {
    // 23:30 in Paris on 31 December is already 1 January in Ho Chi Minh City (UTC+7).
    expect(formatDateRange('fr', '2026-12-31T22:30:00Z', null, 'Asia/Ho_Chi_Minh')).toBe('1er janvier 2027');
    expect(formatDateRange('en', '2026-12-31T22:30:00Z')).toBe('31 December 2026');
    expect(zonedDateTime('2027-04-23T02:00:00Z', 'Asia/Ho_Chi_Minh')).toBe('2027-04-23T09:00:00+07:00');
    expect(formatDate('fr', '2027-04-23T02:00:00Z', true, 'Asia/Ho_Chi_Minh')).toBe('23 avril 2027 à 09:00');
  });
});

describe('amounts in a student’s currency', () => {
  const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');
  it('groups them as the student’s country reads them in the page’s language', () => {
    expect(formatMoney('en', 2270066, 'INR', 'IN')).toBe('₹22,70,066');
    expect(formatMoney('en', 2270066, 'INR')).toBe('₹2,270,066');
    expect(plain(formatMoney('fr', 2270066, 'XOF', 'SN'))).toBe('2 270 066 F CFA');
    // ICU has no French for India: French symbols, India's groups (3, then 2s).
    expect(plain(formatMoney('fr', 2270066, 'INR', 'IN'))).toBe('22 70 066 ₹');
    expect(plain(formatMoney('fr', 122270066, 'INR', 'IN'))).toBe('12 22 70 066 ₹');
    expect(plain(formatMoney('fr', 1000, 'INR', 'IN'))).toBe('1 000 ₹');
    expect(plain(formatMoney('fr', 999, 'INR', 'IN'))).toBe('999 ₹');
    expect(plain(formatMoney('fr', 2270066, 'MAD', 'MA'))).toBe('2.270.066 MAD');
    expect(plain(formatMoney('fr', 2270066, 'CNY', 'CN'))).toBe('2 270 066 CNY');
    // A region the runtime does not pair with the language: the language's own way.
    expect(plain(formatMoney('fr', 1234, 'BRL', 'ZZ'))).toBe(plain(formatMoney('fr', 1234, 'BRL')));
  });

  it('names a currency as amounts are counted in it', () => {
    expect(currencyName('en', 'INR')).toBe('Indian rupees');
    expect(currencyName('fr', 'INR')).toBe('roupies indiennes');
    expect(currencyName('fr', 'XOF')).toBe('francs CFA (BCEAO)');
  });
});
