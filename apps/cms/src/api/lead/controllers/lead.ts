import { factories, type Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { captureLead } from '../../../features/leads/capture-lead';
import { sentBeforeErasure } from '../../../features/privacy-requests/erasures';
import { sendLeadEmails } from '../../../features/leads/send-lead-emails';
import { log } from '../../../utils/log';
import { leadsStored } from '../../../features/leads/lead-metrics';

// The core actions this one builds on (Strapi types `this` as possibly lacking them).
type CoreLeadController = Core.CoreAPI.Controller.ContentType<'api::lead.lead'>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export default factories.createCoreController('api::lead.lead', ({ strapi }) => ({
  /**
   * POST /api/leads. The site redelivers a lead until it is accepted: a new idempotency key
   * creates the lead (201) and sends its e-mails; a known one answers the stored lead (200)
   * and does nothing else. Bad input is a 400, which the site never retries. A lead sent before
   * its sender was erased, reaching the CMS after (an outbox cut off), is a 410: nothing is kept.
   */
  async create(this: CoreLeadController, ctx) {
    const body: unknown = ctx.request.body;
    const data = isRecord(body) ? body.data : undefined;
    if (!isRecord(data)) throw new errors.ValidationError('Missing "data" payload in the request body');
    // Leads queued by the site before the field was renamed (Strapi reserves `locale`) name the
    // visitor's language `locale`: they are taken as they are, never refused.
    if ('locale' in data && !('language' in data)) {
      data.language = data.locale;
      delete data.locale;
    }
    // Before any check: an invalid lead of an erased person would be set aside by the site, and
    // their data kept there. The site deletes it from its outbox on this answer.
    if (typeof data.email === 'string' && (await sentBeforeErasure(strapi, data.email, data.submittedAt))) {
      log('info', 'lead dropped: its sender was erased after sending it', {
        key: String(data.idempotencyKey).slice(0, 64),
      });
      ctx.status = 410;
      ctx.body = {
        data: null,
        error: { status: 410, name: 'GoneError', message: 'Its sender was erased after sending it', details: {} },
      };
      return;
    }
    // Strapi's own checks: unknown fields, and relations the caller may not read, are a 400.
    await this.validateInput(data, ctx);
    const input = (await this.sanitizeInput(data, ctx)) as Record<string, unknown>;

    const { lead, created } = await captureLead(strapi, input);
    leadsStored.inc({ created: String(created) });
    // Not awaited: the answer must not wait for, nor fail with, the mail server. One line (no
    // personal data) says when what follows the answer is over: the lead's e-mails, none for a
    // key already stored.
    void (created ? sendLeadEmails(strapi, lead.documentId) : Promise.resolve(0)).then((emailsSent) =>
      log('info', 'lead handled', { lead: lead.documentId, created, emailsSent }),
    );

    ctx.status = created ? 201 : 200;
    return this.transformResponse(await this.sanitizeOutput(lead, ctx));
  },
}));
