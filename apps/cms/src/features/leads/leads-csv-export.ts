import { Readable } from 'node:stream';
import type { Core, Modules, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { addAdmissionsRoutes, admissionsRoute } from '../admissions-api/admissions-api';
import { log } from '../../utils/log';
import { errorText } from '../../utils/error-text';
import {
  LEAD_FIELDS,
  LEAD_RELATION_TITLES,
  LEAD_UID,
  type LabelLocale,
  type LeadField,
} from '../../admissions/lead-labels';
import { leadsCsvHeader, leadsCsvLines, type LeadRow } from './leads-csv';

// "Export CSV" in the list of leads (admin/leads-csv-export-button.tsx): every lead the list
// shows with its filters, search and sort, as the CSV of leads-csv.ts, streamed by the CMS a
// batch at a time. The browser used to read the list a hundred leads a request and build the file
// itself: 2,000 requests for a year of a real network, each sorting the whole table (issue 54).
// The leads are read as the content manager reads them, with the officer's own permissions.

/** Leads read at a time: the export never holds more than this (and the stream's buffer). */
const BATCH = 200;
/** How much of the file may wait for a slow reader before no more is read from the database. */
const BUFFERED_BYTES = 256 * 1024;
/** The list's order when it names none (src/admin/content-words.ts: newest first). */
const DEFAULT_SORT = 'createdAt:desc';

type Lead = Modules.Documents.AnyDocument;
type LeadFilters = Modules.Documents.Params.Filters.Any<typeof LEAD_UID>;
type LeadSort = Modules.Documents.Params.Sort.Any<typeof LEAD_UID>;
type LeadFieldNames = Modules.Documents.Params.Fields.Any<typeof LEAD_UID>;
type Direction = 'asc' | 'desc';

interface PermissionChecker {
  cannot: { read(): boolean };
  requiresEntity: { read(): boolean };
  sanitizedQuery: { read(query: Record<string, unknown>): Promise<Record<string, unknown>> };
  sanitizeOutput(entity: Lead): Promise<Lead>;
}

/** The list's sort as `field:direction` pairs (Strapi's string, list or object notations). */
function sortOf(sort: unknown): Array<[string, Direction]> {
  const pairs: Array<[string, string]> = [];
  const add = (value: unknown) => {
    if (typeof value === 'string')
      for (const part of value.split(',')) {
        const [field = '', direction = 'asc'] = part.trim().split(':');
        if (field) pairs.push([field, direction]);
      }
    else if (Array.isArray(value)) value.forEach(add);
    else if (value && typeof value === 'object')
      for (const [field, direction] of Object.entries(value)) pairs.push([field, String(direction)]);
  };
  add(sort ?? DEFAULT_SORT);
  return pairs.map(([field, direction]) => [field, direction.toLowerCase() === 'desc' ? 'desc' : 'asc']);
}

/** Columns Strapi always fills: a sort on them has no NULLs to place. */
const NEVER_NULL = new Set(['documentId', 'createdAt', 'updatedAt']);

/** Reads up to `limit` leads of the list that `condition` also selects, sorted by `sort`, from the `start`-th. */
type Read = (condition: LeadFilters | undefined, sort: string[], limit: number, start?: number) => Promise<Lead[]>;

/**
 * The list sorted by one column of the lead's own then by id (as the content manager sorts it),
 * batch by batch, each batch read from where the last one ended rather than by skipping the rows
 * already sent: the leads that share the last one's value with a greater id, then those beyond
 * that value. Two queries that each are a range of an index, on both engines (SQLite reads the
 * single `value < v OR (value = v AND id > last)` by three lookups and a sort of all that is
 * left: half a second a batch). Its NULLs are their own part, by id: first in SQLite and last in
 * PostgreSQL (ascending), where the list shows them.
 */
async function* byColumn(
  read: Read,
  field: string,
  direction: Direction,
  { nullable, nullsLast }: { nullable: boolean; nullsLast: boolean },
): AsyncGenerator<Lead[]> {
  const sort = [`${field}:${direction}`, 'id:asc'];
  const beyond = direction === 'desc' ? '$lt' : '$gt';
  const parts: Array<'values' | 'nulls'> = nullable
    ? nullsLast
      ? ['values', 'nulls']
      : ['nulls', 'values']
    : ['values'];
  for (const part of parts) {
    for (let last: Lead | undefined; ; ) {
      const batch: Lead[] = [];
      const value = last && (last as Record<string, unknown>)[field];
      if (part === 'nulls')
        batch.push(
          ...(await read({ [field]: { $null: true }, ...(last ? { id: { $gt: last.id } } : {}) }, ['id:asc'], BATCH)),
        );
      else {
        if (last) batch.push(...(await read({ [field]: { $eq: value }, id: { $gt: last.id } }, sort, BATCH)));
        if (batch.length < BATCH) {
          const rest = last ? { [field]: { [beyond]: value } } : nullable ? { [field]: { $notNull: true } } : undefined;
          batch.push(...(await read(rest as LeadFilters | undefined, sort, BATCH - batch.length)));
        }
      }
      if (batch.length > 0) yield batch;
      if (batch.length < BATCH) break;
      last = batch[batch.length - 1];
    }
  }
}

/** Any other sort (several columns, a relation's): by pages, as the list itself is read. */
async function* byPages(read: Read, sort: string[]): AsyncGenerator<Lead[]> {
  for (let start = 0; ; start += BATCH) {
    const page = await read(undefined, sort, BATCH, start);
    if (page.length > 0) yield page;
    if (page.length < BATCH) return;
  }
}

const isRelation = (field: LeadField): field is keyof typeof LEAD_RELATION_TITLES => field in LEAD_RELATION_TITLES;

/**
 * What the role may read of a lead, as the content manager shows it: each lead sanitized on its
 * own when the role's permissions depend on the lead (conditions); otherwise one lead with every
 * field set is sanitized once, and each lead keeps what it kept (sanitizing each of 200,000 leads
 * took two thirds of the export's time).
 */
async function readable(checker: PermissionChecker): Promise<(lead: Lead) => Promise<LeadRow>> {
  if (checker.requiresEntity.read()) return async (lead) => (await checker.sanitizeOutput(lead)) as LeadRow;
  const probe = Object.fromEntries(
    LEAD_FIELDS.map((field) => [
      field,
      isRelation(field) ? { id: 1, documentId: 'probe', [LEAD_RELATION_TITLES[field]]: 'probe' } : 'probe',
    ]),
  );
  const kept = (await checker.sanitizeOutput({ id: 1, documentId: 'probe', ...probe } as Lead)) as Record<
    string,
    unknown
  >;
  const shown = LEAD_FIELDS.filter((field) => {
    const value = kept[field];
    if (!isRelation(field)) return value !== undefined;
    return typeof value === 'object' && value !== null && LEAD_RELATION_TITLES[field] in value;
  });
  return async (lead) => Object.fromEntries(shown.map((field) => [field, (lead as Record<string, unknown>)[field]]));
}

/** The CSV, batch by batch: the header, then each batch's lines once the reader has taken the last. */
async function* csvBatches(
  strapi: Core.Strapi,
  checker: PermissionChecker,
  query: Record<string, unknown>,
  language: LabelLocale,
): AsyncGenerator<string> {
  yield leadsCsvHeader(language);
  const { filters, _q: search, sort } = query;
  const order = sortOf(sort);
  const [first] = order;
  const attributes = strapi.getModel(LEAD_UID as UID.Schema).attributes as Record<
    string,
    { type: string; required?: boolean }
  >;
  const attribute = first ? attributes[first[0]] : undefined;
  const populate: Modules.Documents.Params.Populate.Any<typeof LEAD_UID> = {
    course: { fields: [LEAD_RELATION_TITLES.course] },
    school: { fields: [LEAD_RELATION_TITLES.school] },
    intake: { fields: [LEAD_RELATION_TITLES.intake] },
  };
  // The columns of the file only (and the sort's): a lead's consent sentences stay in the database.
  const fields = [
    ...new Set([...LEAD_FIELDS.filter((field) => !isRelation(field)), ...order.map(([field]) => field)]),
  ] as LeadFieldNames;
  const read: Read = async (condition, sort, limit, start = 0) =>
    (await strapi.documents(LEAD_UID).findMany({
      ...(filters || condition
        ? { filters: { $and: [filters as LeadFilters | undefined, condition].filter(Boolean) as LeadFilters[] } }
        : {}),
      ...(typeof search === 'string' && search !== '' ? { _q: search } : {}),
      sort: sort as LeadSort,
      start,
      limit,
      fields,
      populate,
      status: 'published',
    })) as Lead[];
  const batches =
    order.length === 1 && first && attribute && !['relation', 'component', 'media'].includes(attribute.type)
      ? byColumn(read, first[0], first[1], {
          nullable: !NEVER_NULL.has(first[0]) && !attribute.required,
          nullsLast: strapi.db.dialect.client === 'sqlite' ? first[1] === 'desc' : first[1] === 'asc',
        })
      : byPages(read, [...order.map(([field, direction]) => `${field}:${direction}`), 'id:asc']);
  const visible = await readable(checker);
  for await (const batch of batches) {
    const rows: LeadRow[] = [];
    for (const lead of batch) rows.push(await visible(lead));
    yield leadsCsvLines(rows, language);
  }
}

/**
 * `GET /admissions/leads/export?<the list's query>&language=fr|en`, with the admin's own
 * sign-in: whoever may read leads in the content manager gets the leads it would list them.
 */
export function registerLeadsCsvExport(strapi: Core.Strapi): void {
  addAdmissionsRoutes(strapi, [
    admissionsRoute('GET', '/leads/export', async (ctx: Context) => {
      const checker = (
        strapi.plugin('content-manager').service('permission-checker') as {
          create(options: { userAbility: unknown; model: string }): PermissionChecker;
        }
      ).create({ userAbility: ctx.state.userAbility, model: LEAD_UID });
      if (checker.cannot.read()) throw new errors.ForbiddenError('Reading leads is not allowed for this role');
      const { language, page: _page, pageSize: _pageSize, ...listQuery } = ctx.query as Record<string, unknown>;
      const query = await checker.sanitizedQuery.read(listQuery);
      const locale: LabelLocale = language === 'en' ? 'en' : 'fr';
      const source = csvBatches(strapi, checker, query, locale);
      const stream = Readable.from(source, { objectMode: false, highWaterMark: BUFFERED_BYTES });
      // A reader that goes away stops the reads; a failure cuts the file short, and is logged.
      stream.on('error', (error) => log('error', 'leads csv export failed', { error: errorText(error) }));
      ctx.set('content-type', 'text/csv; charset=utf-8');
      ctx.set('content-disposition', `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`);
      ctx.set('cache-control', 'no-store');
      ctx.body = stream;
    }),
  ]);
}
