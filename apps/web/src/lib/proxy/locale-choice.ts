import { NextResponse, type NextRequest } from 'next/server';
import { defaultLocale, isLocale, localeOfPath, type Locale } from '@/i18n/locales';
import { LOCALE_COOKIE } from '../../../server/locale-cookie.mjs';

const ONE_YEAR = 365 * 24 * 60 * 60;

/** The first of our locales in an Accept-Language header, by quality then order; null if none. */
export function preferredLocale(header: string | null): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { language: tag.split('-')[0] ?? '', quality: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.quality > 0 && !Number.isNaN(entry.quality))
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale) ?? null;
}

/**
 * Spec 4: on the root path only, the stored cookie, then the browser language, choose the
 * language; every other path says its language itself. A French page stays French.
 */
export function rootLocaleRedirect(request: NextRequest): NextResponse | null {
  if (request.nextUrl.pathname !== '/') return null;
  const stored = request.cookies.get(LOCALE_COOKIE)?.value;
  const chosen = isLocale(stored) ? stored : (preferredLocale(request.headers.get('accept-language')) ?? defaultLocale);
  if (chosen === defaultLocale) return null;
  const response = NextResponse.redirect(new URL(`/${chosen}${request.nextUrl.search}`, request.url), 307);
  response.headers.set('vary', 'cookie, accept-language');
  return response;
}

/**
 * Remembers the language of the page being served (the switch leads to the other language's page).
 * Not for a prefetch, which the proxy cannot tell from a navigation: the front door drops the
 * cookie from those answers (server/locale-cookie.mjs).
 */
export function rememberLocale(request: NextRequest, response: NextResponse): NextResponse {
  const locale = localeOfPath(request.nextUrl.pathname);
  if (request.cookies.get(LOCALE_COOKIE)?.value !== locale) {
    response.cookies.set(LOCALE_COOKIE, locale, {
      path: '/',
      maxAge: ONE_YEAR,
      sameSite: 'lax',
      secure: request.nextUrl.protocol === 'https:',
    });
  }
  // Added to the device class the page already varies with.
  if (request.nextUrl.pathname === '/') response.headers.append('vary', 'cookie, accept-language');
  return response;
}
