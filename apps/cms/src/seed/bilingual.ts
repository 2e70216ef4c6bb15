// The two languages of the demo's content. On its own, below the seed's types, so that the
// calendar (lib/demo-calendar.ts), which the types name, can write its month names in both.

export const LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** A value written once per locale: French (default) and English. */
export type Bilingual<T> = Record<Locale, T>;

/** Builds a bilingual string; keeps the content files short and the two versions side by side. */
export function t(fr: string, en: string): Bilingual<string> {
  return { fr, en };
}

/** Builds the French and English versions of a document from one function of the locale. */
export function perLocale<T>(build: (locale: Locale) => T): Bilingual<T> {
  return { fr: build('fr'), en: build('en') };
}
