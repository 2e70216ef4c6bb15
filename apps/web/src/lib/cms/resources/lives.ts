import 'server-only';
import type { Locale } from '@/i18n/locales';
import { now } from '@/lib/time/now';
import type { Read } from '../client';
import { optionalGetter, requiredGetter } from '../getters';
import { liveSchema } from '../schemas/live';
import { collectionOf, dataOf, firstOf, singleOf } from '../schemas/strapi';
import { bySlug } from './by-slug';

// The stored count of lives (requirements 9).
export const LIVES_LIMIT = 15;

// Rounded to the minute so that the CMS URL, and so its cache entry, stays the same for a while.
const currentMinute = () => new Date(Math.floor(now().getTime() / 60_000) * 60_000).toISOString();

const pastLives = (locale: Locale) =>
  ({
    scope: 'live list',
    path: '/figs-lives',
    query: {
      filters: { publishDate: { $lte: currentMinute() } },
      sort: ['publishDate:desc'],
      populate: { posterframe: true },
      pagination: { limit: LIVES_LIMIT, withCount: false },
    },
    locale,
    schema: collectionOf(liveSchema),
    resources: ['figs-lives'],
  }) satisfies Read<unknown>;

/** Requirements 7: past lives, newest first, at most 15 (the lives page). */
export const getPastLives = requiredGetter(pastLives, dataOf);
/** Past lives in cards: left out when the CMS cannot answer. */
export const getPastLivesIfAvailable = optionalGetter(pastLives, dataOf);

/** Requirements 7: GET /figs-lives/next, the next live to come (null when none is planned). A decoration. */
export const getNextLive = optionalGetter(
  (locale: Locale) => ({
    scope: 'next live',
    path: '/figs-lives/next',
    locale,
    schema: singleOf(liveSchema.nullable()),
    resources: ['figs-lives'],
  }),
  dataOf,
);

/** One live by its slug, for its calendar file (null when there is none). */
export const getLive = requiredGetter(
  (locale: Locale, slug: string) =>
    bySlug({ scope: 'live', resource: 'figs-lives', locale, slug, schema: liveSchema, query: {} }),
  firstOf,
);
