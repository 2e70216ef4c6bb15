import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { cmsEnv } from '../../env/cms-env';
import { addAdmissionsRoutes, admissionsRoute } from '../admissions-api/admissions-api';
import { requireOfficer } from '../admissions-api/admissions-user';
import { runRetention } from './retention';

/** `POST /admissions/retention/run`, with the admin's own sign-in. */
export function registerRetentionRoutes(strapi: Core.Strapi): void {
  addAdmissionsRoutes(strapi, [
    // The nightly retention job, run now by the super admin. The test run alone (ADMISSIONS_TEST_CLOCK=1)
    // may set the job's clock, to pass months in a test.
    admissionsRoute('POST', '/retention/run', async (ctx) => {
      const user = requireOfficer(ctx);
      if (!user.roles?.some((role) => role.code === 'strapi-super-admin'))
        throw new errors.ForbiddenError('The super admin only');
      const given = ((ctx.request as { body?: Record<string, unknown> }).body ?? {}).now;
      if (given !== undefined && !cmsEnv().ADMISSIONS_TEST_CLOCK)
        throw new errors.ValidationError('now is set by the test run only');
      const now = given === undefined ? new Date() : new Date(String(given));
      if (Number.isNaN(now.getTime())) throw new errors.ValidationError('now must be a date');
      ctx.body = { data: await runRetention(strapi, now) };
    }),
  ]);
}
