import { z } from 'zod';
import { commaList, listOf, localizationsSchema, optionalOf, optionalText } from './fields';
import { optionalMedia } from './media';
import { seoSchema } from './seo';
import { optionalCostFigure } from './study-costs';

/** A guide in the list of its landing and in the sitemap. */
export const countryGuideCardSchema = z.object({
  title: z.string(),
  slug: z.string(),
  country: z.string(),
  countryCode: z.string(),
  intro: optionalText,
});

/**
 * A step of the path: the keys of the steps done before it, of the documents it asks for and
 * gives, its usual and latest possible weeks, or the day of the year it is done on.
 */
export const guideStepSchema = z.object({
  key: z.string(),
  title: z.string(),
  description: optionalText,
  needs: commaList,
  asks: commaList,
  produces: commaList,
  weeksBeforeIntake: z.number().int(),
  /** The day of the year it is done on whatever the intake ("07-05"), in place of its weeks. */
  onDay: optionalText.optional().transform((day) => (day && /^\d\d-\d\d$/.test(day) ? day : null)),
  deadlineWeeksBeforeIntake: z
    .number()
    .int()
    .nullish()
    .transform((weeks) => weeks ?? null),
});

/** One degree level's path from the country; its language level is the level's own field. */
export const levelPathSchema = z.object({
  id: z.number(),
  graduationLevel: optionalOf(z.object({ label: z.string(), slug: z.string(), languageLevel: optionalText })),
  requirements: optionalText,
  diploma: optionalText,
  entryYear: optionalText,
  steps: listOf(guideStepSchema),
});

/** How to come from one country (requirements 10.18). */
export const countryGuideSchema = countryGuideCardSchema.extend({
  documentId: z.string(),
  etudesEnFrance: z.boolean().nullish().transform(Boolean),
  procedure: optionalText,
  procedureFee: optionalText,
  /** For the cost calculator: ISO 4217 code, and figures in euros with their year and source. */
  currency: optionalText,
  procedureFeeFigure: optionalCostFigure,
  travelFigure: optionalCostFigure,
  steps: listOf(guideStepSchema),
  levelPaths: listOf(levelPathSchema),
  otherSchools: optionalText,
  recognition: optionalText,
  languages: optionalText,
  visaDocuments: listOf(z.object({ text: z.string() })),
  faqs: listOf(z.object({ id: z.number(), title: z.string(), body: z.string() })),
  testimonials: listOf(
    z.object({
      id: z.number(),
      text: z.string(),
      author: z.string(),
      role: optionalText,
      image: optionalMedia,
      imageAlt: optionalText,
    }),
  ),
  seo: seoSchema,
  localizations: localizationsSchema,
});

export type CountryGuideCard = z.infer<typeof countryGuideCardSchema>;
export type CountryGuide = z.infer<typeof countryGuideSchema>;
export type LevelPath = z.infer<typeof levelPathSchema>;
export type GuideStepData = z.infer<typeof guideStepSchema>;
