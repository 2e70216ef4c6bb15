import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { preferredLocale, rememberLocale, rootLocaleRedirect } from './locale-choice';
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
  });

  it('leaves every other path alone: a French page stays French for an English browser', () => {
    expect(rootLocaleRedirect(request('/formations', { 'accept-language': 'en' }))).toBeNull();
  });
});

describe('rememberLocale', () => {
  it('stores the language of the page for a year, path /, SameSite Lax', () => {
    const cookie = rememberLocale(request('/en/courses'), NextResponse.next()).headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^i18n_redirected=en;/);
    expect(cookie).toMatch(/Max-Age=31536000/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=lax/i);
  });

  it('sets nothing when the cookie already says so', () => {
    expect(
      rememberLocale(request('/formations', { cookie: 'i18n_redirected=fr' }), NextResponse.next()).headers.get(
        'set-cookie',
      ),
    ).toBeNull();
  });
});
