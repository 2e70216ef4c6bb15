import type { Core } from '@strapi/strapi';
import { LEAD_UID } from '../../admissions/lead-labels';
import { PROSPECT_UID } from '../../admissions/prospect-labels';
import type { ApplicantLanguage } from './applicant-uids';
import { inApplicantLanguage } from './in-applicant-language';

export interface ApplicantRequest {
  type: string;
  submittedAt: string;
  /** The course's and school's names in the applicant's language (the French ones when untranslated). */
  course: string | null;
  school: string | null;
}

/** How many of their requests the applicant's space lists, newest first. */
const SHOWN = 20;

type Named = { documentId: string; title?: string | null; name?: string | null } | null | undefined;

/**
 * What a signed-in applicant asked before (brochures, registrations, applications): their leads,
 * found as the admissions team finds them, through the prospect of their normalized address.
 */
export async function applicantRequests(
  strapi: Core.Strapi,
  email: string,
  language: ApplicantLanguage,
): Promise<ApplicantRequest[]> {
  const prospect = await strapi.db.query(PROSPECT_UID).findOne({ where: { email }, select: ['id'] });
  if (!prospect) return [];
  const leads = (await strapi.db.query(LEAD_UID).findMany({
    where: { prospect: { id: prospect.id } },
    select: ['type', 'submittedAt', 'createdAt'],
    populate: { course: { select: ['documentId', 'title'] }, school: { select: ['documentId', 'name'] } },
    orderBy: { submittedAt: 'desc' },
    limit: SHOWN,
  })) as Array<{ type: string; submittedAt: string | null; createdAt: string; course: Named; school: Named }>;
  return Promise.all(
    leads.map(async (lead) => ({
      type: lead.type,
      submittedAt: lead.submittedAt ?? lead.createdAt,
      course: (await inApplicantLanguage(strapi, 'api::course.course', lead.course, language))?.title ?? null,
      school: (await inApplicantLanguage(strapi, 'api::school.school', lead.school, language))?.name ?? null,
    })),
  );
}
