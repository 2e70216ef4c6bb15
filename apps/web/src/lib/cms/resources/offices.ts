import 'server-only';
import type { Locale } from '@/i18n/locales';
import type { Read } from '../client';
import { optionalGetter, requiredGetter } from '../getters';
import { officeSchema } from '../schemas/office';
import { collectionOf, dataOf } from '../schemas/strapi';

const offices = (locale: Locale) =>
  ({
    scope: 'office list',
    path: '/offices',
    query: { populate: { image: true }, sort: ['country:asc', 'city:asc'], pagination: { limit: 100 } },
    locale,
    schema: collectionOf(officeSchema),
    resources: ['offices'],
  }) satisfies Read<unknown>;

/** The offices page. */
export const getOffices = requiredGetter(offices, dataOf);
/** Office cards in a block: left out when the CMS cannot answer. */
export const getOfficesIfAvailable = optionalGetter(offices, dataOf);
