import type { Core, UID } from '@strapi/strapi';
import { requestLocale } from './locale';

type Ctx = { query: Record<string, unknown>; body: unknown };

/** A controller action listing the published entries of a type with a few fields, for search boxes. */
export function autocompleteAction(strapi: Core.Strapi, uid: UID.ContentType, fields: string[], sortField: string) {
  return async (ctx: Ctx) => {
    const locale = requestLocale(ctx.query);
    const entries = await strapi.documents(uid).findMany({
      locale,
      status: 'published',
      fields: fields as never,
      sort: `${sortField}:asc` as never,
      limit: 1000,
    });
    ctx.body = {
      // documentId ties the entries of both languages together (the site maps slugs with it).
      data: entries.map((entry) =>
        Object.fromEntries(['documentId', ...fields].map((f) => [f, (entry as Record<string, unknown>)[f] ?? null])),
      ),
    };
  };
}
