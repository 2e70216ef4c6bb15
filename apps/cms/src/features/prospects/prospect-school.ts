import type { Core, Modules } from '@strapi/strapi';
import { LEAD_UID } from '../../admissions/lead-labels';
import { PROSPECT_UID } from '../../admissions/prospect-labels';
import { rawRows } from '../../utils/raw-rows';
import { linkTableOf, tableOf } from '../../utils/table-names';

// A prospect's school, kept on the prospect as their first origin is (issue 54: the dashboard's
// first answers by school read it instead of walking every contacted prospect's leads). It is the
// school named by their earliest lead that names one: by when the lead was sent, then by id. A
// lead found later with an earlier date moves it. The same rule fills the existing prospects
// (database/migrations/2026.11.30T00.00.00.prospect-school.js).

/**
 * The school (documentId) the prospect's leads name first, and the one kept on the prospect
 * (null: none). A school's versions (draft, publication) are one document.
 */
async function schoolsOf(strapi: Core.Strapi, prospectId: number) {
  const leads = tableOf(strapi, LEAD_UID);
  const schools = tableOf(strapi, 'api::school.school');
  const leadProspect = linkTableOf(strapi, LEAD_UID, 'prospect');
  const leadSchool = linkTableOf(strapi, LEAD_UID, 'school');
  const prospectSchool = linkTableOf(strapi, PROSPECT_UID, 'school');
  const [row] = await rawRows(
    strapi,
    `SELECT (
        SELECT x.document_id FROM ${leadProspect.table} lp JOIN ${leads} l ON l.id = lp.${leadProspect.own}
          JOIN ${leadSchool.table} lx ON lx.${leadSchool.own} = l.id JOIN ${schools} x ON x.id = lx.${leadSchool.other}
        WHERE lp.${leadProspect.other} = ?
        ORDER BY COALESCE(l.submitted_at, l.created_at), l.id LIMIT 1
      ) AS named, (
        SELECT x.document_id FROM ${prospectSchool.table} ps JOIN ${schools} x ON x.id = ps.${prospectSchool.other}
        WHERE ps.${prospectSchool.own} = ? LIMIT 1
      ) AS kept`,
    [prospectId, prospectId],
  );
  const documentId = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return { named: documentId(row?.named), kept: documentId(row?.kept) };
}

/** Sets the prospect's school to the one their earliest lead naming a school names, if it differs. */
export async function keepProspectSchool(strapi: Core.Strapi, prospect: { id: number; documentId: string }) {
  const { named, kept } = await schoolsOf(strapi, prospect.id);
  if (named === kept) return;
  await strapi.documents(PROSPECT_UID).update({
    documentId: prospect.documentId,
    data: { school: named } as Modules.Documents.Params.Data.Input<typeof PROSPECT_UID>,
  });
}
