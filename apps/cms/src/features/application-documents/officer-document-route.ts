import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { APPLICATION_DOCUMENT_UID, APPLICATION_UID } from '../../admissions/application-labels';
import { addAdmissionsRoutes, admissionsRoute } from '../admissions-api/admissions-api';
import { requireOfficer } from '../admissions-api/admissions-user';
import { officerDocumentContent } from './application-documents';

/** What the content manager's permission checker answers here (its service, `permission-checker`). */
interface PermissionChecker {
  cannot: { read(): boolean };
  sanitizedQuery: { read(query: Record<string, unknown>): Promise<Record<string, unknown>> };
}

/**
 * `GET /admissions/application-documents/:id`, with the admin's own sign-in: a document's bytes,
 * for the application's side panel to show in the page (admin/application-documents.tsx), never as
 * a download. Only an officer who may read the application in the content manager gets it: the
 * application is looked up through the same permission query as the list, so whatever limits an
 * officer's applications (their school) limits their documents.
 */
export function registerOfficerDocumentRoute(strapi: Core.Strapi): void {
  addAdmissionsRoutes(strapi, [
    admissionsRoute('GET', '/application-documents/:id', async (ctx) => {
      requireOfficer(ctx);
      const id = String((ctx.params as { id?: unknown }).id ?? '');
      if (!/^[a-z0-9]{10,40}$/.test(id)) throw new errors.NotFoundError('no such document');
      const document = (await strapi.db.query(APPLICATION_DOCUMENT_UID).findOne({
        where: { documentId: id },
        select: ['id'],
        populate: { application: { select: ['documentId'] } },
      })) as { application: { documentId: string } | null } | null;
      const application = document?.application?.documentId;
      if (!application) throw new errors.NotFoundError('no such document');
      const checker = (
        strapi.plugin('content-manager').service('permission-checker') as {
          create(options: { userAbility: unknown; model: string }): PermissionChecker;
        }
      ).create({ userAbility: ctx.state.userAbility, model: APPLICATION_UID });
      if (checker.cannot.read()) throw new errors.ForbiddenError('Reading applications is not allowed for this role');
      const query = await checker.sanitizedQuery.read({ filters: { documentId: { $eq: application } } });
      const readable = await strapi.documents(APPLICATION_UID).findFirst({ ...query, fields: ['documentId'] });
      // Checked again by id: a query stripped of its filter would have found another application.
      if (readable?.documentId !== application) throw new errors.NotFoundError('no such document');
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
