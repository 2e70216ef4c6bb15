import 'server-only';
import { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import { cmsReadSilently } from '../client';
import { collectionOf } from '../schemas/strapi';
import { optionalText } from '../schemas/strapi';

const bannerSchema = z.object({ text: z.string(), linkLabel: optionalText, url: optionalText });
export type Banner = z.infer<typeof bannerSchema>;

// Rounded to the hour: one cache entry (one CMS call) an hour rather than one a request.
const currentHour = () => new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000).toISOString();

/** The promotional banner running now, if any. A decoration: null when it cannot be read. */
export async function getActiveBanner(locale: Locale): Promise<Banner | null> {
  const now = currentHour();
  const answer = await cmsReadSilently({
    scope: 'banner',
    path: '/banners',
    query: {
      filters: {
        $and: [
          { $or: [{ startsAt: { $null: true } }, { startsAt: { $lte: now } }] },
          { $or: [{ endsAt: { $null: true } }, { endsAt: { $gte: now } }] },
        ],
      },
      sort: ['startsAt:desc'],
      pagination: { limit: 1 },
    },
    locale,
    schema: collectionOf(bannerSchema),
    resources: ['banners'],
  });
  return answer?.data[0] ?? null;
}
