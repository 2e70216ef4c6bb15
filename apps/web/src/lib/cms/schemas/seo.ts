import { z } from 'zod';
import { listOf, optionalOf, optionalText } from './fields';
import { optionalMedia } from './media';

export const metaSchema = z.object({
  type: z.enum(['name', 'property', 'itemprop']),
  key: z.string(),
  value: z.string(),
});

export const seoSchema = optionalOf(
  z.object({
    metaTitle: optionalText,
    metaDescription: optionalText,
    shareImage: optionalMedia,
    twitterSite: optionalText,
    metas: listOf(metaSchema),
    preventIndexing: z
      .boolean()
      .nullish()
      .transform((v) => v ?? false),
  }),
);

export type Seo = z.infer<typeof seoSchema>;
