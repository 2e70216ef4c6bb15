import type { Core } from '@strapi/strapi';
import { admissionsNotification } from './admissions-notification';
import { loadLeadEmailContext, type LeadEmailContext } from './lead-email-context';
import type { LeadEmail } from './lead-email';
import { visitorConfirmation } from './visitor-confirmation';
import { log } from '../../utils/log';
import { errorText } from '../../utils/error-text';

interface EmailService {
  send(message: LeadEmail): Promise<unknown>;
}

const MESSAGES: ReadonlyArray<[string, (context: LeadEmailContext) => LeadEmail]> = [
  ['admissions', admissionsNotification],
  ['confirmation', visitorConfirmation],
];

const logFailure = (email: string, lead: string, error: unknown) =>
  log('error', 'lead e-mail not sent', { email, lead, error: errorText(error) });

/**
 * Sends the two e-mails of a new lead. The lead is already stored and answered: a mail server
 * that is down or a message that cannot be built is logged (one JSON line, without the
 * visitor's personal data) and never reaches the client. Resolves in every case, with the
 * number of messages sent.
 */
export async function sendLeadEmails(strapi: Core.Strapi, documentId: string): Promise<number> {
  let context: LeadEmailContext;
  try {
    context = await loadLeadEmailContext(strapi, documentId);
  } catch (error) {
    logFailure('all', documentId, error);
    return 0;
  }
  const mailer = strapi.plugin('email').service('email') as EmailService;
  let sent = 0;
  for (const [email, build] of MESSAGES) {
    try {
      await mailer.send(build(context));
      sent += 1;
    } catch (error) {
      logFailure(email, documentId, error);
    }
  }
  return sent;
}
