import { buildCmsUrl, type CmsQuery } from '@/lib/cms/query';
import type { Locale } from '@/i18n/locales';
import { testEnv } from './env';

type Call = { method?: string; query?: CmsQuery; locale?: Locale | null; token?: string; body?: unknown };

/** A raw call to the test CMS's REST API: status and parsed JSON. */
export async function cms(path: string, { method = 'GET', query, locale = 'fr', token, body }: Call = {}) {
  const response = await fetch(buildCmsUrl(testEnv.cmsUrl, path, query, locale), {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  return { status: response.status, json };
}

export async function serviceToken(): Promise<string> {
  const { json } = await cms('/login', {
    method: 'POST',
    locale: null,
    body: { username: testEnv.serviceUsername, password: testEnv.servicePassword },
  });
  return String(json?.access_token);
}
