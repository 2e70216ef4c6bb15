import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { addAdmissionsRoutes, admissionsRoute } from '../admissions-api/admissions-api';
import { authorOf, requireOfficer } from '../admissions-api/admissions-user';
import { log } from '../../utils/log';
import { privacyRequests } from './privacy-metrics';
import { erasePerson, reapplyErasures } from './erasures';
import { languageOf, personCopy } from './person-copy';
import { applicationWordsOf } from '../applications/application-words';
import { findPerson, holdsAnything, personCounts, personCsv, personJson } from './person-data';
import { emailHash, logPrivacyAction } from './privacy-log';
import { readCorrections, rectifyPerson } from './rectification';

// A person's requests about their data (GDPR articles 15 to 17), answered by an admissions officer
// in the admin (admin/privacy-requests-page.tsx beside this file). The address is always in the
// request's body, never in its URL: URLs are written to logs, proxies' included.

const EMAIL = /^[^\s@]+@[^\s@]+$/;

const bodyOf = (ctx: Context) => ((ctx.request as { body?: unknown }).body ?? {}) as Record<string, unknown>;

/** The e-mail a request is about, from its body. */
function requestedEmail(ctx: Context): string {
  const value = bodyOf(ctx).email;
  if (typeof value !== 'string' || value.length > 254 || !EMAIL.test(value.trim()))
    throw new errors.ValidationError('email must be an e-mail address');
  return value.trim();
}

export function registerPrivacyRoutes(strapi: Core.Strapi): void {
  const route = (path: string, handler: (ctx: Context) => Promise<void>) => admissionsRoute('POST', path, handler);
  addAdmissionsRoutes(strapi, [
    // What is held about them (article 15).
    route('/privacy/find', async (ctx) => {
      requireOfficer(ctx);
      const data = await findPerson(strapi, requestedEmail(ctx));
      const prospect = data.prospect;
      ctx.body = {
        data: {
          email: data.email,
          found: holdsAnything(data),
          prospect: prospect
            ? {
                documentId: prospect.documentId,
                firstName: prospect.firstName ?? null,
                lastName: prospect.lastName ?? null,
                stage: prospect.stage ?? null,
                lastActivityAt: prospect.lastActivityAt ?? null,
              }
            : null,
          phone: ([...data.leads].reverse().find((lead) => lead.phone)?.phone as string | undefined) ?? null,
          counts: personCounts(data),
        },
      };
    }),
    route('/privacy/export', async (ctx) => {
      const user = requireOfficer(ctx);
      const data = await findPerson(strapi, requestedEmail(ctx));
      if (!holdsAnything(data)) throw new errors.NotFoundError('Nothing is held about this address');
      const json = personJson(data, new Date());
      await logPrivacyAction(strapi, {
        action: 'export',
        emailHash: emailHash(strapi, data.email),
        performedBy: authorOf(user).name,
        summary: JSON.stringify(personCounts(data)),
      });
      privacyRequests.inc({ kind: 'export' });
      log('info', 'personal data exported', { counts: personCounts(data) });
      // `copy`: what the person reads (their language, words); `json` and `csv`: the exact records.
      const language = languageOf(json);
      ctx.body = {
        data: {
          json,
          csv: personCsv(json),
          copy: personCopy(json, language, await applicationWordsOf(strapi, language)),
        },
      };
    }),
    // Their name, address or phone corrected (article 16).
    route('/privacy/rectify', async (ctx) => {
      const user = requireOfficer(ctx);
      const email = requestedEmail(ctx);
      const corrections = readCorrections(bodyOf(ctx).corrections);
      const rectified = await rectifyPerson(strapi, email, corrections, authorOf(user).name);
      privacyRequests.inc({ kind: 'rectify' });
      log('info', 'personal data corrected', { ...rectified });
      ctx.body = { data: { rectified } };
    }),
    // All of it erased (article 17), everywhere it went.
    route('/privacy/erase', async (ctx) => {
      const user = requireOfficer(ctx);
      const email = requestedEmail(ctx);
      if (!holdsAnything(await findPerson(strapi, email)))
        throw new errors.NotFoundError('Nothing is held about this address');
      const erased = await erasePerson(strapi, email, { action: 'erase', performedBy: authorOf(user).name });
      privacyRequests.inc({ kind: 'erase' });
      log('info', 'person erased', { ...erased });
      ctx.body = { data: { erased } };
    }),
    // The erasures applied again, as at every start: after a backup was restored.
    route('/privacy/reapply', async (ctx) => {
      requireOfficer(ctx);
      ctx.body = { data: await reapplyErasures(strapi, { always: true }) };
    }),
  ]);
}
