import { z } from 'zod';
import { courseCardSchema } from './course';
import { listOf, localizationsSchema } from './common';
import { optionalMedia } from './media';
import { seoSchema } from './seo';
import { optionalText } from './strapi';

const campusRef = z.object({ title: z.string(), slug: z.string(), city: z.string() });

export const schoolSchema = z.object({
  documentId: z.string(),
  name: z.string(),
  slug: z.string(),
  code: z.string(),
  tagline: optionalText,
  description: optionalText,
  logo: optionalMedia,
  cover: optionalMedia,
  accentColor: optionalText,
  websiteUrl: optionalText,
  campuses: listOf(campusRef),
  courses: listOf(courseCardSchema.pick({ documentId: true, title: true, name: true, slug: true, summary: true })),
  seo: seoSchema,
  localizations: localizationsSchema,
});

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

export type School = z.infer<typeof schoolSchema>;
export type Campus = z.infer<typeof campusSchema>;
export type CampusContact = z.infer<typeof campusContactSchema>;
