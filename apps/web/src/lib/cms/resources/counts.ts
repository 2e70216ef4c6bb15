import 'server-only';
import { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import { optionalGetter } from '../getters';
import { collectionOf } from '../schemas/strapi';
import type { CmsResource } from '../tags';

const countable = ['schools', 'campuses', 'courses', 'offices'] as const satisfies readonly CmsResource[];
type Countable = (typeof countable)[number];

/** How many entries a collection holds (one entry asked, the total read from the pagination). */
const getCount = optionalGetter(
  (locale: Locale, resource: Countable) => ({
    scope: 'network figures',
    path: `/${resource}`,
    query: { fields: ['slug'], pagination: { limit: 1 } },
    locale,
    schema: collectionOf(z.object({})),
    resources: [resource],
  }),
  (answer) => answer.meta?.pagination?.total ?? null,
);

/**
 * How many schools, campuses, courses and offices the CMS holds: the marketing figures follow
 * the data instead of being written in the page. A count that cannot be read is left out.
 */
export async function getNetworkCounts(locale: Locale): Promise<Partial<Record<Countable, number>>> {
  const totals = await Promise.all(countable.map(async (resource) => [resource, await getCount(locale, resource)]));
  return Object.fromEntries(totals.filter(([, total]) => typeof total === 'number'));
}
