import { timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { tagsForChange, type WebhookPayload } from '@/lib/cms/revalidation';
import { serverEnv } from '@/lib/env';
import { markRedirectsStale } from '@/lib/redirects/store';
import { log } from '@/lib/log';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The CMS webhook (the layout-values update event of requirements 4): expires the cache tags of what changed. */
export async function POST(request: Request) {
  const header = request.headers.get('authorization') ?? '';
  if (!sameSecret(header.replace(/^Bearer /, ''), serverEnv().REVALIDATE_SECRET)) {
    return Response.json({ error: 'invalid secret' }, { status: 401 });
  }
  const payload = (await request.json().catch(() => null)) as WebhookPayload | null;
  if (!payload || typeof payload !== 'object')
    return Response.json({ error: 'expected a JSON webhook payload' }, { status: 400 });
  const tags = tagsForChange(payload);
  // Expire at once: an editor who publishes expects the next visit to show the change.
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  if (payload.uid === 'api::redirect.redirect') markRedirectsStale();
  log('info', 'cache revalidated', { event: payload.event, tags });
  return Response.json({ revalidated: tags });
}
