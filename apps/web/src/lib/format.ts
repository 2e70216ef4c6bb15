import type { Locale } from '@/i18n/locales';
import { joinDateParts } from '@/lib/time/date-parts';
import { PARIS_ZONE } from '@/lib/time/time-in-zone';

export const intlLocale: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB' };

/** The text of formatted parts, French's "1er" included. */
const joinParts = (locale: Locale, parts: Intl.DateTimeFormatPart[]): string =>
  joinDateParts(intlLocale[locale], parts);

/**
 * A date as people of this language write it, in Paris time (where the schools are), or on the
 * clock of the place it happens in (an event held abroad).
 */
export const formatDate = (locale: Locale, iso: string, withTime = false, timeZone = PARIS_ZONE): string =>
  joinParts(
    locale,
    new Intl.DateTimeFormat(intlLocale[locale], {
      dateStyle: 'long',
      timeStyle: withTime ? 'short' : undefined,
      timeZone,
    }).formatToParts(new Date(iso)),
  );

/** The date in Paris (YYYY-MM-DD) at `instant`, where the schools' deadlines fall: `parisToday(now())`. */
export const parisToday = (instant: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(instant);

/**
 * The days from one date to another ("20–21 décembre 2026"), or one day, in Paris time, or on the
 * clock of the place it happens in (an event held abroad).
 */
export const formatDateRange = (
  locale: Locale,
  start: string,
  end?: string | null,
  timeZone: string = PARIS_ZONE,
): string => {
  const format = new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'long', timeZone });
  return joinParts(
    locale,
    end ? format.formatRangeToParts(new Date(start), new Date(end)) : format.formatToParts(new Date(start)),
  );
};

/**
 * An instant as Paris's wall clock with its offset ("2026-12-03T18:00:00+01:00"): the form
 * schema.org dates take, in the schools' time zone, whatever the server's.
 */
export const parisDateTime = (iso: string): string => zonedDateTime(iso, PARIS_ZONE);

/** The same on the clock of the place an event is held in ("2027-04-23T09:00:00+07:00" in Ho Chi Minh City). */
export function zonedDateTime(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(instant)
      .map(({ type, value }) => [type, value]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
  const wall = `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
  const offsetMinutes = Math.round((Date.parse(`${wall}Z`) - instant.getTime()) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${wall}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

export const formatNumber = (locale: Locale, value: number): string =>
  new Intl.NumberFormat(intlLocale[locale]).format(value);

/** Whole euros as the locale writes them ("1 935 €", "€1,935"). */
export const formatEuros = (locale: Locale, value: number): string =>
  new Intl.NumberFormat(intlLocale[locale], { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(
    value,
  );

/** Digit groups as a region's own language writes them, from the right: India's 3 then 2s ("12,34,56,789"). */
const groupingOfRegion = new Map<string, { first: number; then: number }>();
function regionGrouping(region: string): { first: number; then: number } {
  let grouping = groupingOfRegion.get(region);
  if (!grouping) {
    // Latin digits: only the grouping is read (an unknown region maximizes to en-Latn-US: 3s).
    const language = new Intl.Locale(`und-${region}`).maximize().baseName;
    const groups = new Intl.NumberFormat(`${language}-u-nu-latn`)
      .formatToParts(123_456_789)
      .filter((part) => part.type === 'integer')
      .map((part) => part.value.length);
    grouping = { first: groups.at(-1) ?? 3, then: groups.at(-2) ?? 3 };
    groupingOfRegion.set(region, grouping);
  }
  return grouping;
}

function regrouped(digits: string, { first, then }: { first: number; then: number }): string[] {
  const groups = [digits.slice(-first)];
  for (let end = digits.length - first; end > 0; end -= then)
    groups.unshift(digits.slice(Math.max(0, end - then), end));
  return groups.filter(Boolean);
}

/**
 * Whole units of another currency as the page's language writes them for a reader in the
 * student's country (`region`, ISO 3166-1): the language's symbols and separators, the country's
 * digit groups ("₹22,70,066" in English and "22 70 066 ₹" in French for India, "2.270.066 MAD" in
 * French for Morocco). ICU has no French for India: the groups are the country's own language's.
 */
export function formatMoney(locale: Locale, value: number, currency: string, region: string | null = null): string {
  const parts = new Intl.NumberFormat(region ? [`${locale}-${region}`, intlLocale[locale]] : intlLocale[locale], {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  }).formatToParts(value);
  const separator = parts.find((part) => part.type === 'group')?.value;
  const firstDigit = parts.findIndex((part) => part.type === 'integer');
  const lastDigit = parts.findLastIndex((part) => part.type === 'integer');
  // Not grouped (a small amount, or a language that does not group it): as written.
  if (!region || separator === undefined || firstDigit < 0) return parts.map((part) => part.value).join('');
  const digits = parts
    .slice(firstDigit, lastDigit + 1)
    .filter((part) => part.type === 'integer')
    .map((part) => part.value)
    .join('');
  return [
    ...parts.slice(0, firstDigit).map((part) => part.value),
    regrouped(digits, regionGrouping(region)).join(separator),
    ...parts.slice(lastDigit + 1).map((part) => part.value),
  ].join('');
}

/** A currency's name as amounts are counted in it ("roupies indiennes", "West African CFA francs"). */
export const currencyName = (locale: Locale, currency: string): string =>
  new Intl.NumberFormat(intlLocale[locale], { style: 'currency', currency, currencyDisplay: 'name' })
    .formatToParts(2)
    .find((part) => part.type === 'currency')?.value ?? currency;

/**
 * The start of a text, cut at a word and ended with "…" when longer than `max` characters: what a
 * card shows in its three lines (the rest would travel in the page twice, as HTML and as React's
 * data, for nobody to see).
 */
export function teaser(text: string, max = 170): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const end = cut.lastIndexOf(' ');
  return `${(end > max / 2 ? cut.slice(0, end) : text.slice(0, max)).replace(/[\s,;:.–-]+$/, '')}…`;
}
