import { describe, expect, it } from 'vitest';
import type { CostCampus, CostCourse } from '@/lib/cms/resources/study-costs';
import { costRequest, costSelection } from './cost-request';

const living = {
  housingResidence: 400,
  housingStudio: 600,
  housingShared: 450,
  food: 250,
  transport: 30,
  phone: 15,
  academicYear: '2026-2027',
  source: null,
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
  tuition: {
    eu: nonEu - 1000,
    nonEu,
    applicationFee: null,
    workStudy: false,
    salaryMin: null,
    salaryMax: null,
    academicYear: '2026-2027',
    source: null,
  },
});
const courses = [
  course('bachelor-a', 'bac3', ['paris', 'lyon'], 9900),
  course('bachelor-b', 'bac3', ['lyon'], 9400),
  course('master-a', 'bac5', ['paris'], 12500),
];

describe('the calculator’s address', () => {
  it('reads the choices, and an unknown value as the first choice', () => {
    expect(
      costRequest({ course: 'bachelor-a', campus: 'lyon', route: 'work-study', fees: 'eu', housing: 'studio' }),
    ).toEqual({
      course: 'bachelor-a',
      level: null,
      campus: 'lyon',
      choices: { route: 'work-study', band: 'eu', housing: 'studio' },
    });
    expect(costRequest({ course: '<script>', route: 'both', fees: ['x'], housing: undefined })).toEqual({
      course: null,
      level: null,
      campus: null,
      choices: { route: 'full-time', band: 'non-eu', housing: 'residence' },
    });
  });

  it('budgets a course on the chosen campus, or on its first one when it is not taught there', () => {
    const onLyon = costSelection(costRequest({ course: 'master-a', campus: 'paris' }), courses, campuses);
    expect(onLyon.selection?.campus.slug).toBe('paris');
    expect(onLyon.notices).toEqual([]);
    const elsewhere = costSelection(costRequest({ course: 'master-a', campus: 'lyon' }), courses, campuses);
    expect(elsewhere.selection?.campus.slug).toBe('paris');
    expect(elsewhere.notices).toEqual(['notOnCampus']);
  });

  it('budgets a level with its least expensive course on the campus', () => {
    const { selection } = costSelection(costRequest({ level: 'bac3', campus: 'lyon' }), courses, campuses);
    expect(selection).toMatchObject({ basis: 'level', course: { slug: 'bachelor-b' }, campus: { slug: 'lyon' } });
    expect(costSelection(costRequest({ level: 'bac5', campus: 'lyon' }), courses, campuses).notices).toEqual([
      'noCourseOnCampus',
    ]);
  });

  it('says so when the address names an unknown course, and makes no budget without a course or level', () => {
    expect(costSelection(costRequest({ course: 'gone' }), courses, campuses)).toEqual({
      selection: null,
      notices: ['unknownCourse'],
    });
    expect(costSelection(costRequest({}), courses, campuses)).toEqual({ selection: null, notices: [] });
  });
});
