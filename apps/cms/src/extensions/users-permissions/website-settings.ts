import type { Core, Modules } from '@strapi/strapi';
import type { Locale } from '../../utils/locale';

const populate = {
  logo: true,
  seo: { populate: { shareImage: true, metas: true } },
  socialLinks: true,
  quickLinks: true,
  schools: { fields: ['name', 'slug', 'code'], populate: { logo: true }, sort: ['name:asc'] },
  menus: {
    populate: {
      body: {
        on: {
          'core.menu-item': true,
          'core.menu': { populate: { items: true } },
        },
      },
    },
  },
} satisfies Modules.Documents.Params.Populate.Any<'api::website.website'>;

export async function findWebsiteSettings(strapi: Core.Strapi, locale: Locale) {
  return strapi.documents('api::website.website').findFirst({ locale, populate });
}
