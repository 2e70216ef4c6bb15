import { z } from 'zod';
import { blocksSchema } from './block';
import { localizationsSchema, optionalText } from './fields';
import { optionalMedia } from './media';
import { seoSchema } from './seo';

export const newsCardSchema = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: optionalText,
  publishDate: z.string().nullish(),
  focusImage: optionalMedia,
});

export const newsItemSchema = newsCardSchema.extend({
  documentId: z.string(),
  publishDate: z
    .string()
    .nullish()
    .transform((d) => d ?? null),
  body: optionalText,
  blocks: blocksSchema,
  seo: seoSchema,
  localizations: localizationsSchema,
});

export type NewsCard = z.infer<typeof newsCardSchema>;
export type NewsItem = z.infer<typeof newsItemSchema>;
