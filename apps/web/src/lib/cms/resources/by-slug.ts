import 'server-only';
import type { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import { cmsRead } from '../client';
import type { CmsQuery } from '../query';
import { isSlug } from '../slug';
import { collectionOf } from '../schemas/strapi';
import type { CmsResource } from '../tags';

type BySlug<T> = {
  scope: string;
  resource: CmsResource;
  /** Resources the answer also contains (populated relations), for cache tags. */
  related?: readonly CmsResource[];
  locale: Locale;
  slug: string;
  query: CmsQuery;
  schema: z.ZodType<T>;
};

/** One published entry of a collection by its slug in this locale; null when there is none (a 404). */
export async function findBySlug<T>({
  scope,
  resource,
  related = [],
  locale,
  slug,
  query,
  schema,
}: BySlug<T>): Promise<T | null> {
  if (!isSlug(slug)) return null;
  const answer = await cmsRead({
    scope,
    path: `/${resource}`,
    query: { ...query, filters: { slug: { $eq: slug } }, pagination: { limit: 1 } },
    locale,
    schema: collectionOf(schema),
    resources: [resource, ...related],
  });
  return answer.data[0] ?? null;
}

export const seoPopulate = { populate: { shareImage: true, metas: true } };
export const localizationsPopulate = { fields: ['slug', 'locale'] };
