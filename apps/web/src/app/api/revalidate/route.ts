import { revalidateTag } from 'next/cache';
import { tagsForChange, type WebhookPayload } from '@/lib/cms/revalidation';
import { serverEnv } from '@/lib/env';
import { markRedirectsStale } from '@/lib/redirects/store';
import { log } from '@/lib/log';
import { recordRevalidation } from '@/lib/metrics';
import { bearer, sameSecret } from '@/lib/same-secret';

/** The CMS webhook (the layout-values update event of requirements 4): expires the cache tags of what changed. */
export async function POST(request: Request) {
  if (!sameSecret(bearer(request), serverEnv().REVALIDATE_SECRET)) {
    recordRevalidation('refused');
    return Response.json({ error: 'invalid secret' }, { status: 401 });
  }
  const payload = (await request.json().catch(() => null)) as WebhookPayload | null;
  if (!payload || typeof payload !== 'object') {
    recordRevalidation('refused');
    return Response.json({ error: 'expected a JSON webhook payload' }, { status: 400 });
  }
  const tags = tagsForChange(payload);
  // Expire at once: an editor who publishes expects the next visit to show the change.
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  if (payload.uid === 'api::redirect.redirect') markRedirectsStale();
  recordRevalidation('ok');
  log('info', 'cache revalidated', { event: payload.event, tags });
  return Response.json({ revalidated: tags });
}
