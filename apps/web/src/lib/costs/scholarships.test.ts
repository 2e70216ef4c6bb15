import { describe, expect, it } from 'vitest';
import type { Scholarship } from '@/lib/cms/schemas/study-costs';
import { scholarshipsFor } from './scholarships';

const scholarship = (title: string, over: Partial<Scholarship> = {}): Scholarship => ({
  title,
  description: null,
  amount: 1000,
  amountPeriod: 'year',
  deadline: '2027-03-31',
  countries: [],
  merit: false,
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
    expect(scholarshipsFor(all, course, '2026-11-26').map((s) => s.title)).toEqual([
      'every course',
      'its school',
      'its level',
      'no deadline',
    ]);
    // On its last day, still open.
    expect(scholarshipsFor(all, course, '2027-03-31')).toHaveLength(4);
    expect(scholarshipsFor(all, course, '2027-04-01').map((s) => s.title)).toEqual(['no deadline']);
  });
});
