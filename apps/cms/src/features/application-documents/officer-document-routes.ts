import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { APPLICATION_DOCUMENT_UID, APPLICATION_UID } from '../../admissions/application-labels';
import { addAdmissionsRoutes, admissionsRoute } from '../admissions-api/admissions-api';
import { requireOfficer } from '../admissions-api/admissions-user';
import { DOCUMENT_FIELDS, officerDocumentContent } from './application-documents';

/** What the content manager's permission checker answers here (its service, `permission-checker`). */
interface PermissionChecker {
  cannot: { read(): boolean };
  sanitizedQuery: { read(query: Record<string, unknown>): Promise<Record<string, unknown>> };
}

const ID = /^[a-z0-9]{10,40}$/;

/**
 * Whether the officer may read this application in the content manager: it is looked up through
 * the same permission query as their list, so whatever limits an officer's applications (their
 * school) limits their documents. A 404 otherwise, as for an unknown one.
 */
async function requireReadable(strapi: Core.Strapi, ctx: Context, application: string): Promise<void> {
  requireOfficer(ctx);
  const checker = (
    strapi.plugin('content-manager').service('permission-checker') as {
      create(options: { userAbility: unknown; model: string }): PermissionChecker;
    }
  ).create({ userAbility: ctx.state.userAbility, model: APPLICATION_UID });
  if (checker.cannot.read()) throw new errors.ForbiddenError('Reading applications is not allowed for this role');
  const query = await checker.sanitizedQuery.read({ filters: { documentId: { $eq: application } } });
  const readable = await strapi.documents(APPLICATION_UID).findFirst({ ...query, fields: ['documentId'] });
  // Checked again by id: a query stripped of its filter would have found another application.
  if (readable?.documentId !== application) throw new errors.NotFoundError('no such application');
}

/**
 * The officers' routes to an application's documents, with the admin's own sign-in, for the side
 * panel (admin/documents-panel.tsx):
 * - `GET /admissions/applications/:id/documents`: the documents, without their bytes;
 * - `GET /admissions/application-documents/:id`: one document's bytes, which the panel shows in
 *   the page, never as a download.
 */
export function registerOfficerDocumentRoutes(strapi: Core.Strapi): void {
  addAdmissionsRoutes(strapi, [
    admissionsRoute('GET', '/applications/:id/documents', async (ctx) => {
      const application = String((ctx.params as { id?: unknown }).id ?? '');
      if (!ID.test(application)) throw new errors.NotFoundError('no such application');
      await requireReadable(strapi, ctx, application);
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = {
        data: await strapi.db.query(APPLICATION_DOCUMENT_UID).findMany({
          where: { application: { documentId: application } },
          select: [...DOCUMENT_FIELDS],
          orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        }),
      };
    }),
    admissionsRoute('GET', '/application-documents/:id', async (ctx) => {
      const id = String((ctx.params as { id?: unknown }).id ?? '');
      if (!ID.test(id)) throw new errors.NotFoundError('no such document');
      const document = (await strapi.db.query(APPLICATION_DOCUMENT_UID).findOne({
        where: { documentId: id },
        select: ['id'],
        populate: { application: { select: ['documentId'] } },
      })) as { application: { documentId: string } | null } | null;
      if (!document?.application) throw new errors.NotFoundError('no such document');
      await requireReadable(strapi, ctx, document.application.documentId);
      const content = await officerDocumentContent(strapi, id);
      if (!content) throw new errors.NotFoundError('no such document');
      ctx.set('Cache-Control', 'private, no-store');
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.set('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(content.fileName)}`);
      ctx.type = content.contentType;
      ctx.body = content.bytes;
    }),
  ]);
}
