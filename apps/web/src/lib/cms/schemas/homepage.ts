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
  /** The sections under the figures, in the order editors gave them (spec 3: blocks). */
  blocks: blocksSchema,
  seo: seoSchema,
});

export type Homepage = z.infer<typeof homepageSchema>;
