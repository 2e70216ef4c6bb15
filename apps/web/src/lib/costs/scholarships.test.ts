import { describe, expect, it } from 'vitest';
import type { Scholarship } from '@/lib/cms/schemas/study-costs';
import { intakeTimelines } from '@/lib/guides/intake-timeline';
import { guideStep } from '../../../tests/support/guide-step';
import { scholarshipsFor } from './scholarships';

const scholarship = (title: string, over: Partial<Scholarship> = {}): Scholarship => ({
  title,
  description: null,
  amount: 1000,
  amountPeriod: 'year',
  deadline: '2027-03-31',
  countries: [],
  merit: false,
  openToEtudesEnFrance: true,
  url: null,
  schools: [],
  graduationLevels: [],
  ...over,
});

describe('the scholarships of a course', () => {
  const all = [
    scholarship('every course'),
    scholarship('its school', { schools: [{ slug: 'kerlys' }] }),
    scholarship('another school', { schools: [{ slug: 'alderan' }] }),
    scholarship('its level', { graduationLevels: [{ slug: 'bac-5' }, { slug: 'bac-3' }] }),
    scholarship('another level', { graduationLevels: [{ slug: 'bac-2' }] }),
    scholarship('closed', { deadline: '2026-11-01' }),
    scholarship('no deadline', { deadline: null }),
  ];

  it('keeps those open to its school and level, until their deadline', () => {
    const course = { school: { slug: 'kerlys' }, graduationLevel: { slug: 'bac-3' } };
    expect(scholarshipsFor(all, course, '2026-11-26').offered.map((s) => s.title)).toEqual([
      'every course',
      'its school',
      'its level',
      'no deadline',
    ]);
    // On its last day, still open.
    expect(scholarshipsFor(all, course, '2027-03-31').offered).toHaveLength(4);
    expect(scholarshipsFor(all, course, '2027-04-01').offered.map((s) => s.title)).toEqual(['no deadline']);
  });
});

describe('the aid of a budget for a student’s country and intake', () => {
  // A September intake seen in November: file 1 February, interview 29 March, offer accepted 10 May.
  const steps = [
    guideStep('file', 32, [], 16),
    guideStep('interview', 24, ['file'], 10),
    guideStep('admission', 18, ['interview']),
  ].map((step) => ({
    ...step,
    title: { file: 'Build your file', interview: 'Attend the interview', admission: 'Accept your offer' }[step.key]!,
  }));
  const [timeline] = intakeTimelines(
    steps,
    [{ label: 'September', slug: 'sep', startDate: '2027-09-13' }],
    '2026-11-29',
  );
  const course = { school: null, graduationLevel: null };
  const aid = [
    scholarship('Latin America', { deadline: '2027-04-30', requires: 'admission' }),
    scholarship('Africa', { deadline: '2027-02-28', requires: 'file' }),
    scholarship('Early', { deadline: '2027-01-31', requires: 'admission' }),
  ];

  it('says which step to do sooner than usual, as the guide does, and none on time', () => {
    const { offered } = scholarshipsFor(
      aid,
      course,
      '2026-11-29',
      { country: 'BR', etudesEnFrance: true },
      { startDate: '2027-09-13', timeline: timeline! },
    );
    expect(offered.map(({ title, hurry }) => [title, hurry])).toEqual([
      // Usually accepted on 10 May, after the 30 April deadline: accept it sooner.
      ['Latin America', { title: 'Accept your offer', date: '2027-05-10' }],
      ['Africa', null],
    ]);
    // Without a country's timeline, nothing to say.
    expect(scholarshipsFor(aid, course, '2026-11-29').offered.every((offer) => offer.hurry === null)).toBe(true);
  });
});

describe('the aid of a budget for a student of the Études en France route', () => {
  const course = { school: null, graduationLevel: null };
  // Read in March for September: the interview of late March is before the reduction's May deadline,
  // so the timeline alone would offer it; the route does not (docs/decisions/cost-calculator.md).
  const early = scholarship('Early enrolment', {
    deadline: '2027-05-15',
    requires: 'admission',
    openToEtudesEnFrance: false,
  });
  const all = [early, scholarship('Everyone', { deadline: '2027-05-15' })];

  it('leaves out an aid closed to that route, apart, so that the page says why', () => {
    const route = scholarshipsFor(all, course, '2027-03-01', { country: 'SN', etudesEnFrance: true });
    expect(route.offered.map((s) => s.title)).toEqual(['Everyone']);
    expect(route.notThroughEtudesEnFrance.map((s) => s.title)).toEqual(['Early enrolment']);
    // A country without the procedure, or none said: offered.
    const direct = scholarshipsFor(all, course, '2027-03-01', { country: 'XX', etudesEnFrance: false });
    expect(direct.offered.map((s) => s.title)).toEqual(['Early enrolment', 'Everyone']);
    expect(direct.notThroughEtudesEnFrance).toEqual([]);
    // Past its deadline, absent for everyone: nothing to explain.
    expect(
      scholarshipsFor(all, course, '2027-05-16', { country: 'SN', etudesEnFrance: true }).notThroughEtudesEnFrance,
    ).toEqual([]);
  });
});
