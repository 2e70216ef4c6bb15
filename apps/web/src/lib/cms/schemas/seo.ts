import { z } from 'zod';
import { optionalMedia } from './media';
import { optionalText } from './strapi';

export const metaSchema = z.object({
  type: z.enum(['name', 'property', 'itemprop']),
  key: z.string(),
  value: z.string(),
});

export const seoSchema = z
  .object({
    metaTitle: optionalText,
    metaDescription: optionalText,
    shareImage: optionalMedia,
    twitterSite: optionalText,
    metas: z
      .array(metaSchema)
      .nullish()
      .transform((m) => m ?? []),
    preventIndexing: z
      .boolean()
      .nullish()
      .transform((v) => v ?? false),
  })
  .nullish()
  .transform((seo) => seo ?? null);

export type Seo = z.infer<typeof seoSchema>;
