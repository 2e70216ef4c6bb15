import type { Core, UID } from '@strapi/strapi';
import type { LeadRelation } from '../../admissions/lead-labels';
import { validationError, type FieldError } from './validation-error';

const TARGETS = {
  course: 'api::course.course',
  school: 'api::school.school',
  intake: 'api::entry-year.entry-year',
} as const satisfies Record<LeadRelation, UID.ContentType>;

/** Strapi 5's long form of a relation: the French version of the target (the lead has no locale). */
export interface FrenchTarget {
  documentId: string;
  locale: 'fr';
}

export type LeadRelationsData = Partial<Record<LeadRelation, FrenchTarget>>;

interface Target {
  documentId: string;
  /** The school of a course, which a lead for the course belongs to. */
  schoolId?: string;
}

const french = (documentId: string): FrenchTarget => ({ documentId, locale: 'fr' });

async function findTarget(strapi: Core.Strapi, relation: LeadRelation, documentId: string): Promise<Target | null> {
  if (relation !== 'course') return strapi.documents(TARGETS[relation]).findOne({ documentId, locale: 'fr' });
  const course = await strapi
    .documents(TARGETS.course)
    .findOne({ documentId, locale: 'fr', populate: { school: { fields: ['documentId'] } } });
  return course && { documentId: course.documentId, schoolId: course.school?.documentId };
}

/**
 * Turns the documentIds of the request into connections, and fills the school from the course
 * when only the course is given. The draft version is looked up, not the published one: a lead
 * may arrive from the site's outbox after an editor unpublished its course, and is kept then.
 * An id that names no document is a 400, as the site gave a value it should not have.
 */
export async function resolveLeadRelations(
  strapi: Core.Strapi,
  input: Record<string, unknown>,
): Promise<LeadRelationsData> {
  const problems: FieldError[] = [];
  const ids: Partial<Record<LeadRelation, string>> = {};
  for (const relation of Object.keys(TARGETS) as LeadRelation[]) {
    const value = input[relation];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' || value.trim() === '') {
      problems.push({ path: [relation], message: `${relation} must be a documentId (string) or null`, value });
      continue;
    }
    ids[relation] = value;
  }
  if (problems.length > 0) throw validationError(problems);

  const found = await Promise.all(
    (Object.entries(ids) as Array<[LeadRelation, string]>).map(async ([relation, documentId]) => {
      const document = await findTarget(strapi, relation, documentId);
      if (!document)
        problems.push({
          path: [relation],
          message: `No ${relation} has the documentId "${documentId}"`,
          value: documentId,
        });
      return [relation, document] as const;
    }),
  );
  if (problems.length > 0) throw validationError(problems);

  const data: LeadRelationsData = {};
  for (const [relation, document] of found) if (document) data[relation] = french(document.documentId);
  const schoolId = found.find(([relation]) => relation === 'course')?.[1]?.schoolId;
  if (!data.school && schoolId) data.school = french(schoolId);
  return data;
}
