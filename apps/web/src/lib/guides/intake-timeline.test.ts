import { describe, expect, it } from 'vitest';
import { intakeTimelines, suggestedIntake, weeksBefore } from './intake-timeline';

const steps = [
  { title: 'Visa', description: null, weeksBeforeIntake: 12 },
  { title: 'Account', description: 'Études en France', weeksBeforeIntake: 34 },
  { title: 'Arrive', description: null, weeksBeforeIntake: 1 },
];
const intakes = [
  { label: 'September 2027', slug: 'sep-2027', startDate: '2027-09-06' },
  { label: 'January 2027', slug: 'jan-2027', startDate: '2027-01-11' },
  { label: 'February 2027', slug: 'feb-2027', startDate: '2027-02-08' },
  { label: 'Undated', slug: 'undated', startDate: null },
  { label: 'Gone', slug: 'sep-2026', startDate: '2026-09-07' },
];

describe('intakeTimelines', () => {
  it('counts weeks back in calendar days, across years', () => {
    expect(weeksBefore('2027-01-11', 2)).toBe('2026-12-28');
    expect(weeksBefore('2027-09-06', 34)).toBe('2027-01-11');
  });

  it('keeps the dated intakes to come, soonest first, with the steps furthest first', () => {
    const timelines = intakeTimelines(steps, intakes, '2026-11-26');
    expect(timelines.map((timeline) => timeline.intake.slug)).toEqual(['jan-2027', 'feb-2027', 'sep-2027']);
    expect(timelines[2]?.steps.map((step) => [step.title, step.date, step.late])).toEqual([
      ['Account', '2027-01-11', false],
      ['Visa', '2027-06-14', false],
      ['Arrive', '2027-08-30', false],
    ]);
  });

  it('marks the steps whose date has gone by, and suggests the first intake still on time', () => {
    const timelines = intakeTimelines(steps, intakes, '2026-11-26');
    expect(timelines.map((timeline) => timeline.lateCount)).toEqual([2, 2, 0]);
    expect(timelines[0]?.steps.map((step) => step.late)).toEqual([true, true, false]);
    expect(suggestedIntake(timelines)).toBe(2);
  });

  it('suggests the last intake when none can be made on time, and nothing when none is to come', () => {
    const late = intakeTimelines(steps, intakes.slice(1, 3), '2026-11-26');
    expect(suggestedIntake(late)).toBe(1);
    expect(intakeTimelines(steps, intakes, '2028-01-01')).toEqual([]);
  });
});
