import 'server-only';
import { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import { optionalGetter, requiredGetter } from '../getters';
import { listOf, optionalOf, optionalText } from '../schemas/fields';
import { intakeDateSchema } from '../schemas/intake-date';
import { collectionOf, dataOf, firstOf, singleOf } from '../schemas/strapi';
import { bySlug } from './by-slug';
import { filterOptionsOf, filterOptionsRead } from './course-filters';
import {
  livingCostsSchema,
  nationalCostsSchema,
  optionalCostFigure,
  scholarshipSchema,
  tuitionSchema,
} from '../schemas/study-costs';

const FIGURES = [
  'cvec',
  'healthInsurance',
  'visaFee',
  'visaValidation',
  'visaResources',
  'travel',
  'setup',
  'diplomaRecognition',
  'exchangeRates',
] as const;

// The settings entry has no languages (each figure names its source in both): one read, whatever the page's.
const nationalCosts = () => ({
  scope: 'cost calculator',
  path: '/study-cost',
  query: { populate: Object.fromEntries(FIGURES.map((figure) => [figure, true])) },
  locale: 'fr' as const,
  schema: singleOf(nationalCostsSchema),
  resources: ['study-cost'] as const,
});

/** The national amounts of every budget: the calculator cannot answer without them. */
export const getNationalCosts = requiredGetter(nationalCosts, dataOf);
/** The same, for a page the budget only decorates (a course page). */
export const getNationalCostsIfAvailable = optionalGetter(nationalCosts, dataOf);

export const costCampusSchema = z.object({
  title: z.string(),
  slug: z.string(),
  city: z.string(),
  livingCosts: optionalOf(livingCostsSchema),
});

export const costCourseSchema = z.object({
  title: z.string(),
  slug: z.string(),
  graduationLevel: optionalOf(z.object({ label: z.string(), slug: z.string() })),
  school: optionalOf(z.object({ slug: z.string() })),
  campuses: listOf(z.object({ slug: z.string() })),
  entryYears: listOf(intakeDateSchema),
  tuition: optionalOf(tuitionSchema),
});

/** A course as the form's list offers it: what it is called, and its level (the list's groups). */
export const costCourseOptionSchema = costCourseSchema.pick({ title: true, slug: true, graduationLevel: true });

/** A country a student can say they come from: its guide, with what the budget adds for it. */
export const costCountrySchema = z.object({
  title: z.string(),
  slug: z.string(),
  country: z.string(),
  countryCode: z.string(),
  currency: optionalText,
  procedureFeeFigure: optionalCostFigure,
  travelFigure: optionalCostFigure,
});

export type CostCampus = z.infer<typeof costCampusSchema>;
export type CostCourse = z.infer<typeof costCourseSchema>;
export type CostCourseOption = z.infer<typeof costCourseOptionSchema>;
export type CostLevel = { slug: string; label: string };
export type CostCountry = z.infer<typeof costCountrySchema>;

/** The campuses a budget can be made for, with their city's living costs. */
export const getCostCampuses = requiredGetter(
  (locale: Locale) => ({
    scope: 'cost calculator',
    path: '/campuses',
    query: {
      fields: ['title', 'slug', 'city'],
      populate: { livingCosts: true },
      sort: ['city:asc'],
      // Every campus (120 in a network of 40 schools): the CMS's maxLimit.
      pagination: { limit: 1000 },
    },
    locale,
    schema: collectionOf(costCampusSchema),
    resources: ['campuses'] as const,
  }),
  dataOf,
);

const costCoursePopulate = {
  tuition: true,
  graduationLevel: { fields: ['label', 'slug'] },
  school: { fields: ['slug'] },
  campuses: { fields: ['slug'] },
  entryYears: { fields: ['label', 'slug', 'startDate'] },
};
const costCourseResources = ['courses', 'graduation-levels', 'campuses', 'schools', 'entry-years'] as const;

/** Which fee a course's tuition is compared by: the band the student chose. */
export type TuitionBand = 'eu' | 'nonEu';

/**
 * The courses that can be budgeted (those with their tuition), of a level and on a campus when they
 * are given: conditions the CMS applies, so that the site never reads the courses to filter them.
 * A value the CMS does not have matches no course.
 */
const budgetable = (level: string | null, campus: string | null) => ({
  $and: [
    { tuition: { id: { $notNull: true } } },
    ...(level ? [{ graduationLevel: { slug: { $eq: level } } }] : []),
    ...(campus ? [{ campuses: { slug: { $eq: campus } } }] : []),
  ],
});

// The courses the form lists: a bound, so that the form and its read stay the same size however
// many courses the network has (docs/decisions/cost-calculator.md). A level and a campus narrow the
// list to theirs; a course past it is budgeted from its own address (see getCostCourse).
export const COURSE_OPTIONS = 100;

/**
 * The form's courses for a level and a campus (each may be null), first by title, and how many
 * match in all. Asked with values the CMS has (a level and a campus of its own): one cached read
 * per level and campus at most.
 */
export const getCostCourseOptions = requiredGetter(
  (locale: Locale, level: string | null, campus: string | null) => ({
    scope: 'cost calculator',
    path: '/courses',
    query: {
      fields: ['title', 'slug'],
      populate: { graduationLevel: { fields: ['label', 'slug'] } },
      filters: budgetable(level, campus),
      sort: ['title:asc', 'slug:asc'],
      pagination: { limit: COURSE_OPTIONS },
    },
    locale,
    schema: collectionOf(costCourseOptionSchema),
    resources: ['courses', 'graduation-levels', 'campuses'] as const,
  }),
  (answer) => ({ courses: answer.data, total: answer.meta?.pagination?.total ?? answer.data.length }),
);

/**
 * One course by its slug, with what a budget needs (null when there is none): the course an
 * address names, whichever its rank in the form's list.
 */
export const getCostCourse = requiredGetter(
  (locale: Locale, slug: string) =>
    bySlug({
      scope: 'cost calculator',
      resource: 'courses',
      related: costCourseResources.slice(1),
      locale,
      slug,
      schema: costCourseSchema,
      query: { fields: ['title', 'slug'], populate: costCoursePopulate },
    }),
  firstOf,
);

/**
 * The least expensive course of a level on a campus for a fee band, with what a budget needs (null
 * when the campus has none of that level): the CMS orders them by that fee and answers the first.
 */
export const getCheapestCostCourse = requiredGetter(
  (locale: Locale, level: string, campus: string, band: TuitionBand) => ({
    scope: 'cost calculator',
    path: '/courses',
    query: {
      fields: ['title', 'slug'],
      populate: costCoursePopulate,
      filters: budgetable(level, campus),
      sort: [`tuition.${band}:asc`, 'title:asc', 'slug:asc'],
      pagination: { limit: 1 },
    },
    locale,
    schema: collectionOf(costCourseSchema),
    resources: costCourseResources,
  }),
  firstOf,
);

/** The degree levels a budget can be made for (the course list's filter read: one cache entry for both). */
export const getCostLevels = requiredGetter(
  (locale: Locale) => filterOptionsRead(locale, 'graduationLevels'),
  (answer, locale): CostLevel[] =>
    filterOptionsOf(answer, locale, 'graduationLevels').map(({ value, label }) => ({ slug: value, label })),
);

/** The scholarships a budget may show as reductions: the budget stands without them. */
export const getScholarships = optionalGetter(
  (locale: Locale) => ({
    scope: 'cost calculator',
    path: '/scholarships',
    query: {
      fields: [
        'title',
        'description',
        'amount',
        'amountPeriod',
        'deadline',
        'requires',
        'countries',
        'merit',
        'openToEtudesEnFrance',
        'url',
      ],
      populate: { schools: { fields: ['slug'] }, graduationLevels: { fields: ['slug'] } },
      sort: ['deadline:asc'],
      pagination: { limit: 100 },
    },
    locale,
    schema: collectionOf(scholarshipSchema),
    resources: ['scholarships', 'schools', 'graduation-levels'] as const,
  }),
  dataOf,
);

/** The countries with a guide: the budget adds their procedure fee and fare, and speaks their currency. */
export const getCostCountries = optionalGetter(
  (locale: Locale) => ({
    scope: 'cost calculator',
    path: '/country-guides',
    query: {
      fields: ['title', 'slug', 'country', 'countryCode', 'currency'],
      populate: { procedureFeeFigure: true, travelFigure: true },
      sort: ['country:asc'],
      pagination: { limit: 100 },
    },
    locale,
    schema: collectionOf(costCountrySchema),
    resources: ['country-guides'] as const,
  }),
  dataOf,
);
