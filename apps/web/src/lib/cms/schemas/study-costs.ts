import { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import { commaList, listOf, optionalText } from './fields';

// The figures of the cost calculator (requirements 10.17), in euros. PostgreSQL gives a decimal as
// a string, SQLite as a number: both are read as numbers.
const euros = z.coerce.number().nonnegative();
/** How old a rate may be when the entry does not say. */
const DEFAULT_RATE_MAX_AGE_DAYS = 45;
const optionalEuros = z.union([euros, z.null(), z.undefined()]).transform((value) => value ?? null);

const academicYear = z.string().regex(/^\d{4}-\d{4}$/);

/**
 * Where a figure comes from, named in each language: the amount is entered once, in a component
 * that is the same in both languages, so its source carries both labels (`source` is French). An
 * English page never shows the French label.
 */
const sourceFields = { source: optionalText, sourceEn: optionalText };
const sourceOf = ({ source, sourceEn }: { source: string | null; sourceEn: string | null }): SourceLabel => ({
  fr: source,
  en: sourceEn,
});
export type SourceLabel = Record<Locale, string | null>;

/** An amount, the academic year it is published for (the entry's when empty) and its source. */
export const costFigureSchema = z
  .object({
    amount: euros,
    academicYear: academicYear.nullish(),
    /** The day its source published it (yyyy-mm-dd), when the editors gave it. */
    publishedOn: optionalText.optional(),
    ...sourceFields,
    sourceUrl: optionalText,
  })
  .transform(({ amount, academicYear, publishedOn, sourceUrl, ...labels }) => ({
    amount,
    academicYear: academicYear ?? null,
    publishedOn: publishedOn ?? null,
    source: sourceOf(labels),
    sourceUrl,
  }));

/** A figure an entry may lack (a line the budget then leaves out, or takes from elsewhere). */
export const optionalCostFigure = costFigureSchema.nullish().transform((value) => value ?? null);

/** How many units of a currency one euro buys, on a date. */
export const exchangeRateSchema = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/),
  perEuro: z.coerce.number().positive(),
  date: z.string(),
  source: optionalText,
  sourceUrl: optionalText,
});

/** The national amounts, the same on every campus (the `study-cost` settings entry). */
export const nationalCostsSchema = z.object({
  academicYear: z.string(),
  isDemo: z.boolean().nullish().transform(Boolean),
  cvec: costFigureSchema,
  healthInsurance: costFigureSchema,
  visaFee: costFigureSchema,
  visaResources: costFigureSchema,
  travel: costFigureSchema,
  setup: costFigureSchema,
  visaValidation: optionalCostFigure,
  depositMonths: z.number().int().nonnegative(),
  // For the country guides (requirements 10.18); the calculator does without them.
  diplomaRecognition: optionalCostFigure,
  recognitionWeeks: z
    .number()
    .int()
    .nonnegative()
    .nullish()
    .transform((value) => value ?? null),
  exchangeRates: listOf(exchangeRateSchema),
  exchangeRateMaxAgeDays: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((value) => value ?? DEFAULT_RATE_MAX_AGE_DAYS),
});

/** What a month costs in a campus's city. */
export const livingCostsSchema = z
  .object({
    housingResidence: euros,
    housingStudio: euros,
    housingShared: euros,
    food: euros,
    transport: euros,
    phone: euros,
    academicYear,
    ...sourceFields,
    sourceUrl: optionalText,
    isDemo: z.boolean().nullish().transform(Boolean),
  })
  .transform(({ source, sourceEn, ...costs }) => ({ ...costs, source: sourceOf({ source, sourceEn }) }));

/** A course's yearly tuition by fee band, its application fee and its work-study route. */
export const tuitionSchema = z
  .object({
    eu: euros,
    nonEu: euros,
    applicationFee: optionalEuros,
    workStudy: z.boolean().nullish().transform(Boolean),
    salaryMin: optionalEuros,
    salaryMax: optionalEuros,
    academicYear,
    ...sourceFields,
  })
  .transform(({ source, sourceEn, ...tuition }) => ({ ...tuition, source: sourceOf({ source, sourceEn }) }));

/** A scholarship or reduction: to whom it may apply, how much, until when. */
export const scholarshipSchema = z.object({
  title: z.string(),
  description: optionalText,
  amount: euros,
  amountPeriod: z.enum(['year', 'once']),
  deadline: optionalText,
  /** The country guides' step that must be done by the deadline (file, interview, admission). */
  requires: optionalText.optional(),
  /** ISO country codes; none: every nationality. */
  countries: commaList,
  merit: z.boolean().nullish().transform(Boolean),
  /** Offered through Études en France; unsaid (an entry saved before the field): yes. */
  openToEtudesEnFrance: z
    .boolean()
    .nullish()
    .transform((open) => open ?? true),
  url: optionalText,
  schools: listOf(z.object({ slug: z.string() })),
  graduationLevels: listOf(z.object({ slug: z.string() })),
});

export type CostFigure = z.infer<typeof costFigureSchema>;
export type NationalCosts = z.infer<typeof nationalCostsSchema>;
export type LivingCosts = z.infer<typeof livingCostsSchema>;
export type Tuition = z.infer<typeof tuitionSchema>;
export type Scholarship = z.infer<typeof scholarshipSchema>;
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;
