import { z } from 'zod';
import { rawBlockSchema } from './course';
import { listOf, localizationsSchema } from './common';
import { optionalMedia } from './media';
import { seoSchema } from './seo';
import { optionalText } from './strapi';

export const articleCardSchema = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: optionalText,
  bannerImage: optionalMedia,
  landing: z
    .object({ slug: z.string() })
    .nullish()
    .transform((l) => l ?? null),
});

export const landingSchema = z.object({
  documentId: z.string(),
  title: z.string(),
  slug: z.string(),
  intro: optionalText,
  bannerImage: optionalMedia,
  blocks: listOf(rawBlockSchema),
  seo: seoSchema,
  articles: listOf(articleCardSchema.omit({ landing: true })),
  localizations: localizationsSchema,
});

export const articleSchema = z.object({
  documentId: z.string(),
  title: z.string(),
  slug: z.string(),
  excerpt: optionalText,
  bannerImage: optionalMedia,
  landing: z
    .object({ slug: z.string(), title: z.string() })
    .nullish()
    .transform((l) => l ?? null),
  blocks: listOf(rawBlockSchema),
  seo: seoSchema,
  localizations: listOf(
    z.object({ slug: z.string(), locale: z.string(), landing: z.object({ slug: z.string() }).nullish() }),
  ),
});

export const newsItemSchema = z.object({
  documentId: z.string(),
  title: z.string(),
  slug: z.string(),
  excerpt: optionalText,
  focusImage: optionalMedia,
  publishDate: z
    .string()
    .nullish()
    .transform((d) => d ?? null),
  body: optionalText,
  blocks: listOf(rawBlockSchema),
  seo: seoSchema,
  localizations: localizationsSchema,
});

export const officeSchema = z.object({
  title: z.string(),
  slug: z.string(),
  country: z.string(),
  city: z.string(),
  countryCode: optionalText,
  address: optionalText,
  email: optionalText,
  phone: optionalText,
  description: optionalText,
  image: optionalMedia,
});

export const faqSchema = z.object({
  documentId: z.string(),
  question: z.string(),
  answer: z.string(),
  category: optionalText,
  order: z.number().nullish(),
});

export const liveSchema = z.object({
  title: z.string(),
  slug: z.string(),
  description: optionalText,
  publishDate: z.string(),
  durationMinutes: z.number().nullish(),
  posterframe: optionalMedia,
  videoUrl: optionalText,
  registrationUrl: optionalText,
});

export const eventSchema = z.object({
  title: z.string(),
  url: optionalText,
  dateStart: z.string(),
  dateEnd: z.string().nullish(),
  location: optionalText,
  description: optionalText,
});

export type Landing = z.infer<typeof landingSchema>;
export type Article = z.infer<typeof articleSchema>;
export type ArticleCard = z.infer<typeof articleCardSchema>;
export type NewsItem = z.infer<typeof newsItemSchema>;
export type Office = z.infer<typeof officeSchema>;
export type Faq = z.infer<typeof faqSchema>;
export type Live = z.infer<typeof liveSchema>;
export type EventItem = z.infer<typeof eventSchema>;
