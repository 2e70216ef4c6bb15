import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { conflictWith, ruleProblem, type StoredRule } from './redirect-rules';

const REDIRECT_UID = 'api::redirect.redirect' satisfies UID.ContentType;

type RedirectData = { from?: unknown; to?: unknown; code?: unknown };

/**
 * Refuses, with a message the admin shows, a redirect the site would drop: a domain or a query in
 * the former address, a target off the site, a code the site does not send, the same former address
 * twice, a loop. Runs on every write (admin, API, seed), as a Document Service middleware.
 */
export function registerRedirectChecks(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== REDIRECT_UID || (context.action !== 'create' && context.action !== 'update')) {
      return next();
    }
    const params = context.params as { documentId?: string; data?: RedirectData };
    const data = params.data ?? {};
    const current =
      context.action === 'update' && params.documentId
        ? await strapi
            .documents(REDIRECT_UID)
            .findOne({ documentId: params.documentId, fields: ['from', 'to', 'code'] })
        : null;
    const rule = {
      from: data.from ?? current?.from,
      to: data.to ?? current?.to,
      code: data.code ?? current?.code ?? 301,
    };
    const problem = ruleProblem(rule);
    if (problem) throw new errors.ValidationError(problem);

    const rows = (await strapi.db.query(REDIRECT_UID).findMany({ select: ['documentId', 'from', 'to'] })) as Array<
      StoredRule & { documentId: string }
    >;
    const others = rows.filter((row) => row.documentId !== params.documentId);
    const conflict = conflictWith(rule as StoredRule, others);
    if (conflict) throw new errors.ValidationError(conflict);
    return next();
  });
}
