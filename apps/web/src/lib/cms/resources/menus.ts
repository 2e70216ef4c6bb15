import 'server-only';
import type { Locale } from '@/i18n/locales';
import { cmsReadSilently } from '../client';
import { richMenuSchema, type RichMenu } from '../schemas/menu';
import { collectionOf } from '../schemas/strapi';

const menuQuery = (type: RichMenu['type']) => ({
  filters: { type: { $eq: type } },
  populate: { body: { on: { 'core.menu-item': true, 'core.menu': { populate: { items: true } } } } },
  pagination: { limit: 1 },
});

/** The navbar or footer rich menu (spec 7: GET /menu-enrichis, one call per type); null if it cannot be read. */
export async function getMenu(locale: Locale, type: RichMenu['type']): Promise<RichMenu | null> {
  const answer = await cmsReadSilently({
    scope: `${type} menu`,
    path: '/menu-enrichis',
    query: menuQuery(type),
    locale,
    schema: collectionOf(richMenuSchema),
    resources: ['menu-enrichis'],
  });
  return answer?.data[0] ?? null;
}
