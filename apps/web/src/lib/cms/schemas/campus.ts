import { z } from 'zod';
import { listOf, localizationsSchema, optionalText } from './fields';
import { optionalMedia } from './media';
import { seoSchema } from './seo';

export const campusSchema = z.object({
  documentId: z.string(),
  title: z.string(),
  slug: z.string(),
  city: z.string(),
  address: optionalText,
  description: optionalText,
  image: optionalMedia,
  schools: listOf(z.object({ name: z.string(), slug: z.string(), code: z.string() })),
  seo: seoSchema,
  localizations: localizationsSchema,
});

export const campusContactSchema = z.object({
  name: z.string(),
  role: optionalText,
  email: optionalText,
  phone: optionalText,
});

export type Campus = z.infer<typeof campusSchema>;
export type CampusContact = z.infer<typeof campusContactSchema>;
