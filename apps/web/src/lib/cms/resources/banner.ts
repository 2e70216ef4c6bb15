import 'server-only';
import { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import { now } from '@/lib/time/now';
import { optionalGetter } from '../getters';
import { optionalText } from '../schemas/fields';
import { collectionOf, firstOf } from '../schemas/strapi';

const bannerSchema = z.object({ text: z.string(), linkLabel: optionalText, url: optionalText });
export type Banner = z.infer<typeof bannerSchema>;

// Rounded to the hour: one cache entry (one CMS call) an hour rather than one a request.
const currentHour = () => new Date(Math.floor(now().getTime() / 3_600_000) * 3_600_000).toISOString();

/** The promotional banner running now, if any. A decoration. */
export const getActiveBanner = optionalGetter((locale: Locale) => {
  const now = currentHour();
  return {
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
  };
}, firstOf);
