import 'server-only';
import type { Locale } from '@/i18n/locales';
import { cmsReadSilently } from '../client';
import {
  campusContactSchema,
  campusSchema,
  schoolSchema,
  type Campus,
  type CampusContact,
  type School,
} from '../schemas/school';
import { collectionOf } from '../schemas/strapi';
import { findBySlug, localizationsPopulate, seoPopulate } from './by-slug';

export const getSchool = (locale: Locale, slug: string): Promise<School | null> =>
  findBySlug({
    scope: 'school page',
    resource: 'schools',
    related: ['campuses', 'courses'],
    locale,
    slug,
    schema: schoolSchema,
    query: {
      populate: {
        logo: true,
        cover: true,
        seo: seoPopulate,
        localizations: localizationsPopulate,
        campuses: { fields: ['title', 'slug', 'city'], sort: ['city:asc'] },
        courses: { fields: ['title', 'name', 'slug', 'summary'], sort: ['title:asc'] },
      },
    },
  });

export const getCampus = (locale: Locale, slug: string): Promise<Campus | null> =>
  findBySlug({
    scope: 'campus page',
    resource: 'campuses',
    related: ['schools'],
    locale,
    slug,
    schema: campusSchema,
    query: {
      populate: {
        image: true,
        seo: seoPopulate,
        localizations: localizationsPopulate,
        schools: { fields: ['name', 'slug', 'code'], sort: ['name:asc'] },
      },
    },
  });

/** The admissions contacts of a campus (spec 7: /campus-contacts). A side list: empty when it cannot be read. */
export async function getCampusContacts(locale: Locale, campusSlug: string): Promise<CampusContact[]> {
  const answer = await cmsReadSilently({
    scope: 'campus contacts',
    path: '/campus-contacts',
    query: { filters: { campus: { slug: { $eq: campusSlug } } }, fields: ['name', 'role', 'email', 'phone'] },
    locale,
    schema: collectionOf(campusContactSchema),
    resources: ['campus-contacts'],
  });
  return answer?.data ?? [];
}
