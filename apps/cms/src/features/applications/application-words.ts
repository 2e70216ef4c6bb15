import type { Core } from '@strapi/strapi';
import type { LabelLocale } from '../../admissions/lead-labels';
import type { ApplicationWords } from './answers-in-words';

// The words the site's application forms use (the interface texts' `application` branch, edited by
// the editors in the admin): the person's copy and the officer's side panel name each answer as the form did.

const texts = (value: unknown): Record<string, string> =>
  typeof value === 'object' && value !== null
    ? Object.fromEntries(
        Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    : {};

/** The words in `locale`, or null when the interface texts hold none (the copy then writes the keys). */
export async function applicationWordsOf(strapi: Core.Strapi, locale: LabelLocale): Promise<ApplicationWords | null> {
  const entry = (await strapi.db.query('api::taxonomy.taxonomy').findOne({ select: [locale] })) as Record<
    string,
    unknown
  > | null;
  const application = (entry?.[locale] as { application?: Record<string, unknown> } | undefined)?.application;
  if (!application) return null;
  return {
    steps: texts(application.steps),
    fields: texts(application.fields),
    choices: { levels: texts(application.levels), languageLevels: texts(application.languageLevels) },
  };
}
