import { describe, expect, it } from 'vitest';
import { cms } from '../support/cms';
import { testEnv } from '../support/env';
import { decodeEntities, page } from '../support/site';

/** iCalendar lines, unfolded (a long line continues on the next one after a space). */
const lines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');
const field = (ics: string, name: string) =>
  lines(ics)
    .find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
    ?.replace(/^[^:]*:/, '');
/** An ISO date as iCalendar writes it in UTC: 20270112T160000Z. */
const icsUtc = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
/** iCalendar text values escape commas, semicolons and backslashes. */
const icsText = (text: string) => text.replace(/([,;\\])/g, '\\$1');

describe('add a live to a calendar (.ics)', () => {
  it.each([
    ['/lives', '/calendar/fr/lives/'],
    ['/en/lives', '/calendar/en/lives/'],
  ])('offers the next live on %s as an event at its time, in UTC', async (listPath, filePrefix) => {
    const { html } = await page(listPath);
    const href = new RegExp(`href="(${filePrefix}[^"]+\\.ics)"`).exec(html)?.[1];
    expect(href, 'a link to the next live’s calendar file').toBeTruthy();
    // The next live is the first card; its time is in its <time dateTime>.
    const startsAt = /<time dateTime="([^"]+)"/.exec(html)?.[1];
    const answer = await fetch(new URL(href!, testEnv.webUrl));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.ics"$/);
    const ics = await answer.text();
    expect(lines(ics)[0]).toBe('BEGIN:VCALENDAR');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(field(ics, 'DTSTART')).toBe(icsUtc(startsAt!));
    expect(field(ics, 'SUMMARY')).toBeTruthy();
    expect(field(ics, 'UID')).toMatch(/^live-.+@/);
  });

  it.each(['/calendar/fr/lives/no-such-live.ics', '/calendar/xx/lives/a.ics', '/calendar/fr/lives/no-extension'])(
    'answers %s with a 404',
    async (path) => {
      expect((await page(path)).status).toBe(404);
    },
  );
});

type CmsEvent = { documentId: string; title: string; dateStart: string; dateEnd: string | null; location: string };

async function cmsEvent(documentId: string, locale: 'fr' | 'en'): Promise<CmsEvent> {
  const { json } = await cms('/events', { query: { filters: { documentId: { $eq: documentId } } }, locale });
  return (json?.data as CmsEvent[])[0]!;
}

async function calendarFile(path: string) {
  const answer = await fetch(new URL(path, testEnv.webUrl));
  return { status: answer.status, headers: answer.headers, ics: await answer.text() };
}

describe('add an event to a calendar (.ics)', () => {
  it.each([
    ['/admission', 'fr'],
    ['/en/admissions', 'en'],
  ] as const)('offers each event on %s as a VEVENT at its times, in UTC', async (listPath, locale) => {
    const { html } = await page(listPath);
    const links = [...html.matchAll(new RegExp(`href="(/calendar/${locale}/events/([a-z0-9]+)\\.ics)"`, 'g'))];
    expect(links.length, 'links to the events’ calendar files').toBeGreaterThan(0);
    for (const [, href, documentId] of links) {
      const event = await cmsEvent(documentId!, locale);
      const { status, headers, ics } = await calendarFile(href!);
      expect(status).toBe(200);
      expect(headers.get('content-type')).toMatch(/^text\/calendar/);
      expect(headers.get('content-disposition')).toBe(`attachment; filename="${documentId}.ics"`);
      expect(lines(ics)[0]).toBe('BEGIN:VCALENDAR');
      expect(lines(ics)).toContain('BEGIN:VEVENT');
      expect(field(ics, 'SUMMARY')).toBe(icsText(event.title));
      expect(field(ics, 'DTSTART')).toBe(icsUtc(event.dateStart));
      expect(field(ics, 'DTEND')).toBe(icsUtc(event.dateEnd!));
      expect(field(ics, 'LOCATION')).toBe(icsText(event.location));
      expect(field(ics, 'UID')).toMatch(new RegExp(`^event-${documentId}@[a-z0-9.-]+$`));
      // The card names its event: the link's text ends with the event's title, for a screen reader.
      const link = new RegExp(`<a[^>]*href="${href}"[^>]*>([\\s\\S]*?)</a>`).exec(html)?.[1] ?? '';
      expect(decodeEntities(link.replace(/<[^>]+>/g, ''))).toContain(event.title);
    }
  });

  it('gives an event the same UID in both languages, with its title in each', async () => {
    const href = /href="\/calendar\/fr\/events\/([a-z0-9]+)\.ics"/.exec((await page('/admission')).html)?.[1];
    const [fr, en] = await Promise.all(
      ['fr', 'en'].map((locale) => calendarFile(`/calendar/${locale}/events/${href}.ics`)),
    );
    expect(field(fr!.ics, 'UID')).toBe(field(en!.ics, 'UID'));
    expect(field(fr!.ics, 'DTSTART')).toBe(field(en!.ics, 'DTSTART'));
    expect(field(en!.ics, 'SUMMARY')).toBe(icsText((await cmsEvent(href!, 'en')).title));
    expect(field(fr!.ics, 'SUMMARY')).not.toBe(field(en!.ics, 'SUMMARY'));
  });

  it.each([
    '/calendar/fr/events/abcdefghijklmnopqrstuvwx.ics',
    '/calendar/en/events/no-such-event.ics',
    '/calendar/xx/events/abcdefghijklmnopqrstuvwx.ics',
    '/calendar/fr/events/abcdefghijklmnopqrstuvwx',
    '/calendar/fr/events/..%2F..%2Fetc.ics',
    '/calendar/fr/events/%E2%80%AE.ics',
  ])('answers %s with a 404', async (path) => {
    expect((await page(path)).status).toBe(404);
  });

  it.each(['/calendar/fr/events/%ZZ.ics', `/calendar/fr/events/${'a'.repeat(5000)}.ics`])(
    'refuses %s with a 4xx, never a 5xx',
    async (path) => {
      const { status } = await page(path);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    },
  );
});
