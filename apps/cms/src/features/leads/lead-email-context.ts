import type { Core, UID } from '@strapi/strapi';
import { optOutUrl } from '../marketing-opt-out/marketing-opt-out';
import { LEAD_UID, type LabelLocale, type LeadRelation } from '../../admissions/lead-labels';
import type { LeadRecord } from '../../admissions/lead-record';
import { cmsEnv } from '../../env/cms-env';

type Titles = Record<LeadRelation, string | null>;

/** What both e-mails of a lead are written from. */
export interface LeadEmailContext {
  lead: LeadRecord;
  /** Titles of the related documents in French, for the admissions team. */
  titles: Titles;
  admissionsEmail: string;
  adminUrl: string;
  visitor: {
    locale: LabelLocale;
    /** Titles in the visitor's language (French when no translation exists). */
    titles: Titles;
    /** Absolute link to the school's brochure in the visitor's language, on the site's origin. */
    brochureUrl: string | null;
    /** The signed link that withdraws their marketing opt-in (null for a lead not filed under a prospect). */
    optOutUrl: string | null;
  };
}

interface Related {
  documentId: string;
  [field: string]: unknown;
}

interface LeadWithRelations extends LeadRecord {
  course?: Related | null;
  school?: (Related & { admissionsEmail?: string | null }) | null;
  intake?: Related | null;
  prospect?: { documentId: string } | null;
}

const TITLE_FIELD: Record<LeadRelation, string> = { course: 'title', school: 'name', intake: 'label' };
const TARGET: Record<LeadRelation, UID.ContentType> = {
  course: 'api::course.course',
  school: 'api::school.school',
  intake: 'api::entry-year.entry-year',
};

/** The published version in the wanted language, else its draft, else the French draft. */
async function localized(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  documentId: string,
  locale: LabelLocale,
  query: object,
): Promise<Related | null> {
  const attempts = [
    { locale, status: 'published' as const },
    { locale, status: 'draft' as const },
    { locale: 'fr', status: 'draft' as const },
  ];
  for (const attempt of attempts) {
    const document = await strapi.documents(uid).findOne({ documentId, ...attempt, ...query });
    if (document) return document;
  }
  return null;
}

async function titlesIn(strapi: Core.Strapi, lead: LeadWithRelations, locale: LabelLocale): Promise<Titles> {
  const entries = await Promise.all(
    (Object.keys(TITLE_FIELD) as LeadRelation[]).map(async (relation) => {
      const related = lead[relation];
      if (!related) return [relation, null] as const;
      const document = await localized(strapi, TARGET[relation], related.documentId, locale, {
        fields: [TITLE_FIELD[relation]],
      });
      const title = document?.[TITLE_FIELD[relation]];
      return [relation, typeof title === 'string' ? title : null] as const;
    }),
  );
  return Object.fromEntries(entries) as Titles;
}

function absolute(base: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${base.replace(/\/+$/, '')}${url}`;
}

async function brochureUrl(
  strapi: Core.Strapi,
  lead: LeadWithRelations,
  locale: LabelLocale,
  fallbackBase: string,
): Promise<string | null> {
  if (lead.type !== 'brochure' || !lead.school) return null;
  const school = await localized(strapi, TARGET.school, lead.school.documentId, locale, {
    fields: ['name'],
    populate: { brochure: { fields: ['url'] } },
  });
  const url = (school?.brochure as { url?: string } | null | undefined)?.url;
  if (!url) return null;
  // The site serves the CMS's media under its own origin (/uploads/...), the link the visitor knows.
  const website = await strapi.documents('api::website.website').findFirst({ locale, fields: ['siteUrl'] });
  return absolute(website?.siteUrl || fallbackBase, url);
}

function cmsBaseUrl(strapi: Core.Strapi): string {
  const url = strapi.config.get<string>('server.url', '');
  return url.startsWith('http')
    ? url.replace(/\/+$/, '')
    : `http://localhost:${strapi.config.get<number>('server.port', 1337)}`;
}

export async function loadLeadEmailContext(strapi: Core.Strapi, documentId: string): Promise<LeadEmailContext> {
  // Strapi's result types leave every attribute optional; a stored lead has the schema's required ones.
  const lead = (await strapi.documents(LEAD_UID).findOne({
    documentId,
    populate: {
      course: { fields: ['title'] },
      school: { fields: ['name', 'admissionsEmail'] },
      intake: { fields: ['label'] },
      prospect: { fields: ['email'] },
    },
  })) as LeadWithRelations | null;
  if (!lead) throw new Error(`Lead ${documentId} not found`);
  const locale: LabelLocale = lead.language === 'en' ? 'en' : 'fr';
  const base = cmsBaseUrl(strapi);
  const [titles, visitorTitles, brochure] = await Promise.all([
    titlesIn(strapi, lead, 'fr'),
    titlesIn(strapi, lead, locale),
    brochureUrl(strapi, lead, locale, base),
  ]);
  return {
    lead,
    titles,
    admissionsEmail: lead.school?.admissionsEmail || cmsEnv().LEADS_NOTIFY_EMAIL,
    adminUrl: `${base}/admin/content-manager/collection-types/${LEAD_UID}/${lead.documentId}`,
    visitor: {
      locale,
      titles: visitorTitles,
      brochureUrl: brochure,
      optOutUrl: lead.prospect ? optOutUrl(strapi, base, lead.prospect.documentId, locale) : null,
    },
  };
}
