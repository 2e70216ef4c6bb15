import { z } from 'zod';
import { blocksSchema } from './block';
import { listOf, optionalOf, optionalText } from './fields';
import { optionalMedia } from './media';
import { seoSchema } from './seo';

export const articleCardSchema = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: optionalText,
  bannerImage: optionalMedia,
  landing: optionalOf(z.object({ slug: z.string() })),
});

/** An article lives under its landing (/{rubrique}/{slug}), whose slug is translated too. */
export const articleSchema = articleCardSchema.extend({
  documentId: z.string(),
  landing: optionalOf(z.object({ slug: z.string(), title: z.string() })),
  blocks: blocksSchema,
  seo: seoSchema,
  localizations: listOf(
    z.object({ slug: z.string(), locale: z.string(), landing: optionalOf(z.object({ slug: z.string() })) }),
  ),
});

export type ArticleCard = z.infer<typeof articleCardSchema>;
export type Article = z.infer<typeof articleSchema>;
