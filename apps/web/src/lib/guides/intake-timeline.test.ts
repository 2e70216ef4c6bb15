import { describe, expect, it } from 'vitest';
import { guideStep as step } from '../../../tests/support/guide-step';
import { datedSteps, intakeTimelines, suggestedIntake, usualDate, weeksBefore } from './intake-timeline';

// As an editor might enter them: out of order, and the housing (which the visa needs) dated after it.
const steps = [
  step('visa', 12, ['admission', 'housing'], 4),
  step('file', 32, [], 16),
  step('housing', 14, ['admission']),
  step('admission', 18, ['file']),
  step('arrival', 1, ['visa']),
];
const intakes = [
  { label: 'September 2027', slug: 'sep-2027', startDate: '2027-09-13' },
  { label: 'January 2027', slug: 'jan-2027', startDate: '2027-01-11' },
  { label: 'February 2027', slug: 'feb-2027', startDate: '2027-02-08' },
  { label: 'Undated', slug: 'undated', startDate: null },
  { label: 'Gone', slug: 'sep-2026', startDate: '2026-09-07' },
];

describe('weeksBefore', () => {
  it('counts weeks back in calendar days, across years', () => {
    expect(weeksBefore('2027-01-11', 2)).toBe('2026-12-28');
    expect(weeksBefore('2027-09-13', 32)).toBe('2027-02-01');
  });
});

describe('a step on a day of the year', () => {
  it('is dated on the last such day before each intake, and ordered by that date', () => {
    const withResults = [
      step('file', 32, [], 16),
      step('interview', 24, ['file'], 10),
      step('admission', 18, ['interview']),
      // An exam's results, out by 5 July: whatever the intake, not ten weeks before it.
      step('results', 10, ['file'], null, { onDay: '07-05' }),
      step('visa', 8, ['admission', 'results'], 4),
    ];
    const dated = (startDate: string) => datedSteps(withResults, startDate, '2000-01-01').map((s) => [s.key, s.date]);
    expect(usualDate({ weeksBeforeIntake: 10, onDay: '07-05' }, '2027-09-13')).toBe('2027-07-05');
    expect(usualDate({ weeksBeforeIntake: 10, onDay: '07-05' }, '2027-01-11')).toBe('2026-07-05');
    expect(usualDate({ weeksBeforeIntake: 10, onDay: null }, '2027-01-11')).toBe('2026-11-02');
    expect(dated('2027-09-13')).toEqual([
      ['file', '2027-02-01'],
      ['interview', '2027-03-29'],
      ['admission', '2027-05-10'],
      ['results', '2027-07-05'],
      ['visa', '2027-07-19'],
    ]);
    // Before a January intake, the summer's results come before the September admission.
    expect(dated('2027-01-11')).toEqual([
      ['file', '2026-06-01'],
      ['results', '2026-07-05'],
      ['interview', '2026-07-27'],
      ['admission', '2026-09-07'],
      ['visa', '2026-11-16'],
    ]);
  });
});

describe('datedSteps', () => {
  it('orders the steps by what they need and dates none before a step it needs', () => {
    const late = [step('visa', 12, ['housing']), step('housing', 6)];
    const dated = datedSteps(late, '2027-09-13', '2026-11-27');
    expect(dated.map((s) => [s.key, s.date])).toEqual([
      ['housing', '2027-08-02'],
      // Its usual date (21 June) is before the housing it needs: it moves after it.
      ['visa', '2027-08-02'],
    ]);
    expect(dated[1]?.after).toEqual(['housing']);
  });

  it('never dates a step before what it needs, for any intake', () => {
    for (const intake of intakes.filter((i) => i.startDate)) {
      const dated = datedSteps(steps, intake.startDate!, '2026-11-27');
      for (const [index, s] of dated.entries())
        for (const need of s.needs) {
          const needed = dated.findIndex((other) => other.key === need);
          expect(needed, `${intake.slug}: ${s.key} after ${need}`).toBeLessThan(index);
          expect(dated[needed]!.date <= s.date, `${intake.slug}: ${s.key} dated after ${need}`).toBe(true);
        }
    }
  });

  it('gives each step the latest day it can be done: its own, or that of a step needing it', () => {
    const dated = datedSteps(steps, '2027-09-13', '2026-11-27');
    const latest = Object.fromEntries(dated.map((s) => [s.key, s.latest]));
    expect(latest).toEqual({
      file: '2027-05-24',
      admission: '2027-08-16',
      housing: '2027-08-16',
      visa: '2027-08-16',
      arrival: null,
    });
  });

  it('gives a late step no latest day after the date a step needing it shows', () => {
    // Late on 27 November for September 2027: the file (usual 1 February, own limit 24 May), and
    // the choice it needs (usual 2 November). The choice must come before the file's 1 February.
    const late = [step('choose', 45), step('file', 32, ['choose'], 16), step('admission', 18, ['file'])];
    const byKey = (today: string) =>
      Object.fromEntries(datedSteps(late, '2027-09-13', today).map((s) => [s.key, [s.late, s.latest]]));
    expect(byKey('2026-11-27')).toEqual({
      choose: [true, '2027-02-01'],
      file: [false, '2027-05-24'],
      admission: [false, null],
    });
    // Both late (18 February): the choice before the file's own latest day, the file before the admission's date.
    expect(byKey('2027-02-18')).toEqual({
      choose: [true, '2027-05-10'],
      file: [true, '2027-05-10'],
      admission: [false, null],
    });
    for (const today of ['2026-11-27', '2027-02-18', '2027-05-01'])
      for (const dated of [datedSteps(late, '2027-09-13', today), datedSteps(steps, '2027-09-13', today)])
        for (const s of dated.filter((d) => d.late && d.latest))
          for (const needing of dated.filter((d) => d.needs.includes(s.key)))
            expect(s.latest! <= (needing.late ? (needing.latest ?? '9999') : needing.date), `${today} ${s.key}`).toBe(
              true,
            );
  });

  it('leaves out a need the level has not', () => {
    const dated = datedSteps([step('file', 32, ['degree']), step('choose', 40)], '2027-09-13', '2026-11-27');
    expect(dated.map((s) => s.key)).toEqual(['choose', 'file']);
    expect(dated[1]?.after).toEqual([]);
  });
});

describe('intakeTimelines', () => {
  it('keeps the dated intakes to come, soonest first', () => {
    const timelines = intakeTimelines(steps, intakes, '2026-11-27');
    expect(timelines.map((timeline) => timeline.intake.slug)).toEqual(['jan-2027', 'feb-2027', 'sep-2027']);
    expect(intakeTimelines(steps, intakes, '2028-01-01')).toEqual([]);
  });

  it('says an intake closed once a step is past its latest date, and suggests the next that can be made', () => {
    const timelines = intakeTimelines(steps, intakes, '2026-11-27');
    // January: the file closed on 21 September 2026; February: on 19 October.
    expect(timelines.map((timeline) => timeline.closed)).toEqual([
      { step: 'file', deadline: '2026-09-21' },
      { step: 'file', deadline: '2026-10-19' },
      null,
    ]);
    expect(suggestedIntake(timelines)).toBe(2);
  });

  it('keeps an intake open with late steps while no latest date has gone by', () => {
    const [february] = intakeTimelines(steps, intakes.slice(2, 3), '2026-09-28');
    expect(february?.closed).toBeNull();
    expect(february?.steps.filter((s) => s.late).map((s) => s.key)).toEqual(['file']);
    expect(february?.lateCount).toBe(1);
    expect(suggestedIntake(february ? [february] : [])).toBe(0);
  });

  it('suggests nothing when no intake can be made', () => {
    const closed = intakeTimelines(steps, intakes.slice(1, 3), '2026-11-27');
    expect(suggestedIntake(closed)).toBe(-1);
  });
});

// The same guide read on the days around each of its limits (2027's intakes): what is open, closed
// or gone changes on those days and on no others, whatever day the test runs.
describe('intakeTimelines through the year', () => {
  const read = (today: string) => {
    const timelines = intakeTimelines(steps, intakes, today);
    return {
      intakes: timelines.map((timeline) => `${timeline.intake.slug}${timeline.closed ? ' closed' : ''}`),
      open: timelines[suggestedIntake(timelines)]?.intake.slug ?? null,
    };
  };

  it.each([
    // January's file is due 21 September 2026: open that day, closed the next.
    ['2026-09-21', ['jan-2027', 'feb-2027', 'sep-2027'], 'jan-2027'],
    ['2026-09-22', ['jan-2027 closed', 'feb-2027', 'sep-2027'], 'feb-2027'],
    // February's, 19 October.
    ['2026-10-19', ['jan-2027 closed', 'feb-2027', 'sep-2027'], 'feb-2027'],
    ['2026-10-20', ['jan-2027 closed', 'feb-2027 closed', 'sep-2027'], 'sep-2027'],
    // January has begun on the 11th: it is no longer offered.
    ['2027-01-10', ['jan-2027 closed', 'feb-2027 closed', 'sep-2027'], 'sep-2027'],
    ['2027-01-11', ['feb-2027 closed', 'sep-2027'], 'sep-2027'],
    // Between February's first day and September's file deadline (24 May): September alone.
    ['2027-03-01', ['sep-2027'], 'sep-2027'],
    ['2027-05-24', ['sep-2027'], 'sep-2027'],
    // A closed year: an intake to come, none that can still be made.
    ['2027-05-25', ['sep-2027 closed'], null],
    ['2027-09-12', ['sep-2027 closed'], null],
    // Nothing to come.
    ['2027-09-13', [], null],
  ])('on %s: %j, open: %s', (today, shown, open) => {
    expect(read(today)).toEqual({ intakes: shown, open });
  });

  it('counts as late the steps whose usual day has gone by, the day after it', () => {
    const lateOn = (today: string) =>
      intakeTimelines(steps, intakes.slice(0, 1), today)[0]!
        .steps.filter((s) => s.late)
        .map((s) => s.key);
    // September 2027's file is usually built on 1 February, its admission on 10 May.
    expect(lateOn('2027-02-01')).toEqual([]);
    expect(lateOn('2027-02-02')).toEqual(['file']);
    expect(lateOn('2027-05-11')).toEqual(['file', 'admission']);
  });
});
