import { z } from 'zod';

const slugged = z.object({ slug: z.string() });

/** What the sitemap needs of a published entry: its slugs in each language, its date, whether it may be indexed. */
export const sitemapEntrySchema = z.object({
  slug: z.string(),
  updatedAt: z.string(),
  seo: z.object({ preventIndexing: z.boolean().nullish() }).nullish(),
  // Articles only: their path starts with their landing's slug, translated too.
  landing: slugged.nullish(),
  localizations: z.array(z.object({ slug: z.string(), locale: z.string(), landing: slugged.nullish() })),
});

export type SitemapEntry = z.infer<typeof sitemapEntrySchema>;
