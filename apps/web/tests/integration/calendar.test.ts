import { describe, expect, it } from 'vitest';
import { testEnv } from '../support/env';
import { page } from '../support/site';

/** iCalendar lines, unfolded (a long line continues on the next one after a space). */
const lines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');
const field = (ics: string, name: string) =>
  lines(ics)
    .find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
    ?.replace(/^[^:]*:/, '');

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
    const utc = new Date(startsAt!)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    expect(field(ics, 'DTSTART')).toBe(utc);
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
