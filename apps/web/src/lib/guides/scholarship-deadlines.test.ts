import { describe, expect, it } from 'vitest';
import { intakeTimelines, type GuideStep } from './intake-timeline';
import { intakeDeadlines, obtainableBy, scholarshipsOpenTo, timelineEntries } from './scholarship-deadlines';

const step = (key: string, title: string, weeks: number, needs: string[] = []): GuideStep => ({
  key,
  title,
  description: null,
  needs,
  asks: [],
  produces: [],
  weeksBeforeIntake: weeks,
  onDay: null,
  deadlineWeeksBeforeIntake: null,
});
const steps = [
  step('file', 'Build your file', 32),
  step('interview', 'Attend the interview', 24, ['file']),
  step('admission', 'Accept your offer', 18, ['interview']),
];
const scholarship = (title: string, deadline: string, requires: string | null, over = {}) => ({
  title,
  description: null,
  deadline,
  requires,
  countries: [] as string[],
  graduationLevels: [] as Array<{ slug: string }>,
  ...over,
});

const today = '2026-11-27';
const [september] = intakeTimelines(
  steps,
  [{ label: 'September 2027', slug: 'sep-2027', startDate: '2027-09-13' }],
  today,
);

describe('scholarshipsOpenTo', () => {
  const all = [
    scholarship('Everyone', '2027-01-31', 'admission'),
    scholarship('Africa', '2027-02-28', 'file', { countries: ['SN', 'CI'] }),
    scholarship('Master', '2027-03-31', 'file', { graduationLevels: [{ slug: 'bac-5' }] }),
  ];

  it('keeps those open to the country and the level (none listed: all)', () => {
    expect(scholarshipsOpenTo(all, 'SN', 'bac-3').map((s) => s.title)).toEqual(['Everyone', 'Africa']);
    expect(scholarshipsOpenTo(all, 'BR', 'bac-5').map((s) => s.title)).toEqual(['Everyone', 'Master']);
    expect(scholarshipsOpenTo(all, 'BR', null).map((s) => s.title)).toEqual(['Everyone']);
  });
});

describe('intakeDeadlines and timelineEntries', () => {
  it('merges the deadlines with the steps in date order, each with the step it needs', () => {
    const deadlines = intakeDeadlines(
      [scholarship('Latin America', '2027-04-30', 'admission'), scholarship('Africa', '2027-02-28', 'file')],
      september!,
      today,
    );
    const entries = timelineEntries(september!.steps, deadlines);
    expect(
      entries.map((e) => (e.kind === 'step' ? `${e.step.key} ${e.step.date}` : `deadline ${e.deadline.title}`)),
    ).toEqual([
      'file 2027-02-01',
      'deadline Africa',
      'interview 2027-03-29',
      'deadline Latin America',
      'admission 2027-05-10',
    ]);
    // The file is usually built on 1 February, before the 28th: on time.
    expect(deadlines[0]).toMatchObject({ date: '2027-02-28', tooLate: false, requires: { key: 'file' } });
    // The offer is usually accepted on 10 May, after the interview of 29 March: accept it sooner.
    expect(deadlines[1]).toMatchObject({ date: '2027-04-30', tooLate: true, requires: { title: 'Accept your offer' } });
  });

  it('leaves out an aid whose step cannot be hurried past the steps it needs, in the guide as in the budget', () => {
    // An admission by 31 January, or an interview by 1 February the day the file is due: neither.
    const early = scholarship('Early', '2027-01-31', 'admission');
    const interview = scholarship('Interview', '2027-01-31', 'interview');
    expect(intakeDeadlines([early, interview], september!, today)).toEqual([]);
    expect(obtainableBy(september!, 'admission', '2027-03-28')).toBe(false);
    expect(obtainableBy(september!, 'admission', '2027-03-29')).toBe(true);
    expect(obtainableBy(september!, 'file', '2026-12-01')).toBe(true);
    expect(obtainableBy(september!, null, '2026-12-01')).toBe(true);
  });

  it('leaves out the deadlines gone by and those after the intake’s first day', () => {
    const deadlines = intakeDeadlines(
      [
        scholarship('Gone', '2026-10-31', 'file'),
        scholarship('After', '2027-10-01', 'file'),
        scholarship('No step', '2027-04-15', null),
      ],
      september!,
      today,
    );
    expect(deadlines).toEqual([
      { title: 'No step', description: null, date: '2027-04-15', requires: null, tooLate: false },
    ]);
  });

  it('puts a step before a deadline of the same day', () => {
    const deadlines = intakeDeadlines([scholarship('Same day', '2027-02-01', 'file')], september!, today);
    const entries = timelineEntries(september!.steps, deadlines);
    expect(entries.slice(0, 2).map((e) => e.kind)).toEqual(['step', 'deadline']);
  });
});

// One deadline, 28 February 2027, read through the days around it and the intakes around it.
describe('intakeDeadlines through the year', () => {
  const africa = scholarship('Africa', '2027-02-28', 'file');
  const shownOn = (today: string, startDate = '2027-09-13') => {
    const [timeline] = intakeTimelines(steps, [{ label: 'An intake', slug: 'intake', startDate }], today);
    return timeline ? intakeDeadlines([africa], timeline, today).map((deadline) => deadline.date) : null;
  };

  it('shows the deadline up to its day, and never after it', () => {
    expect(shownOn('2026-11-27')).toEqual(['2027-02-28']);
    expect(shownOn('2027-02-28')).toEqual(['2027-02-28']);
    expect(shownOn('2027-03-01')).toEqual([]);
  });

  it('shows it for an intake that starts after it only', () => {
    // February 2027 starts on the 8th: the deadline is for a later intake.
    expect(shownOn('2026-11-27', '2027-02-08')).toEqual([]);
    expect(shownOn('2026-11-27', '2027-02-28')).toEqual([]);
    expect(shownOn('2026-11-27', '2027-03-01')).toEqual(['2027-02-28']);
  });

  it('says the step is too late once its usual day is after the deadline, whatever the day it is read', () => {
    const tooLate = (startDate: string, today: string) => {
      const [timeline] = intakeTimelines(steps, [{ label: 'An intake', slug: 'intake', startDate }], today);
      return intakeDeadlines([africa], timeline!, today)[0]?.tooLate;
    };
    // September 2027's file is usually built on 1 February: on time. January 2028's on 31 May 2027, after it.
    expect(tooLate('2027-09-13', '2026-11-27')).toBe(false);
    expect(tooLate('2027-09-13', '2027-02-27')).toBe(false);
    expect(tooLate('2028-01-10', '2026-11-27')).toBe(true);
  });
});
