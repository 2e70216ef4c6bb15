import type { Core } from '@strapi/strapi';
import { LEAD_UID } from '../../admissions/lead-labels';
import { rawRows } from '../../utils/raw-rows';
import { linkTableOf, tableOf } from '../../utils/table-names';
import { PROSPECT_UID, STAGE_CHANGE_UID } from '../../admissions/prospect-labels';

// A prospect's leads and history, read by their prospect (the side panel's lists, a privacy
// request, a prospect deleted). Strapi writes `filters: { prospect: { documentId } }` as two LEFT
// JOINs, the lead's link table then the prospects, with the condition on the far table: SQLite
// cannot start from the prospect and reads every lead to keep a few (0.9 s for one prospect among
// 200,000 leads; issue 54, docs/decisions/admissions-at-scale.md). Such a filter is answered here
// from the link table's index instead: it becomes the ids of the prospect's entries, the same rows.

type Filter = Record<string, unknown>;

/** The content types filed under a prospect, and their link table to it. */
const FILED = new Set<string>([LEAD_UID, STAGE_CHANGE_UID]);
const READS = new Set(['findMany', 'findFirst', 'count']);
const LOGICAL = new Set(['$and', '$or', '$not']);

const isObject = (value: unknown): value is Filter =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The documentId of `{ documentId: X }` or `{ documentId: { $eq: X } }` alone, or null. */
function documentIdOf(value: unknown): string | null {
  if (!isObject(value) || Object.keys(value).length !== 1) return null;
  const id = value.documentId;
  if (typeof id === 'string') return id;
  if (isObject(id) && Object.keys(id).length === 1 && typeof id.$eq === 'string') return id.$eq;
  return null;
}

/** The ids of the entries of `uid` filed under the prospect `documentId`, from the link table's index. */
async function idsUnder(strapi: Core.Strapi, uid: string, documentId: string): Promise<number[]> {
  const link = linkTableOf(strapi, uid, 'prospect');
  const prospects = tableOf(strapi, PROSPECT_UID);
  const rows = await rawRows(
    strapi,
    `SELECT lnk.${link.own} AS id FROM ${link.table} lnk
     JOIN ${prospects} p ON p.id = lnk.${link.other}
     WHERE p.document_id = ?`,
    [documentId],
  );
  return rows.map((row) => Number(row.id));
}

/** The filter with each condition on the prospect's documentId replaced by the ids it stands for. */
async function rewrite(strapi: Core.Strapi, uid: string, filter: unknown): Promise<unknown> {
  if (Array.isArray(filter)) return Promise.all(filter.map((item) => rewrite(strapi, uid, item)));
  if (!isObject(filter)) return filter;
  const out: Filter = {};
  const and: Filter[] = [];
  for (const [key, value] of Object.entries(filter)) {
    const documentId = key === 'prospect' ? documentIdOf(value) : null;
    if (documentId !== null) and.push({ id: { $in: await idsUnder(strapi, uid, documentId) } });
    else out[key] = LOGICAL.has(key) ? await rewrite(strapi, uid, value) : value;
  }
  if (and.length === 0) return out;
  return { $and: Object.keys(out).length === 0 ? and : [out, ...and] };
}

export function registerProspectReads(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (!FILED.has(context.uid) || !READS.has(context.action)) return next();
    const params = context.params as { filters?: unknown };
    // A new object: the caller's parameters stay as it wrote them.
    if (params.filters !== undefined)
      context.params = {
        ...params,
        filters: await rewrite(strapi, context.uid, params.filters),
      } as typeof context.params;
    return next();
  });
}
