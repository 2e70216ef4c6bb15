import { describe, expect, it } from 'vitest';
import { previewUrl } from '../../../../cms/src/preview/preview-url';
import { checkPreviewQuery, PREVIEWABLE } from './preview-token';
import { PREVIEWABLE as CMS_PREVIEWABLE } from '../../../../cms/src/preview/preview-url';

const secret = 'a-secret-of-enough-length';
const siteUrl = 'https://www.example.org';
const now = Date.UTC(2026, 10, 24, 12);
const queryOf = (url: string | null) => new URL(url!).searchParams;
const signed = (uid = 'api::course.course', locale = 'en', status = 'draft') =>
  queryOf(previewUrl({ siteUrl, secret }, uid, { documentId: 'abcdefghij0123456789abcd', locale, status }, now));

describe('preview addresses signed by the CMS', () => {
  it('previews the same content types on both sides', () => {
    expect([...PREVIEWABLE].sort()).toEqual([...CMS_PREVIEWABLE].sort());
  });

  it('accepts what the CMS signed, naming the document, its language and its status', () => {
    expect(checkPreviewQuery(signed(), secret, now)).toEqual({
      ok: true,
      target: { uid: 'api::course.course', documentId: 'abcdefghij0123456789abcd', locale: 'en', status: 'draft' },
    });
  });

  it('refuses another secret, a changed field, an expired address and a malformed one', () => {
    expect(checkPreviewQuery(signed(), 'another-secret-of-enough-length', now)).toEqual({
      ok: false,
      reason: 'forged',
    });
    const tampered = signed();
    tampered.set('locale', 'fr');
    expect(checkPreviewQuery(tampered, secret, now)).toEqual({ ok: false, reason: 'forged' });
    expect(checkPreviewQuery(signed(), secret, now + 2 * 3600_000)).toEqual({ ok: false, reason: 'expired' });
    const noSig = signed();
    noSig.delete('sig');
    expect(checkPreviewQuery(noSig, secret, now)).toEqual({ ok: false, reason: 'malformed' });
    expect(checkPreviewQuery(new URLSearchParams('uid=api::redirect.redirect'), secret, now).ok).toBe(false);
  });

  it('gives no address for content without a page', () => {
    expect(previewUrl({ siteUrl, secret }, 'api::redirect.redirect', { documentId: 'x' })).toBeNull();
    expect(previewUrl({ siteUrl, secret }, 'api::lead.lead', { documentId: 'x' })).toBeNull();
  });
});
