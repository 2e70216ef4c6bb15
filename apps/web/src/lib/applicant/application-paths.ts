import type { StepKey } from '@horizon/shared/application-steps';
import type { Locale } from '@/i18n/locales';

/** A step's address segment in each language (the review is the application's own page). */
const STEP_SLUGS: Record<Locale, Record<StepKey, string>> = {
  fr: { identity: 'identite', studies: 'etudes', language: 'langues' },
  en: { identity: 'identity', studies: 'studies', language: 'languages' },
};

export const stepSlug = (locale: Locale, step: StepKey): string => STEP_SLUGS[locale][step];

/** The step an address segment names in that language; null for any other segment. */
export function stepOfSlug(locale: Locale, slug: string): StepKey | null {
  const found = Object.entries(STEP_SLUGS[locale]).find(([, value]) => value === slug);
  return (found?.[0] as StepKey | undefined) ?? null;
}

/** An application reference as the CMS writes them (C- and six letters or digits). */
export const isReference = (value: string): boolean => /^C-[0-9A-Z]{6}$/.test(value);
