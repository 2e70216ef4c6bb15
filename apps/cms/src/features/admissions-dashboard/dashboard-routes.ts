import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { retentionWarnings } from '../retention/retention';
import { admissionsDashboard } from './admissions-dashboard';
import { addAdmissionsRoutes, admissionsRoute } from '../admissions-api/admissions-api';
import { requireOfficer } from '../admissions-api/admissions-user';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
/** The dashboard's default period: the last twelve weeks, today included. */
const DEFAULT_WEEKS = 12;
/** A longer period is refused: its figures would need a slow scan for little use. */
const MAX_DAYS = 3 * 366;

/** A day (YYYY-MM-DD, UTC) from the query, or the fallback; anything else is a 400. */
function day(value: unknown, name: string, fallback: Date): Date {
  if (value === undefined || value === '') return fallback;
  const date = typeof value === 'string' && DAY.test(value) ? new Date(`${value}T00:00:00.000Z`) : null;
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value)
    throw new errors.ValidationError(`${name} must be a day, YYYY-MM-DD`);
  return date;
}

/**
 * The dashboard's figures, `GET /admissions/dashboard?from&to` with the admin's own sign-in: only
 * admissions officers and the super admin get an answer.
 */
export function registerDashboardRoutes(strapi: Core.Strapi): void {
  addAdmissionsRoutes(strapi, [
    admissionsRoute('GET', '/dashboard', async (ctx) => {
      requireOfficer(ctx);
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
  ]);
}
