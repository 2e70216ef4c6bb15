import { z } from 'zod';
import { listOf, optionalText } from './fields';

// The figures of the cost calculator (requirements 10.17), in euros. PostgreSQL gives a decimal as
// a string, SQLite as a number: both are read as numbers.
const euros = z.coerce.number().nonnegative();
const optionalEuros = z.union([euros, z.null(), z.undefined()]).transform((value) => value ?? null);

/** An amount with where it comes from. */
export const costFigureSchema = z.object({ amount: euros, source: optionalText, sourceUrl: optionalText });

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
  depositMonths: z.number().int().nonnegative(),
  // For the country guides (requirements 10.18); the calculator does without them.
  diplomaRecognition: costFigureSchema.nullish().transform((value) => value ?? null),
  recognitionWeeks: z
    .number()
    .int()
    .nonnegative()
    .nullish()
    .transform((value) => value ?? null),
});

/** What a month costs in a campus's city. */
export const livingCostsSchema = z.object({
  housingResidence: euros,
  housingStudio: euros,
  housingShared: euros,
  food: euros,
  transport: euros,
  phone: euros,
  academicYear: z.string(),
  source: optionalText,
  sourceUrl: optionalText,
  isDemo: z.boolean().nullish().transform(Boolean),
});

/** A course's yearly tuition by fee band, its application fee and its work-study route. */
export const tuitionSchema = z.object({
  eu: euros,
  nonEu: euros,
  applicationFee: optionalEuros,
  workStudy: z.boolean().nullish().transform(Boolean),
  salaryMin: optionalEuros,
  salaryMax: optionalEuros,
  academicYear: z.string(),
  source: optionalText,
});

/** A scholarship or reduction: to whom it may apply, how much, until when. */
export const scholarshipSchema = z.object({
  title: z.string(),
  description: optionalText,
  amount: euros,
  amountPeriod: z.enum(['year', 'once']),
  deadline: optionalText,
  /** ISO country codes; none: every nationality. */
  countries: optionalText.transform((codes) =>
    codes
      ? codes
          .split(',')
          .map((code) => code.trim())
          .filter(Boolean)
      : [],
  ),
  merit: z.boolean().nullish().transform(Boolean),
  url: optionalText,
  schools: listOf(z.object({ slug: z.string() })),
  graduationLevels: listOf(z.object({ slug: z.string() })),
});

export type CostFigure = z.infer<typeof costFigureSchema>;
export type NationalCosts = z.infer<typeof nationalCostsSchema>;
export type LivingCosts = z.infer<typeof livingCostsSchema>;
export type Tuition = z.infer<typeof tuitionSchema>;
export type Scholarship = z.infer<typeof scholarshipSchema>;
