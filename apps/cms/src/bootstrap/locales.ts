import type { Core } from '@strapi/strapi';

const LOCALES = [
  { code: 'fr', name: 'French (fr)' },
  { code: 'en', name: 'English (en)' },
];

// French is the default locale of the site and of the content; English is the translation.
export async function ensureLocales(strapi: Core.Strapi): Promise<void> {
  const service = strapi.plugin('i18n').service('locales');
  for (const locale of LOCALES) {
    const existing = await service.findByCode(locale.code);
    if (!existing) await service.create(locale);
  }
  if ((await service.getDefaultLocale()) !== 'fr') await service.setDefaultLocale({ code: 'fr' });
}
