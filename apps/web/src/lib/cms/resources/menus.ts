import 'server-only';
import type { Locale } from '@/i18n/locales';
import { optionalGetter } from '../getters';
import { richMenuSchema, type RichMenu } from '../schemas/menu';
import { collectionOf, firstOf } from '../schemas/strapi';

/** The navbar or footer rich menu (requirements 7: GET /menu-enrichis, one call per type). A decoration. */
export const getMenu = optionalGetter(
  (locale: Locale, type: RichMenu['type']) => ({
    scope: `${type} menu`,
    path: '/menu-enrichis',
    query: {
      filters: { type: { $eq: type } },
      populate: { body: { on: { 'core.menu-item': true, 'core.menu': { populate: { items: true } } } } },
      pagination: { limit: 1 },
    },
    locale,
    schema: collectionOf(richMenuSchema),
    resources: ['menu-enrichis'],
  }),
  firstOf,
);
