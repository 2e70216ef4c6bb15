import 'server-only';
import type { Locale } from '@/i18n/locales';
import { now } from '@/lib/time/now';
import { optionalGetter, requiredGetter } from '../getters';
import { eventSchema, type EventItem } from '../schemas/event';
import { collectionOf, dataOf, firstOf } from '../schemas/strapi';

const EVENT_FIELDS = [
  'title',
  'url',
  'dateStart',
  'dateEnd',
  'location',
  'countryCode',
  'online',
  'recorded',
  'description',
];

/** A Strapi 5 document id (24 lower-case letters and digits); anything else names no event and reads nothing. */
const isDocumentId = (value: string): boolean => /^[a-z0-9]{24}$/.test(value);

/** Requirements 7: events by start date, for cards. A decoration. */
export const getEvents = optionalGetter(
  (locale: Locale) => ({
    scope: 'event list',
    path: '/events',
    query: { fields: EVENT_FIELDS, sort: ['dateStart:asc'], pagination: { limit: 50, withCount: false } },
    locale,
    schema: collectionOf(eventSchema),
    resources: ['events'],
  }),
  dataOf,
);

// Rounded to the hour so that the CMS URL, and so its cache entry, stays the same for a while;
// the page drops what ended since (see upcoming in blocks/cards.tsx).
const currentHour = () => new Date(Math.floor(now().getTime() / 3_600_000) * 3_600_000).toISOString();

/** Events that have not ended yet, soonest first: the past ones never show as upcoming. A decoration. */
export const getUpcomingEvents = optionalGetter(
  (locale: Locale) => ({
    scope: 'upcoming events',
    path: '/events',
    query: {
      fields: EVENT_FIELDS,
      filters: {
        $or: [{ dateEnd: { $gte: currentHour() } }, { dateEnd: { $null: true }, dateStart: { $gte: currentHour() } }],
      },
      sort: ['dateStart:asc'],
      pagination: { limit: 24, withCount: false },
    },
    locale,
    schema: collectionOf(eventSchema),
    resources: ['events'],
  }),
  dataOf,
);

/** The read is rounded to the hour and the page kept a while: what ended since is dropped by the page. */
export const notEnded = (now: number) => (event: EventItem) => Date.parse(event.dateEnd ?? event.dateStart) >= now;

/** One event by its document id, for its calendar file (null when there is none: a 404). */
export const getEvent = requiredGetter(
  (locale: Locale, documentId: string) =>
    isDocumentId(documentId)
      ? {
          scope: 'event',
          path: '/events',
          query: { fields: EVENT_FIELDS, filters: { documentId: { $eq: documentId } }, pagination: { limit: 1 } },
          locale,
          schema: collectionOf(eventSchema),
          resources: ['events'] as const,
          isMiss: (answer: { data: unknown[] }) => answer.data.length === 0,
        }
      : null,
  firstOf,
);
