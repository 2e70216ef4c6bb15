import { z } from 'zod';
import { optionalMedia } from './media';
import { seoSchema } from './seo';
import { optionalText } from './strapi';

export const homepageSchema = z.object({
  heroTitle: z.string(),
  heroSubtitle: optionalText,
  heroImage: optionalMedia,
  figures: z
    .array(z.object({ value: z.number(), suffix: optionalText, label: z.string() }))
    .nullish()
    .transform((f) => f ?? []),
  seo: seoSchema,
});

export const newsCardSchema = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: optionalText,
  publishDate: z.string().nullish(),
  focusImage: optionalMedia,
});

export const schoolCardSchema = z.object({
  name: z.string(),
  slug: z.string(),
  code: z.string(),
  tagline: optionalText,
  logo: optionalMedia,
});

export type Homepage = z.infer<typeof homepageSchema>;
export type NewsCard = z.infer<typeof newsCardSchema>;
export type SchoolCard = z.infer<typeof schoolCardSchema>;
