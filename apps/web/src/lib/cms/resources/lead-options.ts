import 'server-only';
import type { Locale } from '@/i18n/locales';
import type { Read } from '../client';
import { optionalGetter, requiredGetter } from '../getters';
import {
  courseOptionSchema,
  intakeOptionSchema,
  schoolOptionSchema,
  type LeadFormOptions,
} from '../schemas/lead-options';
import { collectionOf, dataOf, firstOf } from '../schemas/strapi';
import { isSlug } from '../slug';
import { isDocumentId } from '@/lib/shortlist/shortlist';

// The courses the forms' list offers: a bound, so that a form stays the same size however many
// courses the network has. A course past it is still the form's when the page names it (`?course=`,
// the link of its page: getLeadCourse) and a lead for it is still taken (getLeadCourseCheck).
const OFFERED_COURSES = 500;

const reads = {
  courses: (locale: Locale) =>
    ({
      scope: 'lead form',
      path: '/courses',
      query: {
        fields: ['title', 'slug'],
        populate: { school: { fields: ['name', 'slug'] } },
        sort: ['title:asc'],
        pagination: { limit: OFFERED_COURSES },
      },
      locale,
      schema: collectionOf(courseOptionSchema),
      resources: ['courses', 'schools'],
    }) satisfies Read<unknown>,
  schools: (locale: Locale) =>
    ({
      scope: 'lead form',
      path: '/schools',
      query: {
        fields: ['name', 'slug'],
        populate: { brochure: { fields: ['url', 'name', 'size'] } },
        sort: ['name:asc'],
        pagination: { limit: 100 },
      },
      locale,
      schema: collectionOf(schoolOptionSchema),
      resources: ['schools'],
    }) satisfies Read<unknown>,
  intakes: (locale: Locale) =>
    ({
      scope: 'lead form',
      path: '/entry-years',
      query: { fields: ['label', 'slug'], sort: ['order:asc'], pagination: { limit: 50 } },
      locale,
      schema: collectionOf(intakeOptionSchema),
      resources: ['entry-years'],
    }) satisfies Read<unknown>,
};

/** One course as a form offers it, by its slug or documentId in this locale. */
const courseOption = (locale: Locale, field: 'slug' | 'documentId', value: string) =>
  ({
    scope: 'lead form',
    path: '/courses',
    query: {
      fields: ['title', 'slug'],
      populate: { school: { fields: ['name', 'slug'] } },
      filters: { [field]: { $eq: value } },
      pagination: { limit: 1 },
    },
    locale,
    schema: collectionOf(courseOptionSchema),
    resources: ['courses', 'schools'],
    isMiss: (answer: { data: unknown[] }) => answer.data.length === 0,
  }) satisfies Read<{ data: unknown[] }>;

/** The course a form's address names (`?course=<slug>`), whichever its rank; null when there is none. */
export const getLeadCourse = requiredGetter(
  (locale: Locale, slug: string) => (isSlug(slug) ? courseOption(locale, 'slug', slug) : null),
  firstOf,
);

/**
 * Whether a submitted course is one the site has (`{ found }`), for a course the list does not
 * hold; null when the CMS cannot answer (the CMS then checks it on delivery).
 */
export const getLeadCourseCheck = optionalGetter(
  (locale: Locale, documentId: string) =>
    isDocumentId(documentId) ? courseOption(locale, 'documentId', documentId) : null,
  (answer) => ({ found: answer.data[0] ?? null }),
);

const required = {
  courses: requiredGetter(reads.courses, dataOf),
  schools: requiredGetter(reads.schools, dataOf),
  intakes: requiredGetter(reads.intakes, dataOf),
};
const optional = {
  courses: optionalGetter(reads.courses, dataOf),
  schools: optionalGetter(reads.schools, dataOf),
  intakes: optionalGetter(reads.intakes, dataOf),
};

/** The choices of the lead forms, in the page's language: a form cannot be shown without them. */
export async function getLeadFormOptions(locale: Locale): Promise<LeadFormOptions> {
  const [courses, schools, intakes] = await Promise.all([
    required.courses(locale),
    required.schools(locale),
    required.intakes(locale),
  ]);
  return { courses, schools, intakes };
}

/**
 * The same choices where they only help (checking a submitted lead, offering a brochure on the
 * thank-you page): null when the CMS cannot answer, so that a lead is never refused for it.
 */
export async function getLeadFormOptionsIfAvailable(locale: Locale): Promise<LeadFormOptions | null> {
  const [courses, schools, intakes] = await Promise.all([
    optional.courses(locale),
    optional.schools(locale),
    optional.intakes(locale),
  ]);
  return courses && schools && intakes ? { courses, schools, intakes } : null;
}
