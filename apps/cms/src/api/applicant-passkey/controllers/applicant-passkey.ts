import { factories } from '@strapi/strapi';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { z } from 'zod';
import {
  addPasskey,
  listPasskeys,
  registrationOptions,
  removePasskey,
  signInOptions,
  signInWithPasskey,
} from '../../../features/applicant-sign-in/passkeys';
import { signedInRequest } from '../../../features/applicant-sign-in/signed-in-request';

const token = z.string().min(20).max(200);
/** The page's origin as the site's server saw it; passkey-origins.ts decides whether it is one of ours. */
const origin = z.string().min(1).max(255);
const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/);

/** What @simplewebauthn/browser sends; the library checks every byte of it. */
const credential = {
  id: base64url(1400).min(1),
  rawId: base64url(1400).min(1),
  type: z.literal('public-key'),
  clientExtensionResults: z.record(z.string(), z.unknown()),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};
const registration = z.object({
  ...credential,
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(65536),
    transports: z.array(z.string().max(20)).max(10).optional(),
    publicKeyAlgorithm: z.number().optional(),
    publicKey: base64url(8192).optional(),
    authenticatorData: base64url(65536).optional(),
  }),
});
const assertion = z.object({
  ...credential,
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(65536),
    signature: base64url(2048),
    userHandle: base64url(200).optional(),
  }),
});

/** The visitor's network address as the site saw it: the per-requester limit's key, kept hashed. */
const requester = z.string().min(1).max(100);

const signedIn = z.object({ token });
const registrationStart = z.object({ token, origin, requester });
const register = z.object({ token, origin, response: registration, label: z.string().max(100).nullable() });
const remove = z.object({ token, id: z.string().max(20) });
const signInStart = z.object({ origin, requester });
const signIn = z.object({ origin, response: assertion, language: z.enum(['fr', 'en']) });

function bodyOf<T>(ctx: Context, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse((ctx.request as { body?: unknown }).body);
  if (!parsed.success) throw new errors.ValidationError('malformed request', { issues: parsed.error.issues.length });
  return parsed.data;
}

export default factories.createCoreController('api::applicant-passkey.applicant-passkey', ({ strapi }) => ({
  async mine(ctx: Context) {
    const { session } = await signedInRequest(strapi, ctx, signedIn);
    ctx.body = { data: await listPasskeys(strapi, session.email) };
  },
  async registrationOptions(ctx: Context) {
    const { body, session } = await signedInRequest(strapi, ctx, registrationStart);
    ctx.body = { data: await registrationOptions(strapi, { email: session.email, token: body.token }, body) };
  },
  async register(ctx: Context) {
    const { body, session } = await signedInRequest(strapi, ctx, register);
    ctx.body = {
      data: await addPasskey(
        strapi,
        { email: session.email, token: body.token },
        { origin: body.origin, response: body.response as RegistrationResponseJSON, label: body.label },
      ),
    };
  },
  async remove(ctx: Context) {
    const { body, session } = await signedInRequest(strapi, ctx, remove);
    ctx.body = { data: { removed: await removePasskey(strapi, session.email, body.id) } };
  },
  async signInOptions(ctx: Context) {
    ctx.body = { data: await signInOptions(strapi, bodyOf(ctx, signInStart)) };
  },
  async signIn(ctx: Context) {
    const body = bodyOf(ctx, signIn);
    ctx.body = {
      data: await signInWithPasskey(strapi, {
        origin: body.origin,
        response: body.response as AuthenticationResponseJSON,
        language: body.language,
      }),
    };
  },
}));
