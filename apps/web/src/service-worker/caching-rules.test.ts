import { describe, expect, it } from 'vitest';
import { isRecent, isStorable, isStorablePage, mayKeepPage, offlinePageOf, pageToKeep } from './caching-rules';
import { KEEP_PAGE_MESSAGE } from './worker-address';

const config = {
  neverKept: ['/contact', '/remerciement-contact', '/candidature', '/en/contact', '/en/thank-you', '/en/apply'],
  offlinePages: { fr: '/hors-ligne', en: '/en/offline' },
};

const page = (headers: Record<string, string> = {}, status = 200) =>
  new Response('<!doctype html>', { status, headers: { 'content-type': 'text/html; charset=utf-8', ...headers } });

describe('what the service worker keeps', () => {
  it('keeps pages, but no API route, lead form or thank-you page', () => {
    expect(mayKeepPage('/formations', config)).toBe(true);
    expect(mayKeepPage('/en/courses/bachelor-x', config)).toBe(true);
    expect(mayKeepPage('/api/preview', config)).toBe(false);
    expect(mayKeepPage('/api', config)).toBe(false);
    expect(mayKeepPage('/contact', config)).toBe(false);
    expect(mayKeepPage('/en/thank-you', config)).toBe(false);
    // The applicant's pages, under the application's path, in both languages.
    expect(mayKeepPage('/candidature/espace', config)).toBe(false);
    expect(mayKeepPage('/en/apply/my-space', config)).toBe(false);
    // A page whose path merely starts like an excluded one stays keepable.
    expect(mayKeepPage('/apiculture', config)).toBe(true);
    expect(mayKeepPage('/contacts-presse', config)).toBe(true);
  });

  it('stores only complete 200 answers that no Cache-Control keeps private', () => {
    expect(isStorable(page({ 'cache-control': 's-maxage=3600, stale-while-revalidate=31532400' }))).toBe(true);
    expect(isStorable(page())).toBe(true);
    expect(isStorable(page({ 'cache-control': 'private, no-store' }))).toBe(false);
    expect(isStorable(page({ 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }))).toBe(
      false,
    );
    expect(isStorable(page({ 'cache-control': 'public, max-age=60, no-store' }))).toBe(false);
    expect(isStorable(page({ 'cache-control': 'private="set-cookie", max-age=60' }))).toBe(false);
    expect(isStorable(page({ 'Cache-Control': 'PRIVATE' }))).toBe(false);
    expect(isStorable(page({}, 404))).toBe(false);
    expect(isStorable(page({}, 503))).toBe(false);
    expect(isStorable(new Response(null, { status: 204 }))).toBe(false);
    const redirected = page();
    Object.defineProperty(redirected, 'redirected', { value: true });
    expect(isStorable(redirected)).toBe(false);
  });

  it('stores as a page only an HTML answer', () => {
    expect(isStorablePage(page())).toBe(true);
    expect(isStorablePage(new Response('%PDF', { headers: { 'content-type': 'application/pdf' } }))).toBe(false);
    expect(isStorablePage(new Response('{}', { headers: { 'content-type': 'application/json' } }))).toBe(false);
  });

  it('falls back on the offline page of the address’s language', () => {
    expect(offlinePageOf('/ecoles', config)).toBe('/hors-ligne');
    expect(offlinePageOf('/', config)).toBe('/hors-ligne');
    expect(offlinePageOf('/en', config)).toBe('/en/offline');
    expect(offlinePageOf('/en/schools/x', config)).toBe('/en/offline');
  });

  it('keeps the page a window names, without its query, and only on its own origin', () => {
    const origin = 'https://www.example.org';
    expect(pageToKeep({ type: KEEP_PAGE_MESSAGE, path: '/formations?level=bac3#top' }, origin)?.href).toBe(
      'https://www.example.org/formations',
    );
    expect(pageToKeep({ type: KEEP_PAGE_MESSAGE, path: '//evil.example/x' }, origin)).toBeNull();
    expect(pageToKeep({ type: KEEP_PAGE_MESSAGE, path: 'https://evil.example/x' }, origin)).toBeNull();
    expect(pageToKeep({ type: 'CACHE_URLS', path: '/formations' }, origin)).toBeNull();
    expect(pageToKeep({ type: KEEP_PAGE_MESSAGE }, origin)).toBeNull();
    expect(pageToKeep('keep-page', origin)).toBeNull();
    expect(pageToKeep(null, origin)).toBeNull();
  });

  it('does not fetch again a page it stored within the minute', () => {
    const now = Date.parse('2026-03-02T10:00:00Z');
    expect(isRecent(page({ date: 'Mon, 02 Mar 2026 09:59:30 GMT' }), now)).toBe(true);
    expect(isRecent(page({ date: 'Mon, 02 Mar 2026 09:58:00 GMT' }), now)).toBe(false);
    expect(isRecent(page(), now)).toBe(false);
  });
});
