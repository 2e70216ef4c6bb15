import 'server-only';
import { z } from 'zod';
import { serverEnv } from '@/lib/env';
import { CmsError } from './errors';
import { sendToCms } from './http';

const loginAnswer = z.object({ access_token: z.string().min(1) });

let current: Promise<string> | null = null;

async function login(): Promise<string> {
  const env = serverEnv();
  const payload = await sendToCms(
    {
      scope: 'service account',
      method: 'POST',
      path: '/login',
      locale: null,
      body: { username: env.CMS_SERVICE_USERNAME, password: env.CMS_SERVICE_PASSWORD },
    },
    env,
  ).catch((error: unknown) => {
    if (error instanceof CmsError && (error.status === 401 || error.status === 400)) {
      throw new CmsError(
        error.scope,
        error.source,
        503,
        'the CMS refused the service account: check CMS_SERVICE_USERNAME and CMS_SERVICE_PASSWORD',
        { cause: error },
      );
    }
    throw error;
  });
  const parsed = loginAnswer.safeParse(payload);
  if (!parsed.success)
    throw new CmsError('service account', 'POST /login', 502, 'the login answer has no access_token');
  return parsed.data.access_token;
}

/** The service account's bearer token, shared by all requests of this server process. */
export function serviceToken(): Promise<string> {
  if (!current) {
    current = login();
    // A failed sign-in is not remembered: the next request tries again.
    current.catch(() => (current = null));
  }
  return current;
}

/** Drops a token the CMS refused (expired, secret rotated) and signs in again, once for all callers. */
export async function renewServiceToken(refused: string): Promise<string> {
  if (current && (await current.catch(() => null)) === refused) current = null;
  return serviceToken();
}
