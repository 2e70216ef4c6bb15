import { describe, expect, it } from 'vitest';
import { demoBanner } from '../../src/seed/content/banner';
import { COUNTRY_GUIDES, faqAnswer, guideFigure } from '../../src/seed/content/country-guides';
import { EVENTS } from '../../src/seed/content/events';
import { FAQS } from '../../src/seed/content/faqs';
import { imageCatalogue } from '../../src/seed/content/images';
import { demoIntakes } from '../../src/seed/content/intakes';
import { demoLives } from '../../src/seed/content/lives';
import { demoNews } from '../../src/seed/content/news';
import { OFFICES } from '../../src/seed/content/offices';
import { LANDINGS } from '../../src/seed/content/pages/landings';
import { renderBlocks } from '../../src/seed/content/pages/page-blocks';
import { SCHOLARSHIPS } from '../../src/seed/content/scholarships';
import { SCHOOLS } from '../../src/seed/content/schools';
import { copyright } from '../../src/seed/content/site-settings';
import { nationalCosts } from '../../src/seed/content/study-costs';
import { brochureContent } from '../../src/seed/brochures/brochure-content';
import { demoCalendar, secondMonday } from '../../src/seed/lib/demo-calendar';
import { deadlineAfter, relativeTime } from '../../src/seed/lib/relative-time';
import { staleDates } from '../../src/seed/lib/stale-dates';

// The demo's dates are a function of the day the seed runs (docs/decisions/demo-dates.md): these
// hold that function, on days chosen around its turning points, whatever day the test runs.

const on = (iso: string) => demoCalendar(new Date(`${iso}T09:30:00Z`));
const intakesOn = (iso: string) => on(iso).intakes.map((intake) => `${intake.season} ${intake.startDate}`);

describe('the demo calendar', () => {
  it('starts each intake on the second Monday of its month', () => {
    expect(
      ['2027-01', '2027-02', '2027-09', '2028-01', '2030-09'].map((m) => secondMonday(+m.slice(0, 4), +m.slice(5) - 1)),
    ).toEqual(['2027-01-11', '2027-02-08', '2027-09-13', '2028-01-10', '2030-09-09']);
  });

  it('takes the next January, February and September after the run day, soonest first', () => {
    expect(intakesOn('2026-11-29')).toEqual(['january 2027-01-11', 'february 2027-02-08', 'september 2027-09-13']);
    // On its first day an intake is no longer to come.
    expect(intakesOn('2027-01-10')).toEqual(['january 2027-01-11', 'february 2027-02-08', 'september 2027-09-13']);
    expect(intakesOn('2027-01-11')).toEqual(['february 2027-02-08', 'september 2027-09-13', 'january 2028-01-10']);
    expect(intakesOn('2027-06-01')).toEqual(['september 2027-09-13', 'january 2028-01-10', 'february 2028-02-14']);
    expect(intakesOn('2027-09-13')).toEqual(['january 2028-01-10', 'february 2028-02-14', 'september 2028-09-11']);
  });

  it('names the September campaign and the figures’ year after its September intake', () => {
    expect(on('2026-11-29')).toMatchObject({ septemberYear: 2027, figuresYear: '2026-2027' });
    expect(on('2027-06-01')).toMatchObject({ septemberYear: 2027, figuresYear: '2026-2027' });
    expect(on('2027-09-13')).toMatchObject({ septemberYear: 2028, figuresYear: '2027-2028' });
  });

  it('labels the intakes in both languages, with slugs made from them', () => {
    expect(
      demoIntakes(on('2027-06-01')).map((intake) => [intake.label.fr, intake.label.en, intake.month.fr, intake.order]),
    ).toEqual([
      ['Rentrée septembre 2027', 'September 2027 intake', 'septembre 2027', 1],
      ['Rentrée janvier 2028', 'January 2028 intake', 'janvier 2028', 2],
      ['Rentrée février 2028', 'February 2028 intake', 'février 2028', 3],
    ]);
  });
});

describe('the dates counted from the run day', () => {
  it('puts a deadline on the first 15th or last day of a month at least so many days on', () => {
    const day = new Date('2026-11-29T23:59:00Z');
    expect([63, 91, 106, 122, 137, 167].map((days) => deadlineAfter(day, days))).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-15',
      '2027-03-31',
      '2027-04-15',
      '2027-05-15',
    ]);
    // A leap year's February, a 15th itself.
    expect(deadlineAfter(new Date('2027-12-01T00:00:00Z'), 76)).toBe('2028-02-15');
    expect(deadlineAfter(new Date('2027-12-01T00:00:00Z'), 77)).toBe('2028-02-29');
  });

  it('dates the agenda from the UTC day of the run', () => {
    expect(relativeTime(new Date('2026-11-29T23:30:00Z'), { days: 13, hour: 9 })).toBe('2026-12-12T09:00:00.000Z');
    expect(relativeTime(new Date('2026-11-29T00:10:00Z'), { days: -1, hour: 16, minute: 30 })).toBe(
      '2026-11-28T16:30:00.000Z',
    );
  });
});

describe('staleDates', () => {
  const at = (iso: string) => new Date(`${iso}T08:00:00Z`);

  it('keeps a demo dated within four weeks whose first intake is still to come', () => {
    expect(staleDates('2026-11-29', at('2026-11-29'))).toBeNull();
    expect(staleDates('2026-11-29', at('2026-12-27'))).toBeNull();
  });

  it('moves a demo dated more than four weeks ago, from a day to come, or whose first intake has begun', () => {
    expect(staleDates('2026-11-29', at('2026-12-28'))).toMatch(/29 days ago/);
    expect(staleDates('2026-11-29', at('2026-11-28'))).toMatch(/a day still to come/);
    expect(staleDates('2026-12-20', at('2027-01-11'))).toMatch(/first intake began on 2027-01-11/);
    expect(staleDates('2026-12-20', at('2027-01-10'))).toBeNull();
    // The demo of the first release, a year on.
    expect(staleDates('2026-11-26', at('2027-11-29'))).toMatch(/first intake began on 2027-01-11/);
  });
});

/** Every string in `value` but its keys, addresses and file names: they name a document for good (after its first edition). */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([name, inner]) =>
      ['key', 'url', 'baseName'].includes(name) ? [] : texts(inner),
    );
  return [];
}

describe('the demo seeded years later', () => {
  it('names no year but those of its own dates', () => {
    const calendar = on('2031-03-02');
    const blocks = LANDINGS.flatMap((landing) => [landing, ...landing.articles]).flatMap((page) =>
      (['fr', 'en'] as const).flatMap((locale) => renderBlocks(page.blocks, locale, () => ({ id: 1, alt: '' }))),
    );
    const content = [
      demoIntakes(calendar),
      demoNews(calendar),
      demoLives(calendar),
      demoBanner(calendar),
      nationalCosts(calendar),
      imageCatalogue(calendar),
      SCHOOLS.flatMap((school) =>
        (['fr', 'en'] as const).map((locale) => brochureContent(school, locale, demoIntakes(calendar))),
      ),
      copyright(calendar.day.getUTCFullYear()),
      SCHOLARSHIPS,
      EVENTS,
      FAQS,
      OFFICES,
      COUNTRY_GUIDES,
      COUNTRY_GUIDES.map((guide) => [
        guideFigure(guide.procedureFeeFigure, calendar),
        guideFigure(guide.travelFigure, calendar),
        guide.faqs.map((faq) => faqAnswer(faq, calendar)),
      ]),
      LANDINGS,
      blocks,
    ];
    const years = texts(content).flatMap((text) => [...text.matchAll(/\b(19|20)\d\d\b/g)].map((match) => match[0]));
    expect([...new Set(years)].sort()).toEqual([
      // History: a school founded in 1998, Lebanon's bank balances frozen since 2019.
      '1998',
      '2019',
      // The CVEC's amount, the one published for 2025-2026: a figure keeps the year it was published for.
      '2025',
      '2026',
      // The graduates of the year before the survey's (published in September 2030); the guides'
      // procedure fees for 2030-2031, published when the platform opened (1 October 2029).
      '2029',
      // The figures' year (2030-2031), the Mexico City office's opening, the survey, the fares'.
      '2030',
      // The run's year (the copyright), its September intake, the figures' year.
      '2031',
      // Its January and February intakes, the new MSc's first January.
      '2032',
    ]);
  });
});
