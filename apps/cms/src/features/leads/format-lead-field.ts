import { originLabel } from '../../admissions/origin-labels';
import {
  leadTypeLabels,
  studyLevelLabels,
  type LabelLocale,
  type LeadField,
  type LeadType,
  type StudyLevel,
} from '../../admissions/lead-labels';

const EMPTY = '—';
const TIME_ZONE = 'Europe/Paris';
const yesNo: Record<LabelLocale, [string, string]> = { fr: ['Oui', 'Non'], en: ['Yes', 'No'] };
const languageNames: Record<string, Record<LabelLocale, string>> = {
  fr: { fr: 'Français', en: 'French' },
  en: { fr: 'Anglais', en: 'English' },
};

export interface FormatOptions {
  /** `sortable` writes dates as "2026-11-23 14:05" (for spreadsheets), `text` as words. */
  dates: 'text' | 'sortable';
}

// Built once each: an export formats hundreds of thousands of fields, and building Intl's
// formatters costs far more than using them.
const regionNames = new Map<LabelLocale, Intl.DisplayNames>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
};

function region(code: string, locale: LabelLocale): string {
  try {
    let names = regionNames.get(locale);
    if (!names)
      regionNames.set(locale, (names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' })));
    const name = names.of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    // Leads stored before the field was checked may hold free text rather than a code.
    return code;
  }
}

function parts(date: Date, options: Intl.DateTimeFormatOptions): Record<string, string> {
  return Object.fromEntries(
    dateFormat('en-GB', { ...options, hourCycle: 'h23' })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
}

function dateTime(value: string, locale: LabelLocale, { dates }: FormatOptions): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  if (dates === 'sortable') {
    const p = parts(date, {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
  }
  return `${dateFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: TIME_ZONE }).format(date)} (${locale === 'fr' ? 'heure de Paris' : 'Paris time'})`;
}

function dateOnly(value: string, locale: LabelLocale, { dates }: FormatOptions): string {
  if (dates === 'sortable') return value;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : dateFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/**
 * One field of a lead as admissions teams read it: labels for codes, country names, dates in
 * Paris time. Relations are passed as their title. Missing values read "—".
 */
export function formatLeadField(
  field: LeadField,
  value: unknown,
  locale: LabelLocale,
  options: FormatOptions = { dates: 'text' },
): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return yesNo[locale][value ? 0 : 1];
  const text = String(value);
  switch (field) {
    case 'type':
      return leadTypeLabels[text as LeadType]?.[locale] ?? text;
    case 'studyLevel':
      return studyLevelLabels[text as StudyLevel]?.[locale] ?? text;
    case 'country':
    case 'nationality':
      return region(text, locale);
    case 'language':
      return languageNames[text]?.[locale] ?? text;
    case 'origine':
      return originLabel(text, locale);
    case 'birthDate':
      return dateOnly(text, locale, options);
    case 'submittedAt':
    case 'createdAt':
      return dateTime(text, locale, options);
    default:
      return text;
  }
}
