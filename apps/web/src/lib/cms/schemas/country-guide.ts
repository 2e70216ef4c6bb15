import { z } from 'zod';
import { listOf, localizationsSchema, optionalText } from './fields';
import { optionalMedia } from './media';
import { seoSchema } from './seo';

/** A guide in the list of its landing and in the sitemap. */
export const countryGuideCardSchema = z.object({
  title: z.string(),
  slug: z.string(),
  country: z.string(),
  countryCode: z.string(),
  intro: optionalText,
});

/** How to come from one country (requirements 10.18). */
export const countryGuideSchema = countryGuideCardSchema.extend({
  documentId: z.string(),
  etudesEnFrance: z.boolean().nullish().transform(Boolean),
  procedure: optionalText,
  procedureFee: optionalText,
  steps: listOf(z.object({ title: z.string(), description: optionalText, weeksBeforeIntake: z.number().int() })),
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
