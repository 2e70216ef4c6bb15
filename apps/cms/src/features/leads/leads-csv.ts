import { formatLeadField } from './format-lead-field';
import {
  LEAD_FIELDS,
  LEAD_RELATION_TITLES,
  leadFieldLabels,
  type LabelLocale,
  type LeadField,
  type LeadRelation,
} from '../../admissions/lead-labels';

/** A lead as the content manager's list answers it: scalar fields, relations as objects. */
export type LeadRow = Partial<Record<LeadField, unknown>>;

const isRelation = (field: LeadField): field is LeadRelation => field in LEAD_RELATION_TITLES;

// A cell starting with one of these is run as a formula by spreadsheets; visitors type these
// fields, so such a cell is written as text (OWASP's advice on CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(text: string, separator: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /["\r\n]/.test(safe) || safe.includes(separator) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function value(row: LeadRow, field: LeadField, locale: LabelLocale): string {
  const raw = row[field];
  if (raw === null || raw === undefined || raw === '') return '';
  if (isRelation(field)) {
    const title = typeof raw === 'object' ? (raw as Record<string, unknown>)[LEAD_RELATION_TITLES[field]] : undefined;
    return typeof title === 'string' ? title : '';
  }
  return formatLeadField(field, raw, locale, { dates: 'sortable' });
}

const separatorOf = (locale: LabelLocale) => (locale === 'fr' ? ';' : ',');

/** The file's start: the byte-order mark and the line of column headers. */
export function leadsCsvHeader(locale: LabelLocale): string {
  const separator = separatorOf(locale);
  return `\uFEFF${LEAD_FIELDS.map((field) => cell(leadFieldLabels[field][locale], separator)).join(separator)}\r\n`;
}

/** One line per lead, each ended by CRLF. */
export function leadsCsvLines(rows: readonly LeadRow[], locale: LabelLocale): string {
  const separator = separatorOf(locale);
  return rows
    .map((row) => `${LEAD_FIELDS.map((field) => cell(value(row, field, locale), separator)).join(separator)}\r\n`)
    .join('');
}

/**
 * The leads as a CSV file that Excel opens as is: UTF-8 with a byte-order mark, CRLF line ends,
 * one column per field with readable headers and values. Excel splits on its regional list
 * separator, which is ";" in French settings: the French export uses it, the English one ",".
 * The CMS streams the same lines a batch at a time (leads-csv-export.ts).
 */
export function leadsCsv(rows: readonly LeadRow[], locale: LabelLocale): string {
  return leadsCsvHeader(locale) + leadsCsvLines(rows, locale);
}
