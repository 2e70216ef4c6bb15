import { errors } from '@strapi/utils';

export const LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** The `locale` query parameter of a custom route: fr by default, 400 for anything unknown. */
export function requestLocale(query: Record<string, unknown>): Locale {
  const value = query.locale ?? 'fr';
  if (value === 'fr' || value === 'en') return value;
  throw new errors.ValidationError(`Unknown locale "${String(value)}": use fr or en.`);
}
