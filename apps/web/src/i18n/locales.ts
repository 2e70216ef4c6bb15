export const locales = ['fr', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'fr';

export const isLocale = (value: unknown): value is Locale => value === 'fr' || value === 'en';
