import type { Core, Modules, UID } from '@strapi/strapi';
import { requestLocale } from './locale';

type Ctx = { query: Record<string, unknown>; body: unknown };
type Fields<T extends UID.ContentType> = Modules.Documents.Params.Fields.ArrayNotation<T>;
type Sort<T extends UID.ContentType> = Modules.Documents.Params.Sort.StringNotation<T>;

/** A controller action listing the published entries of a type with a few fields, for search boxes. */
export function autocompleteAction<T extends UID.ContentType>(
  strapi: Core.Strapi,
  uid: T,
  fields: Fields<T>,
  sort: Sort<T>,
) {
  return async (ctx: Ctx) => {
    const locale = requestLocale(ctx.query);
    const entries = await strapi.documents(uid).findMany({ locale, status: 'published', fields, sort, limit: 1000 });
    ctx.body = {
      // documentId ties the entries of both languages together (the site maps slugs with it).
      data: entries.map((entry) =>
        Object.fromEntries(['documentId', ...fields].map((f) => [f, (entry as Record<string, unknown>)[f] ?? null])),
      ),
    };
  };
}
