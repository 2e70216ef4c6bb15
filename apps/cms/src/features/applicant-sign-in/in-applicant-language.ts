import type { Core } from '@strapi/strapi';
import type { ApplicantLanguage } from './applicant-uids';

type Named = 'api::course.course' | 'api::school.school' | 'api::entry-year.entry-year';

/**
 * A course, school or intake as an applicant reads it: in English, its published English
 * version's fields; the French ones when it has none (or in French).
 */
export async function inApplicantLanguage<T extends { documentId: string }>(
  strapi: Core.Strapi,
  uid: Named,
  entry: T | null | undefined,
  language: ApplicantLanguage,
): Promise<T | null> {
  if (!entry || language === 'fr') return entry ?? null;
  const english = (await strapi.db.query(uid).findOne({
    where: { documentId: entry.documentId, locale: 'en', publishedAt: { $notNull: true } },
    select: Object.keys(entry),
  })) as Partial<T> | null;
  return english ? { ...entry, ...english } : entry;
}
