import 'server-only';
import type { Locale } from '@/i18n/locales';
import { optionalGetter } from '../getters';
import { eventSchema } from '../schemas/event';
import { collectionOf, dataOf } from '../schemas/strapi';

/** Spec 7: events by start date, for cards. A decoration. */
export const getEvents = optionalGetter(
  (locale: Locale) => ({
    scope: 'event list',
    path: '/events',
    query: {
      fields: ['title', 'url', 'dateStart', 'dateEnd', 'location', 'description'],
      sort: ['dateStart:asc'],
      pagination: { limit: 50 },
    },
    locale,
    schema: collectionOf(eventSchema),
    resources: ['events'],
  }),
  dataOf,
);
