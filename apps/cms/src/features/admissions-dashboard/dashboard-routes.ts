import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { retentionWarnings } from '../retention/retention';
import { admissionsDashboard, type Period } from './admissions-dashboard';
import { DIMENSIONS, LISTED_VALUES, MAX_LISTED_VALUES, leadsPerWeek, type Dimension } from './leads-per-week';
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

/** The period of `?from&to` (the last twelve weeks by default); a malformed one is a 400. */
function periodOf(query: Record<string, unknown>): Period {
  const today = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`);
  // `to` is the last day counted.
  const last = day(query.to, 'to', today);
  const from = day(query.from, 'from', new Date(last.getTime() - (DEFAULT_WEEKS * 7 - 1) * DAY_MS));
  const to = new Date(last.getTime() + DAY_MS);
  if (from >= to) throw new errors.ValidationError('from must be on or before to');
  if (to.getTime() - from.getTime() > MAX_DAYS * DAY_MS)
    throw new errors.ValidationError(`the period is ${MAX_DAYS} days at most`);
  return { from, to };
}

function dimensionOf(value: unknown): Dimension {
  if (value === undefined || value === '') return 'type';
  if (typeof value === 'string' && (DIMENSIONS as readonly string[]).includes(value)) return value as Dimension;
  throw new errors.ValidationError(`dimension is one of ${DIMENSIONS.join(', ')}`);
}

function listedOf(value: unknown): number {
  if (value === undefined || value === '') return LISTED_VALUES;
  const listed = typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : NaN;
  if (!(listed >= 1 && listed <= MAX_LISTED_VALUES))
    throw new errors.ValidationError(`listed is a whole number from 1 to ${MAX_LISTED_VALUES}`);
  return listed;
}

/**
 * The dashboard's figures, `GET /admissions/dashboard?from&to`, and its leads per week,
 * `GET /admissions/dashboard/leads-per-week?from&to&dimension&listed` (read apart: the officer
 * changes the dimension without the rest being read again), with the admin's own sign-in: only
 * admissions officers and the super admin get an answer.
 */
export function registerDashboardRoutes(strapi: Core.Strapi): void {
  addAdmissionsRoutes(strapi, [
    admissionsRoute('GET', '/dashboard', async (ctx) => {
      requireOfficer(ctx);
      const period = periodOf(ctx.query as Record<string, unknown>);
      const [figures, retention] = await Promise.all([admissionsDashboard(strapi, period), retentionWarnings(strapi)]);
      ctx.body = { data: { ...figures, retention } };
    }),
    admissionsRoute('GET', '/dashboard/leads-per-week', async (ctx) => {
      requireOfficer(ctx);
      const query = ctx.query as Record<string, unknown>;
      const period = periodOf(query);
      ctx.body = { data: await leadsPerWeek(strapi, period, dimensionOf(query.dimension), listedOf(query.listed)) };
    }),
  ]);
}
