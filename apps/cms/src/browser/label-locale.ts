// Below the features, beside download.ts: their admin pages and src/admin read the admin's language with it.
import type { LabelLocale } from '../admissions/lead-labels';

/** The language of our labels for the admin's locale (react-intl's `locale`): French, else English. */
export const labelLocaleOf = (locale: string): LabelLocale => (locale.startsWith('fr') ? 'fr' : 'en');
