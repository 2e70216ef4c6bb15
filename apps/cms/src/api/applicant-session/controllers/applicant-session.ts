import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { z } from 'zod';
import { endSession, readSession } from '../../../features/applicant-sign-in/applicant-sessions';
import { applicantRequests } from '../../../features/applicant-sign-in/applicant-requests';
import { requestCode, signInWithCode, signInWithLink } from '../../../features/applicant-sign-in/sign-in-codes';

const EMAIL = /^[^\s@]+@[^\s@]+$/;
const email = z.string().trim().max(254).regex(EMAIL);
const token = z.string().min(20).max(200);

const codeRequest = z.object({
  email,
  language: z.enum(['fr', 'en']),
  /** The visitor's network address as the site saw it: the per-requester limit's key, kept hashed. */
  requester: z.string().min(1).max(100),
});
const signIn = z.union([z.object({ email, code: z.string().regex(/^[0-9]{6}$/) }), z.object({ link: token })]);
const tokenBody = z.object({ token });
const signOut = z.object({ token, everywhere: z.boolean().optional() });

function bodyOf<T>(ctx: Context, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse((ctx.request as { body?: unknown }).body);
  if (!parsed.success) throw new errors.ValidationError('malformed request', { issues: parsed.error.issues.length });
  return parsed.data;
}

export default factories.createCoreController('api::applicant-session.applicant-session', ({ strapi }) => ({
  async requestCode(ctx: Context) {
    ctx.body = { data: await requestCode(strapi, bodyOf(ctx, codeRequest)) };
  },
  async signIn(ctx: Context) {
    const body = bodyOf(ctx, signIn);
    ctx.body = { data: 'link' in body ? await signInWithLink(strapi, body.link) : await signInWithCode(strapi, body) };
  },
  async current(ctx: Context) {
    ctx.body = { data: await readSession(strapi, bodyOf(ctx, tokenBody).token) };
  },
  /** The session and what its applicant asked before, for their space's page. */
  async requests(ctx: Context) {
    const session = await readSession(strapi, bodyOf(ctx, tokenBody).token);
    ctx.body = {
      data: session ? { session, requests: await applicantRequests(strapi, session.email, session.language) } : null,
    };
  },
  async signOut(ctx: Context) {
    const body = bodyOf(ctx, signOut);
    ctx.body = { data: { ended: await endSession(strapi, body.token, body.everywhere ?? false) } };
  },
}));
