import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

vi.mock('next-intl/server', () => import('../support/builtin-translations'));
const { ParisTime } = await import('@/components/time/paris-time');
const { OfficeHours } = await import('@/components/office/office-hours');

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

// The server's HTML, as a visitor without JavaScript (or before it runs) reads it.
describe('a time on a page', () => {
  it('says it is Paris time, and gives the guide country’s time next to it', async () => {
    const html = renderToStaticMarkup(
      await ParisTime({
        iso: '2026-12-03T16:00:00Z',
        locale: 'fr',
        local: { timeZone: 'Africa/Dakar', city: 'Dakar' },
      }),
    );
    expect(html).toContain('<time dateTime="2026-12-03T16:00:00Z">');
    expect(text(html)).toBe('3 décembre 2026 à 17:00 (heure de Paris) · 16:00 à Dakar');
  });

  it('dates the country’s time when its day is not Paris’s, and names no clock it does not know', async () => {
    const late = { iso: '2026-05-31T18:30:00Z', locale: 'en' as const };
    const shanghai = renderToStaticMarkup(
      await ParisTime({ ...late, local: { timeZone: 'Asia/Shanghai', city: 'Shanghai' } }),
    );
    expect(text(shanghai)).toMatch(/^31 May 2026 (at )?20:30 \(Paris time\) · 1 Jun 2026, 02:30 in Shanghai$/);
    const unknown = renderToStaticMarkup(
      await ParisTime({ ...late, local: { timeZone: 'Mars/Olympus', city: 'Olympus' } }),
    );
    expect(text(unknown)).toMatch(/\(Paris time\)$/);
  });
});

describe('the time of an event held abroad', () => {
  const hoChiMinh = { timeZone: 'Asia/Ho_Chi_Minh', city: 'Hô Chi Minh-Ville' };

  it('comes first on its place’s clock, then on Paris’s, without Paris’s date on the same day', async () => {
    // The Ho Chi Minh City fair at 09:00 there: 04:00 in Paris in April (summer time).
    const html = renderToStaticMarkup(
      await ParisTime({ iso: '2027-04-23T02:00:00Z', locale: 'fr', local: hoChiMinh, localFirst: true }),
    );
    expect(html).toContain('<time dateTime="2027-04-23T02:00:00Z">23 avril 2027 à 09:00, heure locale à');
    expect(text(html)).toBe('23 avril 2027 à 09:00, heure locale à Hô Chi Minh-Ville · 04:00 (heure de Paris)');
  });

  it('dates Paris’s time when its day is not the place’s, in English too', async () => {
    const html = renderToStaticMarkup(
      await ParisTime({
        iso: '2027-01-08T22:00:00Z',
        locale: 'en',
        local: { timeZone: 'Asia/Shanghai', city: 'Shanghai' },
        localFirst: true,
      }),
    );
    expect(text(html)).toMatch(
      /^9 January 2027 (at )?06:00, local time in Shanghai · 8 Jan 2027, 23:00 \(Paris time\)$/,
    );
  });

  it('stays on Paris’s clock first for what is not held there (a webinar), and without a known zone', async () => {
    const webinar = renderToStaticMarkup(
      await ParisTime({ iso: '2027-04-23T02:00:00Z', locale: 'fr', local: hoChiMinh }),
    );
    expect(text(webinar)).toBe('23 avril 2027 à 04:00 (heure de Paris) · 09:00 à Hô Chi Minh-Ville');
    const unknown = renderToStaticMarkup(
      await ParisTime({
        iso: '2027-04-23T02:00:00Z',
        locale: 'fr',
        local: { timeZone: 'Mars/Olympus', city: 'Olympus' },
        localFirst: true,
      }),
    );
    expect(text(unknown)).toBe('23 avril 2027 à 04:00 (heure de Paris)');
  });
});

describe('an office’s opening hours', () => {
  const office = { openingHours: 'Monday to Friday, 9 am – 6 pm', timeZone: 'America/Sao_Paulo', city: 'São Paulo' };

  it('name the clock they are given on, and its distance from Paris’s', async () => {
    const html = renderToStaticMarkup(await OfficeHours({ office, locale: 'en' }));
    expect(text(html)).toMatch(
      /^Opening hours: Monday to Friday, 9 am – 6 pm Local time in São Paulo \(UTC-3\) · [45] hours behind Paris$/,
    );
  });

  it('name no clock when the office has no time zone, and nothing when it has no hours', async () => {
    const html = renderToStaticMarkup(await OfficeHours({ office: { ...office, timeZone: null }, locale: 'fr' }));
    expect(text(html)).toBe('Horaires : Monday to Friday, 9 am – 6 pm');
    expect(await OfficeHours({ office: { ...office, openingHours: null }, locale: 'fr' })).toBeNull();
  });
});
