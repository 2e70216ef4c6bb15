import { describe, expect, it } from 'vitest';
import { guideStep as step } from '../../../tests/support/guide-step';
import type { Scholarship } from '@/lib/cms/schemas/study-costs';
import type { CostCourse } from '@/lib/cms/resources/study-costs';
import { countryCalendar } from './country-calendar';
import { costRequest, intakesFor, knownRequest } from './cost-request';
import { scholarshipsFor } from './scholarships';

// As the demo's Études en France guides time them: the file (latest 16 weeks before classes), the
// interview, the admission (28 weeks: late March for September), at the Master's level a degree step.
const common = [step('file', 36, [], 16), step('interview', 32, ['file'], 10), step('admission', 24, ['interview'])];
const guide = {
  steps: common,
  levelPaths: [
    {
      id: 1,
      graduationLevel: { label: 'Master', slug: 'bac-5', languageLevel: null },
      requirements: null,
      diploma: null,
      entryYear: null,
      steps: [step('degree', 40), step('file', 36, ['degree'], 16)],
    },
  ],
};
const intakes = [
  { label: 'January 2027', slug: 'january-2027', startDate: '2027-01-11' },
  { label: 'February 2027', slug: 'february-2027', startDate: '2027-02-08' },
  { label: 'September 2027', slug: 'september-2027', startDate: '2027-09-13' },
];
const today = '2026-11-29';
const course = (level: string): CostCourse => ({
  title: 'A course',
  slug: 'a-course',
  graduationLevel: { label: level, slug: level },
  school: { slug: 'kerlys' },
  campuses: [{ slug: 'bordeaux' }],
  entryYears: [],
  tuition: null,
});

describe('a budget for a student who says their country', () => {
  it('offers only the intakes its guide still allows, at the course’s level', () => {
    const calendar = countryCalendar(guide, 'bac-5', intakes, today);
    // January's and February's files were due in September and October.
    expect(intakesFor(intakes, null, today, calendar).map((intake) => intake.slug)).toEqual(['september-2027']);
    expect(intakesFor(intakes, null, today).map((intake) => intake.slug)).toHaveLength(3);
    // An address naming a closed intake is sent to the budget without it (then the first allowed).
    const request = costRequest(new URLSearchParams('level=bac-5&intake=january-2027&country=IN'));
    const known = { course: null, levels: [{ slug: 'bac-5', label: 'Master' }], campuses: [], intakes };
    const countries = [
      {
        title: 'India',
        slug: 'india',
        country: 'India',
        countryCode: 'IN',
        currency: null,
        procedureFeeFigure: null,
        travelFigure: null,
      },
    ];
    expect(knownRequest(request, { ...known, countries, calendar }, today).intake).toBeNull();
    expect(knownRequest(request, { ...known, countries }, today).intake).toBe('january-2027');
  });

  it('offers every intake when the guide dates nothing', () => {
    expect(countryCalendar({ steps: [], levelPaths: [] }, 'bac-3', intakes, today)).toBeNull();
    expect(intakesFor(intakes, null, today, countryCalendar(null, 'bac-3', intakes, today))).toHaveLength(3);
  });

  it('offers no aid past the intake’s first day, nor one needing a step the country’s calendar dates after its deadline', () => {
    const aid = (title: string, deadline: string, requires: string | null = null): Scholarship => ({
      title,
      description: null,
      amount: 500,
      amountPeriod: 'once',
      deadline,
      requires,
      countries: [],
      merit: false,
      openToEtudesEnFrance: true,
      url: null,
      schools: [],
      graduationLevels: [],
    });
    const all = [
      aid('early enrolment', '2027-01-15', 'admission'),
      aid('by an admission sooner than usual', '2027-02-28', 'admission'),
      aid('for September, by its file', '2027-01-31', 'file'),
      aid('after classes start', '2027-10-15'),
      aid('for September', '2027-05-15'),
    ];
    const calendar = countryCalendar(guide, 'bac-5', intakes, today)!;
    const september = { startDate: '2027-09-13', timeline: calendar.get('september-2027')! };
    // The interview comes on 25 January (32 weeks before 13 September): an admission by the 15th
    // cannot be had, one by 28 February can, by accepting the offer before its usual 22 March, as
    // the guide's timeline says (obtainableBy).
    const india = { country: 'IN', etudesEnFrance: true };
    expect(scholarshipsFor(all, course('bac-5'), today, india, september).offered.map((s) => s.title)).toEqual([
      'by an admission sooner than usual',
      'for September, by its file',
      'for September',
    ]);
    // Without a country, what the student may still reach by themselves; without an intake, all still open.
    expect(
      scholarshipsFor(
        all,
        course('bac-5'),
        today,
        { country: null, etudesEnFrance: false },
        { startDate: '2027-09-13', timeline: null },
      ).offered.map((s) => s.title),
    ).toEqual(['early enrolment', 'by an admission sooner than usual', 'for September, by its file', 'for September']);
    expect(scholarshipsFor(all, course('bac-5'), today).offered).toHaveLength(5);
  });
});
