import 'server-only';
import type { Locale } from '@/i18n/locales';
import { cmsRead, cmsReadSilently } from '../client';
import { articleCardSchema, eventSchema, faqSchema, liveSchema, officeSchema } from '../schemas/pages';
import { collectionOf, singleOf } from '../schemas/strapi';

// Spec 9's stored counts.
export const ARTICLES_LIMIT = 5;
export const LIVES_LIMIT = 15;

export const getOffices = (locale: Locale) =>
  cmsRead({
    scope: 'office list',
    path: '/offices',
    query: { populate: { image: true }, sort: ['country:asc', 'city:asc'], pagination: { limit: 100 } },
    locale,
    schema: collectionOf(officeSchema),
    resources: ['offices'],
  }).then((answer) => answer.data);

export const getFaqs = (locale: Locale, category?: string) =>
  cmsRead({
    scope: 'faq',
    path: '/faqs',
    query: {
      filters: category ? { category: { $eq: category } } : undefined,
      sort: ['order:asc', 'question:asc'],
      pagination: { limit: 200 },
    },
    locale,
    schema: collectionOf(faqSchema),
    resources: ['faqs'],
  }).then((answer) => answer.data);

// Rounded to the minute so that the CMS URL, and so its cache entry, stays the same for a while.
const currentMinute = () => new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString();

/** Spec 7: past lives, newest first, at most 15. */
export const getPastLives = (locale: Locale, now = currentMinute()) =>
  cmsRead({
    scope: 'live list',
    path: '/figs-lives',
    query: {
      filters: { publishDate: { $lte: now } },
      sort: ['publishDate:desc'],
      populate: { posterframe: true },
      pagination: { limit: LIVES_LIMIT },
    },
    locale,
    schema: collectionOf(liveSchema),
    resources: ['figs-lives'],
  }).then((answer) => answer.data);

/** Spec 7: GET /figs-lives/next. A side piece: null when there is none or it cannot be read. */
export const getNextLive = (locale: Locale) =>
  cmsReadSilently({
    scope: 'next live',
    path: '/figs-lives/next',
    locale,
    schema: singleOf(liveSchema.nullable()),
    resources: ['figs-lives'],
  }).then((answer) => answer?.data ?? null);

/** Spec 7: events by start date. A side list: null when it cannot be read. */
export const getEvents = (locale: Locale) =>
  cmsReadSilently({
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
  }).then((answer) => answer?.data ?? null);

/** Spec 7: five articles with their banner and landing. A side list: null when it cannot be read. */
export const getArticles = (locale: Locale) =>
  cmsReadSilently({
    scope: 'article list',
    path: '/articles',
    query: {
      fields: ['slug', 'title', 'excerpt'],
      populate: { bannerImage: true, landing: { fields: ['slug'] } },
      pagination: { limit: ARTICLES_LIMIT },
    },
    locale,
    schema: collectionOf(articleCardSchema),
    resources: ['articles', 'landings'],
  }).then((answer) => answer?.data ?? null);
