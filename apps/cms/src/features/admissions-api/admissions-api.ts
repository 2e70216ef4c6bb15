import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';

/** One route of the admissions team's admin API. */
export const admissionsRoute = (method: 'GET' | 'POST', path: string, handler: (ctx: Context) => Promise<void>) => ({
  method,
  path,
  handler,
  info: { type: 'admin' },
  config: { policies: [] },
});

/**
 * Adds routes to the admissions team's admin API, under /admissions with the admin's own sign-in
 * (each handler lets in whom it must: `requireOfficer`).
 */
export function addAdmissionsRoutes(strapi: Core.Strapi, routes: Array<ReturnType<typeof admissionsRoute>>): void {
  strapi.server.routes({ type: 'admin', prefix: '/admissions', routes });
}
