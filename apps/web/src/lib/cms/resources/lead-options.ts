import 'server-only';
import type { Locale } from '@/i18n/locales';
import { cmsRead } from '../client';
import {
  courseOptionSchema,
  intakeOptionSchema,
  schoolOptionSchema,
  type LeadFormOptions,
} from '../schemas/lead-options';
import { collectionOf } from '../schemas/strapi';

/** The choices of the lead forms, in the page's language; a form cannot be shown without them. */
export async function getLeadFormOptions(locale: Locale): Promise<LeadFormOptions> {
  const [courses, schools, intakes] = await Promise.all([
    cmsRead({
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
    }),
    cmsRead({
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
    }),
    cmsRead({
      scope: 'lead form',
      path: '/entry-years',
      query: { fields: ['label', 'slug'], sort: ['order:asc'], pagination: { limit: 50 } },
      locale,
      schema: collectionOf(intakeOptionSchema),
      resources: ['entry-years'],
    }),
  ]);
  return { courses: courses.data, schools: schools.data, intakes: intakes.data };
}
