import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { preferredLocale, rememberRootLocale, rootLocaleRedirect } from './locale-choice';
import { NextResponse } from 'next/server';

const request = (path: string, headers: Record<string, string> = {}) =>
  new NextRequest(new URL(path, 'http://site.test'), { headers });

describe('preferredLocale', () => {
  it('picks the best of fr and en by quality, then order', () => {
    expect(preferredLocale('en-GB,en;q=0.9,fr;q=0.8')).toBe('en');
    expect(preferredLocale('de-DE,fr;q=0.7,en;q=0.5')).toBe('fr');
    expect(preferredLocale('en;q=0.3,fr;q=0.6')).toBe('fr');
    expect(preferredLocale('de,es')).toBeNull();
    expect(preferredLocale('en;q=0,fr;q=garbage')).toBeNull();
    expect(preferredLocale(null)).toBeNull();
  });
});

describe('rootLocaleRedirect', () => {
  it('sends / to /en for an English browser without a cookie', () => {
    const response = rootLocaleRedirect(request('/?utm_source=x', { 'accept-language': 'en-US,en;q=0.9' }));
    expect(response?.status).toBe(307);
    expect(response?.headers.get('location')).toBe('http://site.test/en?utm_source=x');
    // The choice is stored, on an answer only this visitor gets.
    expect(response?.headers.get('set-cookie')).toMatch(/^i18n_redirected=en;/);
    expect(response?.headers.get('cache-control')).toBe('private, no-cache');
    expect(response?.headers.get('vary')).toBe('cookie, accept-language');
  });

  it('keeps / French when the cookie says fr, whatever the browser', () => {
    expect(rootLocaleRedirect(request('/', { 'accept-language': 'en', cookie: 'i18n_redirected=fr' }))).toBeNull();
  });

  it('follows the cookie before the browser language', () => {
    expect(
      rootLocaleRedirect(request('/', { 'accept-language': 'fr', cookie: 'i18n_redirected=en' }))?.headers.get(
        'location',
      ),
    ).toBe('http://site.test/en');
    // Already stored: not written again.
    expect(rootLocaleRedirect(request('/', { cookie: 'i18n_redirected=en' }))?.headers.get('set-cookie')).toBeNull();
  });

  it('leaves every other path alone: a French page stays French for an English browser', () => {
    expect(rootLocaleRedirect(request('/formations', { 'accept-language': 'en' }))).toBeNull();
  });
});

describe('rememberRootLocale', () => {
  it('stores French at / for a year, path /, SameSite Lax, when nothing was stored', () => {
    const response = rememberRootLocale(request('/'), NextResponse.next());
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^i18n_redirected=fr;/);
    expect(cookie).toMatch(/Max-Age=31536000/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(response.headers.get('vary')).toBe('cookie, accept-language');
  });

  it('sets nothing when the cookie already says a language', () => {
    expect(
      rememberRootLocale(request('/', { cookie: 'i18n_redirected=fr' }), NextResponse.next()).headers.get('set-cookie'),
    ).toBeNull();
  });

  it('leaves every other page the same for every visitor: no cookie, no vary', () => {
    for (const path of ['/en', '/formations', '/en/courses']) {
      const response = rememberRootLocale(request(path, { cookie: 'i18n_redirected=en' }), NextResponse.next());
      expect(response.headers.get('set-cookie'), path).toBeNull();
      expect(response.headers.get('vary'), path).toBeNull();
    }
  });
});
