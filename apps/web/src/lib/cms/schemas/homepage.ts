import { z } from 'zod';
import { listOf, optionalText } from './fields';
import { optionalMedia } from './media';
import { seoSchema } from './seo';

export const homepageSchema = z.object({
  heroTitle: z.string(),
  heroSubtitle: optionalText,
  heroImage: optionalMedia,
  figures: listOf(z.object({ value: z.number(), suffix: optionalText, label: z.string() })),
  seo: seoSchema,
});

export type Homepage = z.infer<typeof homepageSchema>;
