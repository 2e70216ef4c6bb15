import { describe, expect, it } from 'vitest';
import { checkSteps, stepsOfLevel, usualDateOf } from '../../../../cms/src/seed/content/country-guide-steps';
import { COUNTRY_GUIDES } from '../../../../cms/src/seed/content/country-guides';
import { demoIntakes } from '../../../../cms/src/seed/content/intakes';
import { SCHOLARSHIPS } from '../../../../cms/src/seed/content/scholarships';
import { daysAfter, demoCalendar } from '../../../../cms/src/seed/lib/demo-calendar';
import { deadlineAfter } from '../../../../cms/src/seed/lib/relative-time';
import { REDATE_AFTER_DAYS } from '../../../../cms/src/seed/lib/stale-dates';
import { datedSteps, intakeTimelines, suggestedIntake, usualDate, type GuideStep } from './intake-timeline';
import { intakeDeadlines, offeredThrough } from './scholarship-deadlines';
import { asSiteStep } from '../../../tests/support/seeded-guide-step';

// The CMS seed owns the guides' steps and the demo's dates; the site dates the steps. This holds
// the two equal: every seeded guide, at every level and for every seeded intake, is dated by its
// usual weeks alone (no step had to be moved after a step it needs), and the seed's own check
// refuses a step dated before its need. And whatever the day the demo is seeded, and until its
// dates are moved again (REDATE_AFTER_DAYS), every guide has an intake to apply to and a
// scholarship deadline ahead of it (docs/decisions/demo-dates.md).

/** Every day of a year, from the day the dates were first counted from the run. */
const YEAR_OF_RUN_DAYS = Array.from({ length: 366 }, (_, i) => daysAfter(new Date('2026-11-29T00:00:00Z'), i));

describe('the seeded country guides', () => {
  it.each(COUNTRY_GUIDES.map((guide) => [guide.countryCode, guide] as const))(
    '%s: each level walks its steps after what they need, for every intake',
    (_code, guide) => {
      expect(guide.levelPaths.map((path) => path.level)).toEqual(['bac3', 'bac5']);
      for (const path of guide.levelPaths) {
        const steps = stepsOfLevel(guide.steps, path).map(asSiteStep);
        for (const intake of [...new Set(YEAR_OF_RUN_DAYS.filter((_, i) => i % 30 === 0))].flatMap((day) =>
          demoIntakes(demoCalendar(new Date(`${day}T00:00:00Z`))),
        )) {
          const dated = datedSteps(steps, intake.startDate, '2000-01-01');
          for (const step of dated) {
            expect(step.date, `${path.level} ${intake.key} ${step.key}`).toBe(usualDate(step, intake.startDate));
            // The seed's check dates the steps as the site does.
            expect(
              usualDateOf(
                { weeksBeforeIntake: step.weeksBeforeIntake, onDay: step.onDay ?? undefined },
                intake.startDate,
              ),
            ).toBe(step.date);
            for (const need of dated.filter((other) => step.needs.includes(other.key)))
              expect(need.date < step.date, `${path.level} ${intake.key}: ${step.key} after ${need.key}`).toBe(true);
            for (const document of step.asks)
              for (const producer of dated.filter((other) => other.produces.includes(document)))
                expect(
                  producer.date <= step.date,
                  `${path.level} ${intake.key}: ${step.key} asks for ${document} from ${producer.key}`,
                ).toBe(true);
          }
          // The visa file asks for the housing and the admission.
          const order = dated.map((step) => step.key);
          expect(order.indexOf('housing')).toBeLessThan(order.indexOf('visa'));
          expect(order.indexOf('admission')).toBeLessThan(order.indexOf('visa'));
        }
      }
    },
  );

  it('has, seeded any day and read then or before its dates are moved, an intake to apply to with a deadline ahead', () => {
    const problems: string[] = [];
    // The paths whose steps are timed alike are checked once: the texts do not change the dates.
    const timing = (steps: GuideStep[]) =>
      JSON.stringify(
        steps.map(({ key, needs, weeksBeforeIntake, deadlineWeeksBeforeIntake }) => [
          key,
          needs,
          weeksBeforeIntake,
          deadlineWeeksBeforeIntake,
        ]),
      );
    const paths = [
      ...new Map(
        COUNTRY_GUIDES.flatMap((guide) =>
          guide.levelPaths.map((path) => {
            const steps = stepsOfLevel(guide.steps, path).map(asSiteStep);
            return [timing(steps), { where: `${guide.countryCode} ${path.level}`, steps }] as const;
          }),
        ),
      ).values(),
    ];
    for (const runDay of YEAR_OF_RUN_DAYS) {
      const calendar = demoCalendar(new Date(`${runDay}T00:00:00Z`));
      const intakes = demoIntakes(calendar).map((intake) => ({ ...intake, label: intake.label.en, slug: intake.key }));
      // What every seeded guide (all of the Études en France route) offers: not the early reduction.
      const scholarships = SCHOLARSHIPS.filter((scholarship) => offeredThrough(scholarship, true)).map(
        (scholarship) => ({
          title: scholarship.key,
          description: null,
          deadline: deadlineAfter(calendar.day, scholarship.deadlineDays),
          requires: scholarship.requires,
          countries: [],
          graduationLevels: [],
        }),
      );
      for (const today of [runDay, daysAfter(calendar.day, REDATE_AFTER_DAYS)])
        for (const { where, steps } of paths) {
          const timelines = intakeTimelines(steps, intakes, today);
          const open = timelines[suggestedIntake(timelines)];
          // Some aid, with the step it needs (not always the early enrolment reduction: its
          // admission by the end of January cannot follow a March interview, obtainableBy).
          const deadlines = open ? intakeDeadlines(scholarships, open, today) : [];
          if (!deadlines.some((entry) => entry.requires))
            problems.push(`seeded ${runDay}, read ${today}: ${where} ${open ? 'no deadline' : 'no intake'}`);
        }
    }
    expect(problems).toEqual([]);
    // A year of days, each read twice, on a shared machine: more than Vitest's 5 s may pass.
  }, 60_000);

  it('reproduces, seeded on 29 November 2026, the demo of that day: two intakes too late, September open', () => {
    const calendar = demoCalendar(new Date('2026-11-29T09:00:00Z'));
    expect(
      demoIntakes(calendar).map((intake) => [intake.key, intake.startDate, intake.label.fr, intake.label.en]),
    ).toEqual([
      ['january', '2027-01-11', 'Rentrée janvier 2027', 'January 2027 intake'],
      ['february', '2027-02-08', 'Rentrée février 2027', 'February 2027 intake'],
      ['september', '2027-09-13', 'Rentrée septembre 2027', 'September 2027 intake'],
    ]);
    expect(SCHOLARSHIPS.map((scholarship) => deadlineAfter(calendar.day, scholarship.deadlineDays)).sort()).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-15',
      '2027-03-31',
      '2027-04-15',
      '2027-05-15',
    ]);
    const senegal = COUNTRY_GUIDES.find((guide) => guide.countryCode === 'SN')!;
    const intakes = demoIntakes(calendar).map((intake) => ({
      label: intake.label.en,
      slug: intake.key,
      startDate: intake.startDate,
    }));
    const timelines = intakeTimelines(
      stepsOfLevel(senegal.steps, senegal.levelPaths[0]!).map(asSiteStep),
      intakes,
      '2026-11-29',
    );
    expect(timelines.map((timeline) => timeline.closed !== null)).toEqual([true, true, false]);
  });

  it('dates the Bachelor’s final results after the country’s exam publishes them, and the visa after', () => {
    // The day each school-leaving exam's results were out, as reported (2023 and 2024 sessions):
    // Class XII in mid-May, the gaokao in late June, the Vietnamese graduation exam on 18 July 2023,
    // the Lebanese official exams in late July 2024, the Cameroon GCE A Level on 24 July 2024.
    const resultsOut: Record<string, string> = {
      IN: '05-15',
      CN: '06-25',
      VN: '07-18',
      LB: '07-20',
      CM: '07-24',
    };
    const september = { label: 'September 2027', slug: 'september', startDate: '2027-09-13' };
    for (const [country, day] of Object.entries(resultsOut)) {
      const guide = COUNTRY_GUIDES.find((candidate) => candidate.countryCode === country)!;
      const bachelor = guide.levelPaths.find((path) => path.level === 'bac3')!;
      const [timeline] = intakeTimelines(
        stepsOfLevel(guide.steps, bachelor).map(asSiteStep),
        [september],
        '2026-11-29',
      );
      const dateOf = (key: string) => timeline!.steps.find((step) => step.key === key)!.date;
      // A step is dated "by" its day: a week's margin after the results is the student's to send them.
      expect(dateOf('results') >= `2027-${day}`, `${country} results by ${dateOf('results')}`).toBe(true);
      expect(dateOf('visa') > dateOf('results')).toBe(true);
    }
  });

  it('dates the final results of a January or February intake in the summer before it, as a September one’s', () => {
    // China's January Bachelor dated the gaokao's results in November, five months after them
    // (issue 56); every country's exam and every university publishes once a year, in the summer.
    const intakes = demoIntakes(demoCalendar(new Date('2026-11-29T09:00:00Z'))).map((intake) => ({
      label: intake.label.en,
      slug: intake.key,
      startDate: intake.startDate,
    }));
    const problems: string[] = [];
    for (const guide of COUNTRY_GUIDES)
      for (const path of guide.levelPaths) {
        const timelines = intakeTimelines(stepsOfLevel(guide.steps, path).map(asSiteStep), intakes, '2026-06-01');
        for (const timeline of timelines) {
          const results = timeline.steps.find((step) => step.key === 'results')!;
          const month = Number(results.date.slice(5, 7));
          // Brazil's certificate comes in December, the year before a January intake (its FAQ says so).
          const summer = guide.countryCode === 'BR' && path.level === 'bac3' ? month <= 12 : month >= 5 && month <= 7;
          const where = `${guide.countryCode} ${path.level} ${timeline.intake.slug}: results on ${results.date}`;
          if (!summer || results.date >= timeline.intake.startDate) problems.push(where);
          // Never a document asked for before the step that gives it, nor a step before one it needs.
          for (const step of timeline.steps)
            for (const document of step.asks)
              for (const producer of timeline.steps.filter((other) => other.produces.includes(document)))
                if (producer.date > step.date) problems.push(`${where}: ${step.key} asks for ${document}`);
        }
      }
    expect(problems).toEqual([]);
    const china = COUNTRY_GUIDES.find((guide) => guide.countryCode === 'CN')!;
    const [january] = intakeTimelines(
      stepsOfLevel(china.steps, china.levelPaths[0]!).map(asSiteStep),
      intakes,
      '2026-06-01',
    );
    const dateOf = (key: string) => january!.steps.find((step) => step.key === key)!.date;
    // The gaokao is sat from 7 to 10 June 2026, its results are out in late June: sent by 5 July,
    // before the admission of September and the visa.
    expect(january!.intake.startDate).toBe('2027-01-11');
    expect(dateOf('results')).toBe('2026-07-05');
    expect(dateOf('results') < dateOf('admission')).toBe(true);
    expect(dateOf('results') < dateOf('visa')).toBe(true);
  });

  it('gives a Master’s applicant’s first degree one length on a page', () => {
    // "licence … trois années" beside "licence … en quatre ans" (China's, then Brazil's and Mexico's).
    for (const guide of COUNTRY_GUIDES) {
      const master = guide.levelPaths.find((path) => path.level === 'bac5')!;
      const text = `${master.requirements.en} ${master.entryYear.en}`;
      const three = /that is three years/.test(text);
      // "A four-year licenciatura" speaks of the degree itself; "another four-year degree" of another.
      const four = /\bA four(-year| or five-year)\b/.test(text);
      expect(`${guide.countryCode}: ${three && four ? 'three and four years' : 'one length'}`).toBe(
        `${guide.countryCode}: one length`,
      );
    }
  });

  it('names, for each scholarship, a step every guide has', () => {
    for (const scholarship of SCHOLARSHIPS)
      for (const guide of COUNTRY_GUIDES) expect(guide.steps.map((step) => step.key)).toContain(scholarship.requires);
  });

  it('refuses a step dated before a step it needs, an unknown need, a document asked for before it is given, a missing level', () => {
    const guide = COUNTRY_GUIDES[0]!;
    const moved = guide.steps.map((step) => (step.key === 'housing' ? { ...step, weeksBeforeIntake: 6 } : step));
    expect(() => checkSteps('XX', moved, guide.levelPaths)).toThrow(/visa is dated on or before housing/);
    const unknown = guide.steps.map((step) => (step.key === 'visa' ? { ...step, needs: ['passport' as const] } : step));
    // @ts-expect-error -- an editor's key the seed does not know
    expect(() => checkSteps('XX', unknown, guide.levelPaths)).toThrow(/needs "passport"/);
    expect(() => checkSteps('XX', guide.steps, guide.levelPaths.slice(0, 1))).toThrow(/bac5 path/);
    // China's January file asking for the gaokao's results, which come in late June (issue 56).
    const china = COUNTRY_GUIDES.find((candidate) => candidate.countryCode === 'CN')!;
    expect(() => checkSteps('CN', china.steps, china.levelPaths)).not.toThrow();
    const early = china.steps.map((step) =>
      step.key === 'file' ? { ...step, asks: [...step.asks, 'gaokao-results' as const] } : step,
    );
    expect(() => checkSteps('CN', early, china.levelPaths)).toThrow(
      /bac3: file asks for gaokao-results, which results gives later/,
    );
  });
});
