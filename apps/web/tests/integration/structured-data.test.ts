import { describe, expect, it } from 'vitest';
import type { Locale } from '@/i18n/locales';
import en from '@/lib/dictionary/en.json';
import fr from '@/lib/dictionary/fr.json';
import { zonedDateTime } from '@/lib/format';
import { now } from '@/lib/time/now';
import { cms } from '../support/cms';
import { decodeEntities, page } from '../support/site';

type Thing = { '@context'?: string; '@type': string; [key: string]: unknown };

/** The JSON-LD objects of a page (each script must parse). */
function structuredData(html: string): Thing[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, json = '']) => JSON.parse(json) as Thing,
  );
}

const dictionaries = { fr, en };

const PARIS_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0[12]:00$/;

const ofType = (things: Thing[], type: string) => things.filter((thing) => thing['@type'] === type);

async function firstSlug(path: string, locale: Locale = 'fr'): Promise<string> {
  const { json } = await cms(path, {
    query: { fields: ['slug'], sort: ['slug:asc'], pagination: { limit: 1 } },
    locale,
  });
  return (json?.data as Array<{ slug: string }>)[0]!.slug;
}

describe('structured data (JSON-LD)', () => {
  it('names the network and its schools on the home page, in both languages', async () => {
    for (const path of ['/', '/en']) {
      const [network] = ofType(structuredData((await page(path)).html), 'EducationalOrganization');
      expect(network?.['@context']).toBe('https://schema.org');
      expect(network?.name).toMatch(/^Horizon/);
      expect((network?.subOrganization as Thing[]).length).toBeGreaterThan(0);
      expect(String(network?.logo)).toMatch(/^https?:\/\//);
    }
  });

  it('names each school on the home page by the @id its own page describes it under', async () => {
    const [network] = ofType(structuredData((await page('/')).html), 'EducationalOrganization');
    const ids = (network?.subOrganization as Thing[]).map((school) => String(school['@id']));
    const slug = await firstSlug('/schools');
    const [school] = ofType(structuredData((await page(`/ecoles/${slug}`)).html), 'CollegeOrUniversity');
    expect(school?.['@id']).toBe(school?.url);
    expect(String(school?.['@id'])).toMatch(new RegExp(`/ecoles/${slug}$`));
    expect(ids).toContain(school?.['@id']);
  });

  it('describes a course with its provider, instances and fees, and its breadcrumbs', async () => {
    for (const [locale, prefix] of [
      ['fr', '/formations/'],
      ['en', '/en/courses/'],
    ] as const) {
      const slug = await firstSlug('/courses', locale);
      const { html } = await page(`${prefix}${slug}`);
      const things = structuredData(html);
      const [course] = ofType(things, 'Course');
      expect(course?.name).toBeTruthy();
      expect((course?.provider as Thing)['@type']).toBe('CollegeOrUniversity');
      const instances = course?.hasCourseInstance as Thing[];
      expect(instances.length).toBeGreaterThan(0);
      expect(instances[0]?.courseMode).toBe('Onsite');
      // The fees the page shows (the demo's courses give both), each an offer in euros at the
      // amount its text says.
      const { single } = dictionaries[locale];
      const offers = (course?.offers ?? []) as Thing[];
      expect(offers.map((offer) => offer.category)).toEqual([single.feesEu, single.feesInternational]);
      for (const offer of offers) {
        expect(offer.priceCurrency).toBe('EUR');
        expect(offer.price).toBeGreaterThan(0);
        expect(offer.price).toBe(Number(String(offer.description).replace(/\D/g, '')));
        expect(decodeEntities(html)).toContain(String(offer.description));
      }
      const [crumbs] = ofType(things, 'BreadcrumbList');
      const items = crumbs?.itemListElement as Thing[];
      expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
      expect(items.at(-1)?.name).toBe(course?.name);
    }
  });

  it('marks a news item as a NewsArticle and the FAQ as a FAQPage', async () => {
    const news = structuredData((await page(`/news/${await firstSlug('/figs-news')}`)).html);
    expect(ofType(news, 'NewsArticle')).toHaveLength(1);
    expect(ofType(news, 'BreadcrumbList')).toHaveLength(1);
    const [faq] = ofType(structuredData((await page('/faq')).html), 'FAQPage');
    const questions = faq?.mainEntity as Thing[];
    expect(questions.length).toBeGreaterThan(0);
    expect((questions[0]?.acceptedAnswer as Thing).text).toBeTruthy();
  });

  it('describes a school with its campuses, and the next live as an online event', async () => {
    const [school] = ofType(
      structuredData((await page(`/ecoles/${await firstSlug('/schools')}`)).html),
      'CollegeOrUniversity',
    );
    expect((school?.parentOrganization as Thing).name).toMatch(/^Horizon/);
    expect((school?.location as Thing[]).length).toBeGreaterThan(0);
    const [live] = ofType(structuredData((await page('/en/lives')).html), 'Event');
    expect(live?.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
    expect((live?.location as Thing)['@type']).toBe('VirtualLocation');
    // The next live, on the site's clock (CLOCK_OFFSET_DAYS moves it).
    expect(Date.parse(String(live?.startDate))).toBeGreaterThan(now().getTime() - 3_600_000);
    // Paris time, with its offset (winter or summer).
    expect(String(live?.startDate)).toMatch(PARIS_TIME);
  });

  it('gives each upcoming event and the next live on the home page an Event, at a place or online', async () => {
    for (const [locale, path, online] of [
      ['fr', '/', 'En ligne'],
      ['en', '/en', 'Online'],
    ] as const) {
      const { json } = await cms('/events', {
        query: {
          sort: ['dateStart:asc'],
          // Not ended: what the block shows.
          filters: {
            $or: [
              { dateEnd: { $gte: now().toISOString() } },
              { dateEnd: { $null: true }, dateStart: { $gte: now().toISOString() } },
            ],
          },
        },
        locale,
      });
      const upcoming = json?.data as Array<{
        title: string;
        dateStart: string;
        location: string | null;
        countryCode: string | null;
      }>;
      expect(upcoming.length).toBeGreaterThan(1);
      // A fair abroad is given on its place's clock: its country's office's zone.
      const offices = (await cms('/offices', { query: { fields: ['countryCode', 'timeZone'] }, locale })).json
        ?.data as Array<{ countryCode: string; timeZone: string }>;
      const events = ofType(structuredData((await page(path)).html), 'Event');
      const live = events.find((event) => (event.location as Thing)['@type'] === 'VirtualLocation' && !event.url);
      expect(live?.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
      const agenda = events.filter((event) => event !== live);
      // The block's cards, soonest first: the first upcoming events of the CMS, none past.
      expect(agenda.map((event) => event.name)).toEqual(upcoming.slice(0, agenda.length).map((event) => event.title));
      for (const event of agenda) {
        const source = upcoming.find((item) => item.title === event.name)!;
        expect(event['@context']).toBe('https://schema.org');
        const zone = offices.find((office) => office.countryCode === source.countryCode)?.timeZone;
        if (zone) expect(String(event.startDate)).toBe(zonedDateTime(source.dateStart, zone));
        else expect(String(event.startDate)).toMatch(PARIS_TIME);
        expect(Date.parse(String(event.startDate))).toBe(Date.parse(source.dateStart));
        expect(Date.parse(String(event.endDate))).toBeGreaterThan(Date.parse(String(event.startDate)));
        const place = event.location as Thing;
        if (source.location === online) {
          expect(event.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
          expect(place['@type']).toBe('VirtualLocation');
        } else {
          expect(event.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
          expect(place).toMatchObject({ '@type': 'Place', address: source.location });
        }
      }
      expect(agenda.some((event) => (event.location as Thing)['@type'] === 'Place')).toBe(true);
    }
  });

  it.each([
    ['/formations', 1],
    ['/en/courses?page=2', 21],
    ['/formations?programCat=commerce-management', 1],
  ] as const)('lists the courses %s shows as an ItemList, in their order, from position %i', async (path, first) => {
    const { html } = await page(path);
    const lists = ofType(structuredData(html), 'ItemList');
    expect(lists).toHaveLength(1);
    const items = lists[0]!.itemListElement as Thing[];
    // The course cards' title links, in the order the page shows them.
    const shown = [...html.matchAll(/<h2[^>]*><a[^>]*href="(\/(?:en\/courses|formations)\/[^"]+)"[^>]*>([^<]*)<\/a>/g)];
    expect(shown.length).toBeGreaterThan(0);
    expect(items.map((item) => item.position)).toEqual(shown.map((_, index) => first + index));
    expect(items.map((item) => new URL(String(item.url)).pathname)).toEqual(shown.map(([, href]) => href));
    for (const item of items) expect(Object.keys(item).sort()).toEqual(['@type', 'position', 'url']);
  });

  it('gives an empty view of the course list no ItemList', async () => {
    const { html } = await page('/formations?locations=campus-rennes&programCat=design-arts-culture');
    expect(ofType(structuredData(html), 'ItemList')).toEqual([]);
  });

  it('escapes < so that a CMS text cannot end the script', async () => {
    for (const path of ['/faq', '/en/faq']) {
      const { html } = await page(path);
      const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
      expect(scripts.length, path).toBeGreaterThan(0);
      // The FAQ's answers hold a `<` (the seed's "TCF < 400"): the data has it, the script's text does not.
      expect(JSON.stringify(structuredData(html)), path).toContain('< 400');
      for (const [, json = ''] of scripts) expect(json, path).not.toContain('<');
    }
  });
});
