import { z } from 'zod';
import { courseCardSchema } from './course';
import { listOf, localizationsSchema, optionalText } from './fields';
import { optionalMedia } from './media';
import { seoSchema } from './seo';

export const schoolCardSchema = z.object({
  name: z.string(),
  slug: z.string(),
  code: z.string(),
  tagline: optionalText,
  logo: optionalMedia,
  cover: optionalMedia,
  /** Connected to Campus France's "Études en France" (the country guides). */
  etudesEnFrance: z.boolean().nullish().transform(Boolean),
});

export const schoolSchema = schoolCardSchema.extend({
  documentId: z.string(),
  description: optionalText,
  accentColor: optionalText,
  websiteUrl: optionalText,
  campuses: listOf(z.object({ title: z.string(), slug: z.string(), city: z.string() })),
  courses: listOf(courseCardSchema.pick({ documentId: true, title: true, name: true, slug: true, summary: true })),
  seo: seoSchema,
  localizations: localizationsSchema,
});

export type SchoolCard = z.infer<typeof schoolCardSchema>;
export type School = z.infer<typeof schoolSchema>;
