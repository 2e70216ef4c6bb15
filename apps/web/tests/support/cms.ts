import { buildCmsUrl, type CmsQuery } from '@/lib/cms/query';
import type { Locale } from '@/i18n/locales';
import { testEnv } from './env';

/** `token`: the bearer token; a GET without one reads as the site does (the service account), `null` anonymously. */
type Call = { method?: string; query?: CmsQuery; locale?: Locale | null; token?: string | null; body?: unknown };

/** A raw call to the test CMS's REST API: status and parsed JSON. The public role may read nothing. */
export async function cms(path: string, { method = 'GET', query, locale = 'fr', token: given, body }: Call = {}) {
  const token = given === undefined && method === 'GET' ? await serviceToken() : given;
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

let service: Promise<string> | null = null;

/** The service account's token, signed in once per test file. */
export function serviceToken(): Promise<string> {
  service ??= cms('/login', {
    method: 'POST',
    locale: null,
    body: { username: testEnv.serviceUsername, password: testEnv.servicePassword },
  }).then(({ json }) => String(json?.access_token));
  return service;
}

export type NewsRef = { documentId: string; slug: string; title: string; en: string };

/**
 * News items no test opens on the main site (routes.test.ts opens the first by slug; these are
 * the last ones), for tests that start their own site instance: it shares the main site's page
 * cache, so it must render pages nobody visited. Each caller takes its own `index`.
 */
export async function newsNobodyOpens(index: number): Promise<NewsRef> {
  const { json } = await cms('/figs-news', {
    query: {
      fields: ['slug', 'title'],
      populate: { localizations: { fields: ['slug', 'locale'] } },
      sort: ['slug:desc'],
      pagination: { start: index, limit: 1 },
    },
  });
  const item = (
    json?.data as Array<{
      documentId: string;
      slug: string;
      title: string;
      localizations: Array<{ slug: string; locale: string }>;
    }>
  )[0];
  if (!item) throw new Error(`no news item at index ${index}`);
  return {
    documentId: item.documentId,
    slug: item.slug,
    title: item.title,
    en: item.localizations.find((l) => l.locale === 'en')!.slug,
  };
}
