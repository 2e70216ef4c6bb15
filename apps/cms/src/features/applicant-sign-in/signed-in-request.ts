import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import type { z } from 'zod';
import { readSession } from './applicant-sessions';

/**
 * The body of an applicant's call (from the site's server, with the applicant's session token in
 * it) as `schema` wants it, and the applicant the token signs in: a 400 and a 401 otherwise.
 */
export async function signedInRequest<T extends { token: string }>(
  strapi: Core.Strapi,
  ctx: Context,
  schema: z.ZodType<T>,
) {
  const parsed = schema.safeParse((ctx.request as { body?: unknown }).body);
  if (!parsed.success) throw new errors.ValidationError('malformed request', { issues: parsed.error.issues.length });
  const session = await readSession(strapi, parsed.data.token);
  if (!session) throw new errors.UnauthorizedError('the session has ended');
  return { body: parsed.data, session };
}
