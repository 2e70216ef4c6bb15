import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

// The query of the preview route, as the CMS's "Open preview" button signs it
// (apps/cms/src/preview/preview-url.ts): what it names, until when, and an HMAC of both with the
// secret the two servers share. The secret itself never travels.

export const PREVIEWABLE = [
  'api::course.course',
  'api::school.school',
  'api::campus.campus',
  'api::figs-news.figs-news-item',
  'api::landing.landing',
  'api::article.article',
  'api::country-guide.country-guide',
] as const;
export type PreviewableUid = (typeof PREVIEWABLE)[number];

const querySchema = z.object({
  uid: z.enum(PREVIEWABLE),
  documentId: z.string().regex(/^[a-z0-9]{10,64}$/),
  locale: z.enum(['fr', 'en']),
  status: z.enum(['draft', 'published']),
  exp: z.string().regex(/^\d{1,12}$/),
  sig: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

export type PreviewTarget = Pick<z.infer<typeof querySchema>, 'uid' | 'documentId' | 'locale' | 'status'>;

export type PreviewCheck =
  | { ok: true; target: PreviewTarget }
  | { ok: false; reason: 'malformed' | 'expired' | 'forged' };

export function signPreview(fields: PreviewTarget & { exp: string }, secret: string): string {
  return createHmac('sha256', secret)
    .update([fields.uid, fields.documentId, fields.locale, fields.status, fields.exp].join('\n'))
    .digest('base64url');
}

/** Whether `query` is a preview address the CMS signed and that has not expired. */
export function checkPreviewQuery(query: URLSearchParams, secret: string, now = Date.now()): PreviewCheck {
  const parsed = querySchema.safeParse(Object.fromEntries(query));
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  const { sig, exp, ...target } = parsed.data;
  const expected = Buffer.from(signPreview({ ...target, exp }, secret));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'forged' };
  if (Number(exp) * 1000 < now) return { ok: false, reason: 'expired' };
  return { ok: true, target };
}
