import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { previewPath } from '@/lib/cms/resources/preview';
import { serverEnv } from '@/lib/env';
import { checkPreviewQuery } from '@/lib/preview/preview-token';
import { previewRefusal } from '@/lib/preview/preview-refusal';

// Never cached: each call checks its signature and reads the CMS.
export const dynamic = 'force-dynamic';

/**
 * Where the admin's "Open preview" button leads (the CMS signs the address, see
 * lib/preview/preview-token.ts): switches on Next's draft mode for this browser, so that every
 * page it asks for shows drafts, and goes to the document's page in its language.
 */
export async function GET(request: Request) {
  const secret = serverEnv().PREVIEW_SECRET;
  const query = new URL(request.url).searchParams;
  if (!secret) return previewRefusal('disabled', query.get('locale'));
  const check = checkPreviewQuery(query, secret);
  if (!check.ok) return previewRefusal(check.reason, query.get('locale'));

  const path = await previewPath(check.target);
  if (!path) return previewRefusal('missing', check.target.locale);
  const draft = await draftMode();
  if (check.target.status === 'draft') draft.enable();
  else draft.disable();
  redirect(path);
}
