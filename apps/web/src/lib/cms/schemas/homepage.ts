import { z } from 'zod';
import { blocksSchema } from './block';
import { listOf, optionalText } from './fields';
import { optionalMedia } from './media';
import { seoSchema } from './seo';

export const homepageSchema = z.object({
  heroTitle: z.string(),
  heroSubtitle: optionalText,
  heroImage: optionalMedia,
  figures: listOf(z.object({ value: z.number(), suffix: optionalText, label: z.string() })),
  /**
   * The sections under the figures, in the order editors gave them: the content blocks of
   * requirements 2.6 (docs/decisions/home-sections.md).
   */
  blocks: blocksSchema,
  seo: seoSchema,
});

export type Homepage = z.infer<typeof homepageSchema>;
