import { z } from 'zod';
import { articleCardSchema } from './article';
import { blocksSchema } from './block';
import { listOf, localizationsSchema, optionalText } from './fields';
import { optionalMedia } from './media';
import { seoSchema } from './seo';

/** A section page (rubrique) with its blocks and its articles. */
export const landingSchema = z.object({
  documentId: z.string(),
  title: z.string(),
  slug: z.string(),
  intro: optionalText,
  bannerImage: optionalMedia,
  blocks: blocksSchema,
  seo: seoSchema,
  articles: listOf(articleCardSchema.omit({ landing: true })),
  localizations: localizationsSchema,
});

export type Landing = z.infer<typeof landingSchema>;
