import 'server-only';
import type { Locale } from '@/i18n/locales';
import { optionalGetter, requiredGetter } from '../getters';
import { campusContactSchema, campusSchema } from '../schemas/campus';
import { collectionOf, dataOf, firstOf } from '../schemas/strapi';
import { bySlug, localizationsPopulate, seoPopulate } from './by-slug';

export const getCampus = requiredGetter(
  (locale: Locale, slug: string) =>
    bySlug({
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
    }),
  firstOf,
);

/** The admissions contacts of a campus (requirements 7: /campus-contacts). A decoration of the campus page. */
export const getCampusContacts = optionalGetter(
  (locale: Locale, campusSlug: string) => ({
    scope: 'campus contacts',
    path: '/campus-contacts',
    query: { filters: { campus: { slug: { $eq: campusSlug } } }, fields: ['name', 'role', 'email', 'phone'] },
    locale,
    schema: collectionOf(campusContactSchema),
    resources: ['campus-contacts'],
  }),
  dataOf,
);
