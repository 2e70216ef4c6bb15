import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import {
  erasePerson,
  findPerson,
  holdsAnything,
  logPrivacyAction,
  personCsv,
  personJson,
} from '../privacy/person-data';
import { retentionWarnings, runRetention } from '../privacy/retention';
import { admissionsDashboard } from './admissions-dashboard';
import { authorOf, isAdmissionsUser, type AdminUser } from './admissions-user';
import { log } from '../utils/log';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
/** The dashboard's default period: the last twelve weeks, today included. */
const DEFAULT_WEEKS = 12;
/** A longer period is refused: its figures would need a slow scan for little use. */
const MAX_DAYS = 3 * 366;
const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** A day (YYYY-MM-DD, UTC) from the query, or the fallback; anything else is a 400. */
function day(value: unknown, name: string, fallback: Date): Date {
  if (value === undefined || value === '') return fallback;
  const date = typeof value === 'string' && DAY.test(value) ? new Date(`${value}T00:00:00.000Z`) : null;
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value)
    throw new errors.ValidationError(`${name} must be a day, YYYY-MM-DD`);
  return date;
}

/** The admissions officer (or super admin) making the request; anyone else is a 403. */
function officer(ctx: Context): AdminUser {
  const user = ctx.state.user as AdminUser | undefined;
  if (!isAdmissionsUser(user)) throw new errors.ForbiddenError('Admissions officers only');
  return user;
}

/** The e-mail a privacy request is about, from the query or the body. */
function requestedEmail(value: unknown): string {
  if (typeof value !== 'string' || value.length > 254 || !EMAIL.test(value.trim()))
    throw new errors.ValidationError('email must be an e-mail address');
  return value.trim();
}

const counts = (data: Awaited<ReturnType<typeof findPerson>>) => ({
  prospect: data.prospect ? 1 : 0,
  leads: data.leads.length,
  followUps: data.followUps.length,
  crmEvents: data.crmEvents.length,
  emails: data.emails.length,
});

/**
 * The admin API of the admissions team, under /admissions with the admin's own sign-in: only
 * admissions officers and the super admin get an answer.
 */
export function registerAdmissionsRoutes(strapi: Core.Strapi): void {
  const route = (method: 'GET' | 'POST', path: string, handler: (ctx: Context) => Promise<void>) => ({
    method,
    path,
    handler,
    info: { type: 'admin' },
    config: { policies: [] },
  });
  strapi.server.routes({
    type: 'admin',
    prefix: '/admissions',
    routes: [
      route('GET', '/dashboard', async (ctx) => {
        officer(ctx);
        const query = ctx.query as Record<string, unknown>;
        const today = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`);
        // `to` is the last day counted.
        const last = day(query.to, 'to', today);
        const from = day(query.from, 'from', new Date(last.getTime() - (DEFAULT_WEEKS * 7 - 1) * DAY_MS));
        const to = new Date(last.getTime() + DAY_MS);
        if (from >= to) throw new errors.ValidationError('from must be on or before to');
        if (to.getTime() - from.getTime() > MAX_DAYS * DAY_MS)
          throw new errors.ValidationError(`the period is ${MAX_DAYS} days at most`);
        const [figures, retention] = await Promise.all([
          admissionsDashboard(strapi, { from, to }),
          retentionWarnings(strapi),
        ]);
        ctx.body = { data: { ...figures, retention } };
      }),

      // The nightly retention job, run now by the super admin. The test run alone (ADMISSIONS_TEST_CLOCK=1)
      // may set the job's clock, to pass months in a test.
      route('POST', '/retention/run', async (ctx) => {
        const user = officer(ctx);
        if (!user.roles?.some((role) => role.code === 'strapi-super-admin'))
          throw new errors.ForbiddenError('The super admin only');
        const given = ((ctx.request as { body?: Record<string, unknown> }).body ?? {}).now;
        if (given !== undefined && process.env.ADMISSIONS_TEST_CLOCK !== '1')
          throw new errors.ValidationError('now is set by the test run only');
        const now = given === undefined ? new Date() : new Date(String(given));
        if (Number.isNaN(now.getTime())) throw new errors.ValidationError('now must be a date');
        ctx.body = { data: await runRetention(strapi, now) };
      }),

      // A person's request (GDPR articles 15 and 17): what is held about them, by e-mail.
      route('GET', '/privacy', async (ctx) => {
        officer(ctx);
        const data = await findPerson(strapi, requestedEmail(ctx.query.email));
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
            counts: counts(data),
          },
        };
      }),
      route('GET', '/privacy/export', async (ctx) => {
        const user = officer(ctx);
        const data = await findPerson(strapi, requestedEmail(ctx.query.email));
        if (!holdsAnything(data)) throw new errors.NotFoundError('Nothing is held about this address');
        const json = personJson(data, new Date());
        await logPrivacyAction(strapi, 'export', data.email, authorOf(user).name, JSON.stringify(counts(data)));
        ctx.body = { data: { json, csv: personCsv(json) } };
      }),
      route('POST', '/privacy/erase', async (ctx) => {
        const user = officer(ctx);
        const body = (ctx.request as { body?: Record<string, unknown> }).body ?? {};
        const data = await findPerson(strapi, requestedEmail(body.email));
        if (!holdsAnything(data)) throw new errors.NotFoundError('Nothing is held about this address');
        const erased = await erasePerson(strapi, data);
        await logPrivacyAction(strapi, 'erase', data.email, authorOf(user).name, JSON.stringify(erased));
        log('info', 'person erased', { ...erased });
        ctx.body = { data: { erased } };
      }),
    ],
  });
}
