import type { Core } from '@strapi/strapi';
import type { CodeLabel } from '../../admissions/coded-fields';
import type { LabelLocale } from '../../admissions/lead-labels';
import { columnOf, tableOf } from '../../utils/table-names';

/** The choices one answer offers: the most frequent first, enough for a list to scroll through. */
export const MAX_CHOICES = 50;

export interface FilterChoices {
  /** Codes present in the field, the most frequent first, each with how many entries hold it. */
  choices: Array<{ value: string; count: number }>;
  /** How many codes matched the search in all (more than `choices` holds when cut). */
  matching: number;
}

/** Accents, case and spacing set aside, so that "recherche" finds "Recherche" and "acces" "Accès". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The codes whose words, in `language`, contain `search` (accents and case aside), in the order
 * given, the first MAX_CHOICES of them.
 */
export function matchingChoices(
  rows: ReadonlyArray<{ value: string; count: number }>,
  label: CodeLabel,
  search: string,
  language: LabelLocale,
): FilterChoices {
  const wanted = folded(search);
  const matching = rows.filter(({ value }) => folded(label(value, language)).includes(wanted));
  return { choices: matching.slice(0, MAX_CHOICES), matching: matching.length };
}

/**
 * The codes present in a coded field (src/admissions/coded-fields.ts) whose words contain
 * `search`, the most frequent first: what an officer may filter a list on, offered under its label.
 * One grouped read of the column; the words are the admin's own functions, so they are matched
 * here rather than in SQL.
 */
export async function filterChoices(
  strapi: Core.Strapi,
  uid: string,
  field: string,
  label: CodeLabel,
  search: string,
  language: LabelLocale,
): Promise<FilterChoices> {
  const column = columnOf(strapi, uid, field);
  const rows = (await strapi.db
    .connection(tableOf(strapi, uid))
    .select({ value: column })
    .count({ count: '*' })
    .whereNotNull(column)
    .andWhere(column, '<>', '')
    .groupBy(column)
    .orderBy([
      { column: 'count', order: 'desc' },
      { column: 'value', order: 'asc' },
    ])) as Array<{ value: string; count: number | string }>;
  return matchingChoices(
    rows.map(({ value, count }) => ({ value, count: Number(count) })),
    label,
    search,
    language,
  );
}
