import { z } from 'zod';

const slugged = z.object({ slug: z.string() });
const seo = z.object({ preventIndexing: z.boolean().nullish() }).nullish();

/**
 * What the sitemap needs of a published entry: its slugs in each language, its date, whether it
 * may be indexed, and whether its other languages may.
 */
export const sitemapEntrySchema = z.object({
  slug: z.string(),
  updatedAt: z.string(),
  seo,
  // Articles only: their path starts with their landing's slug, translated too.
  landing: slugged.nullish(),
  localizations: z.array(z.object({ slug: z.string(), locale: z.string(), landing: slugged.nullish(), seo })),
});

export type SitemapEntry = z.infer<typeof sitemapEntrySchema>;
