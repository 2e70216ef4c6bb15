import { formatLeadField } from './format-lead-field';
import {
  LEAD_FIELDS,
  LEAD_RELATION_TITLES,
  leadFieldLabels,
  type LabelLocale,
  type LeadField,
  type LeadRelation,
} from './lead-labels';

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

/**
 * The leads as a CSV file that Excel opens as is: UTF-8 with a byte-order mark, CRLF line ends,
 * one column per field with readable headers and values. Excel splits on its regional list
 * separator, which is ";" in French settings: the French export uses it, the English one ",".
 */
export function leadsCsv(rows: readonly LeadRow[], locale: LabelLocale): string {
  const separator = locale === 'fr' ? ';' : ',';
  const lines = [
    LEAD_FIELDS.map((field) => cell(leadFieldLabels[field][locale], separator)),
    ...rows.map((row) => LEAD_FIELDS.map((field) => cell(value(row, field, locale), separator))),
  ];
  return `\uFEFF${lines.map((line) => line.join(separator)).join('\r\n')}\r\n`;
}
