import { createHmac } from 'node:crypto';

// The address of the site's preview route for one document, as the admin's "Open preview" button
// opens it. The shared secret never leaves the servers: the address carries an HMAC of what it
// names and of its expiry, which the site checks (apps/web/src/lib/preview/preview-token.ts).

/** Content types with a page of their own on the site. */
export const PREVIEWABLE = [
  'api::course.course',
  'api::school.school',
  'api::campus.campus',
  'api::figs-news.figs-news-item',
  'api::landing.landing',
  'api::article.article',
  'api::country-guide.country-guide',
] as const;

/** How long an address from the button works: an editor's preview session, not a shareable link. */
const LIFETIME_SECONDS = 60 * 60;

export type PreviewRequest = { documentId?: string; locale?: string | null; status?: string };

export function previewUrl(
  { siteUrl, secret }: { siteUrl: string; secret: string },
  uid: string,
  { documentId, locale, status }: PreviewRequest,
  now = Date.now(),
): string | null {
  if (!(PREVIEWABLE as readonly string[]).includes(uid) || !documentId) return null;
  const fields = {
    uid,
    documentId,
    locale: locale === 'en' ? 'en' : 'fr',
    status: status === 'published' ? 'published' : 'draft',
    exp: String(Math.floor(now / 1000) + LIFETIME_SECONDS),
  };
  const sig = createHmac('sha256', secret)
    .update([fields.uid, fields.documentId, fields.locale, fields.status, fields.exp].join('\n'))
    .digest('base64url');
  const url = new URL('/api/preview', siteUrl);
  for (const [name, value] of Object.entries({ ...fields, sig })) url.searchParams.set(name, value);
  return url.toString();
}
