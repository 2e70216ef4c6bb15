import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { z } from 'zod';
import { addAdmissionsRoutes, admissionsRoute } from '../admissions-api/admissions-api';
import { requireOfficer } from '../admissions-api/admissions-user';
import { applicationWordsOf } from './application-words';

const Query = z.object({ language: z.enum(['fr', 'en']) });

/**
 * `GET /admissions/application-words?language=fr|en`, with the admin's own sign-in: the words of
 * the site's application forms in the officer's language (the interface texts the editors keep),
 * for the side panel that shows an application's answers under them (admin/application-answers.tsx).
 * Words only, no application: the answers come with the application the officer may read.
 */
export function registerApplicationWordsRoute(strapi: Core.Strapi): void {
  addAdmissionsRoutes(strapi, [
    admissionsRoute('GET', '/application-words', async (ctx) => {
      requireOfficer(ctx);
      const query = Query.safeParse(ctx.query);
      if (!query.success) throw new errors.ValidationError('language is fr or en');
      ctx.body = { data: await applicationWordsOf(strapi, query.data.language) };
    }),
  ]);
}
