import { describe, expect, it } from 'vitest';
import type { CostCampus, CostCourse } from '@/lib/cms/resources/study-costs';
import {
  costKey,
  costQuery,
  costRequest,
  costRequestOfKey,
  costSelection,
  intakesFor,
  knownRequest,
  levelCampusOf,
  NO_CHOICES,
  tuitionBand,
} from './cost-request';

const living = {
  housingResidence: 400,
  housingStudio: 600,
  housingShared: 450,
  food: 250,
  transport: 30,
  phone: 15,
  academicYear: '2026-2027',
  source: { fr: null, en: null },
  sourceUrl: null,
  isDemo: true,
};
const campus = (slug: string): CostCampus => ({ title: slug, slug, city: slug, livingCosts: living });
const campuses = [campus('lyon'), campus('paris'), { ...campus('nice'), livingCosts: null }];
const course = (slug: string, level: string, where: string[], nonEu: number): CostCourse => ({
  title: slug,
  slug,
  graduationLevel: { label: level, slug: level },
  school: null,
  campuses: where.map((slug) => ({ slug })),
  entryYears: [],
  tuition: {
    eu: nonEu - 1000,
    nonEu,
    applicationFee: null,
    workStudy: false,
    salaryMin: null,
    salaryMax: null,
    academicYear: '2026-2027',
    source: { fr: null, en: null },
  },
});
const courses = [
  course('bachelor-a', 'bac3', ['paris', 'lyon'], 9900),
  course('bachelor-b', 'bac3', ['lyon'], 9400),
  course('master-a', 'bac5', ['paris'], 12500),
];

const ask = (query: Record<string, string>) => costRequest(new URLSearchParams(query));
const levels = [
  { slug: 'bac3', label: 'Bac+3' },
  { slug: 'bac5', label: 'Bac+5' },
];
const known = {
  course: courses[0]!,
  levels,
  campuses,
  intakes: [
    { slug: 'jan', label: 'January', startDate: '2027-01-11' },
    { slug: 'sep', label: 'September', startDate: '2027-09-13' },
    { slug: 'past', label: 'Past', startDate: '2026-09-14' },
  ],
  countries: [
    {
      title: 'Senegal',
      slug: 'senegal',
      country: 'Senegal',
      countryCode: 'SN',
      currency: 'XOF',
      procedureFeeFigure: null,
      travelFigure: null,
    },
  ],
};

describe('the calculator’s address', () => {
  it('reads the choices, and a value of the wrong shape as the first choice', () => {
    expect(ask({ course: 'bachelor-a', campus: 'lyon', route: 'work-study', fees: 'eu', housing: 'studio' })).toEqual({
      course: 'bachelor-a',
      level: null,
      campus: 'lyon',
      intake: null,
      country: null,
      choices: { route: 'work-study', band: 'eu', housing: 'studio' },
    });
    expect(ask({ course: '<script>', route: 'both', fees: 'x', country: 'Senegal' })).toEqual({
      course: null,
      level: null,
      campus: null,
      intake: null,
      country: null,
      choices: { route: 'full-time', band: 'non-eu', housing: 'residence' },
    });
  });

  it('has one address per set of choices: a fixed order, the first choices of the radios left out', () => {
    const query = 'housing=studio&country=sn&campus=lyon&course=bachelor-a&fees=non-eu&intake=sep';
    expect(costQuery(costRequest(new URLSearchParams(query)))).toBe(
      'course=bachelor-a&campus=lyon&intake=sep&country=SN&housing=studio',
    );
    expect(costKey(new URLSearchParams(''))).toBe(NO_CHOICES);
    expect(costKey(new URLSearchParams('route=full-time&utm_source=x'))).toBe(NO_CHOICES);
    expect(costRequestOfKey(encodeURIComponent('course=bachelor-a&campus=lyon'))?.campus).toBe('lyon');
    // A key the proxy would not have written: the internal route asked directly.
    expect(costRequestOfKey('campus=lyon&course=bachelor-a')).toBeNull();
    expect(costRequestOfKey('%E0')).toBeNull();
    expect(costRequestOfKey(NO_CHOICES)?.course).toBeNull();
  });

  it('leads a value the CMS does not have to the nearest address', () => {
    const today = '2026-11-27';
    const asked = ask({ course: 'gone', level: 'bac9', campus: 'lyon', intake: 'past', country: 'ZZ' });
    expect(costQuery(knownRequest(asked, known, today))).toBe('campus=lyon');
    const fine = ask({ course: 'bachelor-a', campus: 'nice', intake: 'sep', country: 'SN' });
    expect(knownRequest(fine, known, today)).toEqual(fine);
    // The course the address names, as the CMS has it: another one (or none) is not it.
    expect(knownRequest(fine, { ...known, course: null }, today).course).toBeNull();
    expect(knownRequest(fine, { ...known, course: courses[1]! }, today).course).toBeNull();
    // An intake the course does not offer.
    const offering = { ...known, course: { ...courses[0]!, entryYears: [known.intakes[0]!] } };
    expect(knownRequest(fine, offering, today).intake).toBeNull();
    expect(intakesFor(known.intakes, null, today).map((intake) => intake.slug)).toEqual(['jan', 'sep']);
    // The guides could not be read: the country is kept, not redirected away.
    expect(knownRequest(ask({ level: 'bac3', country: 'SN' }), { ...known, countries: null }, today).country).toBe(
      'SN',
    );
  });

  it('offers the intakes that have not begun on the day it is asked, the day before the first one included', () => {
    const slugsOn = (today: string) => intakesFor(known.intakes, null, today).map((intake) => intake.slug);
    expect(slugsOn('2026-09-13')).toEqual(['past', 'jan', 'sep']);
    expect(slugsOn('2026-09-14')).toEqual(['jan', 'sep']);
    expect(slugsOn('2027-01-10')).toEqual(['jan', 'sep']);
    expect(slugsOn('2027-01-11')).toEqual(['sep']);
    expect(slugsOn('2027-09-13')).toEqual([]);
  });

  it('budgets a course on the chosen campus, or on its first one when it is not taught there', () => {
    const named = { named: courses[2]!, cheapest: null };
    const onLyon = costSelection(ask({ course: 'master-a', campus: 'paris' }), named, campuses);
    expect(onLyon.selection?.campus.slug).toBe('paris');
    expect(onLyon.notices).toEqual([]);
    const elsewhere = costSelection(ask({ course: 'master-a', campus: 'lyon' }), named, campuses);
    expect(elsewhere.selection?.campus.slug).toBe('paris');
    expect(elsewhere.notices).toEqual(['notOnCampus']);
  });

  it('budgets a level with the least expensive course the CMS found on the campus', () => {
    const request = ask({ level: 'bac3', campus: 'lyon' });
    expect(levelCampusOf(request, campuses)?.slug).toBe('lyon');
    const { selection } = costSelection(request, { named: null, cheapest: courses[1]! }, campuses);
    expect(selection).toMatchObject({ basis: 'level', course: { slug: 'bachelor-b' }, campus: { slug: 'lyon' } });
    expect(
      costSelection(ask({ level: 'bac5', campus: 'lyon' }), { named: null, cheapest: null }, campuses).notices,
    ).toEqual(['noCourseOnCampus']);
    // A campus without its living costs, or none: the first campus that has them.
    expect(levelCampusOf(ask({ level: 'bac3', campus: 'nice' }), campuses)?.slug).toBe('lyon');
    expect(levelCampusOf(ask({ level: 'bac3' }), campuses)?.slug).toBe('lyon');
    // No campus chosen: the budget says it took one.
    expect(costSelection(ask({ level: 'bac3' }), { named: null, cheapest: courses[1]! }, campuses).notices).toEqual([
      'campusPicked',
    ]);
    expect(costSelection(request, { named: null, cheapest: courses[1]! }, campuses).notices).toEqual([]);
    expect(tuitionBand(ask({ fees: 'eu' }).choices)).toBe('eu');
    expect(tuitionBand(ask({}).choices)).toBe('nonEu');
  });

  it('makes no budget without a course or a level', () => {
    const none = { named: null, cheapest: null };
    expect(costSelection(ask({}), none, campuses)).toEqual({ selection: null, notices: [] });
    expect(costSelection(ask({ campus: 'lyon' }), none, campuses).notices).toEqual(['chooseCourse']);
  });
});
