import 'server-only';
import type { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import type { Read } from '../client';
import type { CmsQuery } from '../query';
import { collectionOf } from '../schemas/strapi';
import { isSlug } from '../slug';
import type { CmsResource } from '../tags';

type BySlug<T extends z.ZodType> = {
  scope: string;
  resource: CmsResource;
  /** Resources the answer also contains (populated relations), for cache tags. */
  related?: readonly CmsResource[];
  locale: Locale;
  slug: string;
  query: CmsQuery;
  schema: T;
};

/**
 * The read of one published entry of a collection by its slug in this locale (with `firstOf`:
 * null when there is none, a 404). A value that cannot be a slug reads nothing.
 */
export function bySlug<T extends z.ZodType>({ scope, resource, related = [], locale, slug, query, schema }: BySlug<T>) {
  if (!isSlug(slug)) return null;
  return {
    scope,
    path: `/${resource}`,
    query: { ...query, filters: { slug: { $eq: slug } }, pagination: { limit: 1 } },
    locale,
    schema: collectionOf(schema),
    resources: [resource, ...related],
    isMiss: (answer: { data: unknown[] }) => answer.data.length === 0,
  } satisfies Read<{ data: unknown[] }>;
}

export const seoPopulate = { populate: { shareImage: true, metas: true } };
export const localizationsPopulate = { fields: ['slug', 'locale'] };
