import 'server-only';
import { unstable_cache } from 'next/cache';
import { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import { serverEnv } from '@/lib/env';
import { previewing } from './draft';
import { CmsError, isCmsError } from './errors';
import { applyLocalizedAlts } from './localized-alts';
import { sendToCms, type CmsCall } from './http';
import { buildCmsUrl, type CmsQuery } from './query';
import { shownTags } from './shown-tags';
import { dataTags, type CmsResource } from './tags';
import { renewServiceToken, serviceToken } from './token';
import { log } from '@/lib/log';

type Request<T> = Omit<CmsCall, 'token' | 'locale'> & { locale: Locale; schema: z.ZodType<T> };

/** Sends one authenticated call, signing in again once if the token was refused, and validates the answer. */
export async function cmsRequest<T>(request: Request<T>): Promise<T> {
  return (await cmsExchange(request)).answer;
}

/** cmsRequest, with the answer as the CMS sent it too (populated entries keep their documentId there). */
async function cmsExchange<T>({ schema, ...call }: Request<T>): Promise<{ answer: T; payload: unknown }> {
  const env = serverEnv();
  const token = await serviceToken();
  let payload: unknown;
  try {
    payload = await sendToCms({ ...call, token }, env);
  } catch (error) {
    if (!isCmsError(error) || error.status !== 401) throw error;
    payload = await sendToCms({ ...call, token: await renewServiceToken(token) }, env);
  }
  const parsed = schema.safeParse(applyLocalizedAlts(payload));
  if (!parsed.success) {
    throw new CmsError(
      call.scope,
      `${call.method ?? 'GET'} ${call.path}`,
      502,
      `unexpected answer: ${z.prettifyError(parsed.error)}`,
    );
  }
  return { answer: parsed.data, payload };
}

export function logCmsError(error: CmsError, level: 'warn' | 'error'): void {
  log(level, 'cms call failed', error.toLog());
}

/** One GET of the CMS, as a getter describes it (see ./getters.ts). */
export type Read<T> = {
  scope: string;
  path: string;
  query?: CmsQuery;
  locale: Locale;
  schema: z.ZodType<T>;
  /** The resources the answer contains: the read's own type first, then those it populates. */
  resources: readonly CmsResource[];
  /**
   * An answer that says the URL names nothing (an unknown slug): it is not cached, so that
   * made-up URLs cannot fill the cache; each is asked again.
   */
  isMiss?: (answer: T) => boolean;
  /**
   * Not kept: the URL holds what a visitor typed (a search), so that the cache would take one entry
   * per query anybody sends, without bound. Each call asks the CMS, which answers a bounded few.
   */
  uncached?: boolean;
};

/** Carries a miss out of the cached function, which does not keep what it throws. */
class Miss<T> {
  constructor(readonly answer: T) {}
}

/** What is kept of a read: its answer, and the page tags of what it shows (./shown-tags.ts). */
type Kept<T> = { answer: T; shows: string[] };

// Next keeps at most this many tags per cached call.
const TAGS_PER_CALL = 128;

/**
 * Adds `tags` to the page being drawn. Next gives a page the tags of the cached calls its render
 * makes, before it knows their answers; a call tagged with what the answer showed, around nothing,
 * is how a page is tagged with it. Outside a page's render (a route handler), it only costs a cache
 * lookup.
 */
async function tagPage(tags: readonly string[]): Promise<void> {
  for (let start = 0; start < tags.length; start += TAGS_PER_CALL) {
    const chunk = tags.slice(start, start + TAGS_PER_CALL);
    await unstable_cache(async () => true, ['cms-shows', ...chunk], { tags: chunk })();
  }
}

/** How long a cached answer may live without a webhook telling us it changed. */
const FALLBACK_REVALIDATE_SECONDS = 3600;

/**
 * One cache entry per CMS URL (never per token), tagged with its resources so that the
 * revalidation webhook can expire it; the page drawn with it is tagged with what it shows. Failures are thrown as CmsError and never cached. In an
 * editor's preview, the drafts, uncached; a read marked `uncached`, asked each time.
 */
export async function readCached<T>(read: Read<T>): Promise<T> {
  // An editor's preview reads drafts, each time: they change between two clicks and must never
  // reach the shared cache.
  if (await previewing()) {
    const { scope, path, query, locale, schema } = read;
    return cmsRequest({ scope, path, query: { ...query, status: 'draft' }, locale, schema });
  }
  if (read.uncached) {
    const { scope, path, query, locale, schema } = read;
    return cmsRequest({ scope, path, query, locale, schema });
  }
  const key = buildCmsUrl('', read.path, read.query, read.locale);
  const load = unstable_cache(
    async (): Promise<Kept<T>> => {
      const { answer, payload } = await cmsExchange({
        scope: read.scope,
        path: read.path,
        query: read.query,
        locale: read.locale,
        schema: read.schema,
      });
      if (read.isMiss?.(answer)) throw new Miss(answer);
      return { answer, shows: shownTags(payload, read) };
    },
    ['cms-read', key],
    { tags: dataTags(read.resources, read.locale), revalidate: FALLBACK_REVALIDATE_SECONDS },
  );
  let kept: Kept<T>;
  try {
    kept = await load();
  } catch (error) {
    if (error instanceof Miss) return error.answer as T;
    throw error;
  }
  await tagPage(kept.shows);
  return kept.answer;
}
