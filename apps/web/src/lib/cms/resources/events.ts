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

// Rounded to the hour so that the CMS URL, and so its cache entry, stays the same for a while;
// the page drops what ended since (see upcoming in blocks/cards.tsx).
const currentHour = () => new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000).toISOString();

/** Events that have not ended yet, soonest first: the past ones never show as upcoming. A decoration. */
export const getUpcomingEvents = optionalGetter(
  (locale: Locale) => ({
    scope: 'upcoming events',
    path: '/events',
    query: {
      fields: ['title', 'url', 'dateStart', 'dateEnd', 'location', 'description'],
      filters: {
        $or: [{ dateEnd: { $gte: currentHour() } }, { dateEnd: { $null: true }, dateStart: { $gte: currentHour() } }],
      },
      sort: ['dateStart:asc'],
      pagination: { limit: 24 },
    },
    locale,
    schema: collectionOf(eventSchema),
    resources: ['events'],
  }),
  dataOf,
);
