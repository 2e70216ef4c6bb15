import 'server-only';
import { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import { cmsRequest } from '../client';
import { singleOf } from '../schemas/strapi';
import { rateLimitedSchema } from './applicant';

// The applicant's passkeys (apps/cms/src/features/applicant-sign-in/passkeys.ts): never cached,
// the session's token and the browser's answers in the body only. The CMS verifies everything;
// the options and answers pass through as @simplewebauthn's JSON.

const refusedSchema = z.object({
  status: z.literal('refused'),
  reason: z.enum(['unsupported', 'expired', 'unknown', 'invalid']),
});
export type PasskeyRefusal = z.infer<typeof refusedSchema>['reason'];

const passkeySchema = z.object({
  id: z.string(),
  label: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/**
 * The options for the browser, as the CMS made them (their shape is @simplewebauthn's to check),
 * or the hour's limit of challenges reached.
 */
const optionsSchema = singleOf(
  z.discriminatedUnion('status', [
    z.object({ status: z.literal('options'), options: z.record(z.string(), z.unknown()) }),
    refusedSchema,
    rateLimitedSchema,
  ]),
);
export type PasskeyOptions = z.infer<typeof optionsSchema>['data'];

const addedSchema = singleOf(
  z.discriminatedUnion('status', [z.object({ status: z.literal('added'), passkey: passkeySchema }), refusedSchema]),
);
const signInSchema = singleOf(
  z.discriminatedUnion('status', [
    z.object({ status: z.literal('signed-in'), token: z.string() }).loose(),
    refusedSchema,
  ]),
);
export type PasskeySignIn = z.infer<typeof signInSchema>['data'];

const post = <T>(scope: string, path: string, body: unknown, schema: z.ZodType<T>) =>
  cmsRequest({ scope, method: 'POST', path, locale: 'fr', body, schema });

/** The signed-in applicant's passkeys, oldest first (a 401 CmsError when the session ended). */
export async function myPasskeys(token: string): Promise<Passkey[]> {
  return (await post('applicant passkeys', '/applicant/passkeys', { token }, singleOf(z.array(passkeySchema)))).data;
}

/** A challenge to add a passkey on this device, for the page at `origin`, asked from the network address `requester`. */
export async function passkeyRegistrationOptions(
  token: string,
  origin: string,
  requester: string,
): Promise<PasskeyOptions> {
  return (
    await post(
      'applicant passkeys',
      '/applicant/passkeys/registration-options',
      { token, origin, requester },
      optionsSchema,
    )
  ).data;
}

/** Keeps the passkey the browser made, once the CMS has verified it. */
export async function registerPasskey(
  token: string,
  origin: string,
  response: unknown,
  label: string | null,
): Promise<z.infer<typeof addedSchema>['data']> {
  return (
    await post(
      'applicant passkeys',
      '/applicant/passkeys/registration',
      { token, origin, response, label },
      addedSchema,
    )
  ).data;
}

/** Removes one of the applicant's passkeys; how many went (0: not theirs, or gone already). */
export async function removePasskey(token: string, id: string): Promise<number> {
  const schema = singleOf(z.object({ removed: z.number() }));
  return (await post('applicant passkeys', '/applicant/passkeys/remove', { token, id }, schema)).data.removed;
}

/** A challenge to sign in with any passkey of this site (no address asked), asked from the network address `requester`. */
export async function passkeySignInOptions(origin: string, requester: string): Promise<PasskeyOptions> {
  return (
    await post('applicant passkey sign-in', '/applicant/passkeys/sign-in-options', { origin, requester }, optionsSchema)
  ).data;
}

/** Signs in with the browser's answer; a session's token when it verifies. */
export async function signInWithPasskey(origin: string, response: unknown, language: Locale): Promise<PasskeySignIn> {
  return (
    await post('applicant passkey sign-in', '/applicant/passkeys/sign-in', { origin, response, language }, signInSchema)
  ).data;
}
