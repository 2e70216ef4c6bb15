import type { Core } from '@strapi/strapi';
import { log } from '../utils/log';
import { requestIdOf, withRequestId } from '../utils/request-id';

/**
 * One JSON line per request, in place of Strapi's logger, which writes the whole URL: a query
 * string can hold what an officer searched for (an address typed in the content manager's
 * search), so only the path is written, and a signed link's route by its pattern.
 */
export default (_config: unknown, _context: { strapi: Core.Strapi }) =>
  async (
    ctx: { method: string; path: string; status: number; _matchedRoute?: string; get(header: string): string },
    next: () => Promise<void>,
  ) =>
    // The site's request id when it sent one: its log lines and this one then name the same request.
    withRequestId(requestIdOf(ctx.get('x-request-id')), async () => {
      const started = Date.now();
      try {
        await next();
      } finally {
        const route = ctx._matchedRoute;
        const path = route && route.includes(':signature') ? route : ctx.path;
        log('info', 'request', { method: ctx.method, path, status: ctx.status, ms: Date.now() - started });
      }
    });
