import 'server-only';
import { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import { cmsReadSilently } from '../client';
import { collectionOf } from '../schemas/strapi';
import type { CmsResource } from '../tags';

const countable = ['schools', 'campuses', 'courses', 'offices'] as const satisfies readonly CmsResource[];
type Countable = (typeof countable)[number];

const countSchema = collectionOf(z.object({}));

/**
 * How many schools, campuses, courses and offices the CMS holds: the marketing figures follow
 * the data instead of being written in the page. A count that cannot be read is left out.
 */
export async function getNetworkCounts(locale: Locale): Promise<Partial<Record<Countable, number>>> {
  const totals = await Promise.all(
    countable.map(async (resource) => {
      const answer = await cmsReadSilently({
        scope: 'network figures',
        path: `/${resource}`,
        query: { fields: ['slug'], pagination: { limit: 1 } },
        locale,
        schema: countSchema,
        resources: [resource],
      });
      return [resource, answer?.meta?.pagination?.total] as const;
    }),
  );
  return Object.fromEntries(totals.filter(([, total]) => typeof total === 'number'));
}
