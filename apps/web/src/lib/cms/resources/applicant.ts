import 'server-only';
import { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import { cmsRequest } from '../client';
import { singleOf } from '../schemas/strapi';

// The applicant's sign-in (apps/cms/src/features/applicant-sign-in): never cached, secrets in the
// body only.

const sessionSchema = z.object({ email: z.string(), language: z.enum(['fr', 'en']), idleUntil: z.string() });
export type ApplicantSession = z.infer<typeof sessionSchema>;

/** The CMS's answer past one of the sign-in's hourly limits (codes, passkeys' challenges). */
export const rateLimitedSchema = z.object({ status: z.literal('rate-limited'), retryAfterMinutes: z.number() });

const codeRequestSchema = singleOf(
  z.discriminatedUnion('status', [z.object({ status: z.literal('sent') }), rateLimitedSchema]),
);
export type CodeRequest = z.infer<typeof codeRequestSchema>['data'];

const signInSchema = singleOf(
  z.discriminatedUnion('status', [
    z.object({ status: z.literal('signed-in'), token: z.string(), session: sessionSchema }),
    z.object({ status: z.literal('wrong'), attemptsLeft: z.number() }),
    z.object({ status: z.literal('expired') }),
  ]),
);
export type SignIn = z.infer<typeof signInSchema>['data'];

const requestSchema = z.object({
  type: z.string(),
  submittedAt: z.string(),
  course: z.string().nullable(),
  school: z.string().nullable(),
});
export type ApplicantRequest = z.infer<typeof requestSchema>;
const spaceSchema = singleOf(z.object({ session: sessionSchema, requests: z.array(requestSchema) }).nullable());

const post = <T>(scope: string, path: string, body: unknown, schema: z.ZodType<T>) =>
  cmsRequest({ scope, method: 'POST', path, locale: 'fr', body, schema });

/** E-mails a code (and its link) to the address, unless it or this network address asked too often. */
export async function requestSignInCode(email: string, language: Locale, requester: string): Promise<CodeRequest> {
  return (await post('applicant sign-in', '/applicant/codes', { email, language, requester }, codeRequestSchema)).data;
}

/** Signs in with a typed code or the e-mail's link; a session's token when it works. */
export async function signIn(proof: { email: string; code: string } | { link: string }): Promise<SignIn> {
  return (await post('applicant sign-in', '/applicant/sessions', proof, signInSchema)).data;
}

/** The signed-in applicant and what they asked before; null when the session ended. */
export async function applicantSpace(
  token: string,
): Promise<{ session: ApplicantSession; requests: ApplicantRequest[] } | null> {
  return (await post('applicant space', '/applicant/session/requests', { token }, spaceSchema)).data;
}

/** Ends the session (this browser's, or every one of the address). */
export async function endApplicantSession(token: string, everywhere: boolean): Promise<void> {
  await post('applicant sign-out', '/applicant/session/end', { token, everywhere }, z.unknown());
}
