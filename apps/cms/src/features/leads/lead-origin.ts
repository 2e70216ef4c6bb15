import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { LEAD_UID } from '../../admissions/lead-labels';

const WRITES = new Set(['create', 'update', 'clone']);

/**
 * Leads come from the site only (POST /api/leads): the admin may read, export and delete them, but
 * a lead typed or changed by hand there would be a request nobody made, so any write that comes
 * through the admin's content manager is refused, whatever the role.
 */
export function registerLeadOrigin(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== LEAD_UID || !WRITES.has(context.action)) return next();
    const path = strapi.requestContext.get()?.request.path ?? '';
    if (path.startsWith('/content-manager/')) {
      // A PolicyError: Strapi replaces any other 403's message with a bare "Forbidden".
      throw new errors.PolicyError(
        'Les demandes viennent du site : elles ne se créent ni ne se modifient dans l’administration. / Leads come from the site: they cannot be created or edited in the admin.',
      );
    }
    return next();
  });
}
