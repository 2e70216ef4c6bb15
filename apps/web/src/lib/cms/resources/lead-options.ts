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
import { collectionOf, dataOf } from '../schemas/strapi';

const reads = {
  courses: (locale: Locale) =>
    ({
      scope: 'lead form',
      path: '/courses',
      query: {
        fields: ['title', 'slug'],
        populate: { school: { fields: ['name', 'slug'] } },
        sort: ['title:asc'],
        pagination: { limit: 500 },
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
