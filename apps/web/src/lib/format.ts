import type { Locale } from '@/i18n/locales';

const intlLocale: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB' };

/** A date as people of this language write it, in Paris time (where the schools are). */
export const formatDate = (locale: Locale, iso: string, withTime = false): string =>
  new Intl.DateTimeFormat(intlLocale[locale], {
    dateStyle: 'long',
    timeStyle: withTime ? 'short' : undefined,
    timeZone: 'Europe/Paris',
  }).format(new Date(iso));

export const formatNumber = (locale: Locale, value: number): string =>
  new Intl.NumberFormat(intlLocale[locale]).format(value);
