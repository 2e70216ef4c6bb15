import 'server-only';
import { cookies, headers } from 'next/headers';

// The applicant's cookies. The session's is the token of a session the CMS holds (so that it can
// be ended from anywhere), HttpOnly and SameSite=Lax; Secure whenever the site is reached over
// HTTPS (a test or a local start on http://127.0.0.1 has no HTTPS to require).

export const SESSION_COOKIE = 'horizon_applicant';
/** The address a code was just sent to, so that the code's step survives a reload. */
export const PENDING_COOKIE = 'horizon_applicant_pending';

/** As long as the CMS keeps a session at most; the CMS ends it sooner when idle. */
const SESSION_MAX_AGE = 30 * 24 * 60 * 60;
const PENDING_MAX_AGE = 15 * 60;

async function baseOptions() {
  const secure = (await headers()).get('x-forwarded-proto') === 'https';
  return { httpOnly: true, sameSite: 'lax' as const, secure, path: '/' };
}

export async function keepSession(token: string): Promise<void> {
  const jar = await cookies();
  jar.set(SESSION_COOKIE, token, { ...(await baseOptions()), maxAge: SESSION_MAX_AGE });
  jar.delete(PENDING_COOKIE);
}

export async function dropSession(): Promise<void> {
  (await cookies()).delete(SESSION_COOKIE);
}

export async function keepPendingAddress(email: string): Promise<void> {
  (await cookies()).set(PENDING_COOKIE, email, { ...(await baseOptions()), maxAge: PENDING_MAX_AGE });
}

export async function dropPendingAddress(): Promise<void> {
  (await cookies()).delete(PENDING_COOKIE);
}

export const sessionToken = async (): Promise<string | null> => (await cookies()).get(SESSION_COOKIE)?.value ?? null;
export const pendingAddress = async (): Promise<string | null> => (await cookies()).get(PENDING_COOKIE)?.value ?? null;
