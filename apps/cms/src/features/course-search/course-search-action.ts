import type { Core } from '@strapi/strapi';
import { requestLocale } from '../../utils/locale';
import { searchCourses } from './course-search';

type Ctx = { query: Record<string, unknown>; body: unknown };

/**
 * GET /courses/search?q=…&locale=fr|en: the published courses whose title matches the query, as
 * the course autocomplete entries of requirements 7 (documentId, title, name, slug), best first,
 * a bounded few (docs/decisions/site-search.md). An empty query answers none.
 */
export function courseSearchAction(strapi: Core.Strapi) {
  return async (ctx: Ctx) => {
    const locale = requestLocale(ctx.query);
    const query = typeof ctx.query.q === 'string' ? ctx.query.q : '';
    ctx.body = { data: await searchCourses(strapi, locale, query) };
  };
}
