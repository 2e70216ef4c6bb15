import { NextResponse, type NextRequest } from 'next/server';
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/lib/locale-cookie';

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

/** The language cookie's attributes: a year, the whole site. */
const cookieOptions = (request: NextRequest) =>
  ({
    path: '/',
    maxAge: LOCALE_COOKIE_MAX_AGE,
    sameSite: 'lax',
    secure: request.nextUrl.protocol === 'https:',
  }) as const;

/** The language the visitor stored (with the switch, or at their first `/`), if any. */
const storedLocale = (request: NextRequest): Locale | null => {
  const stored = request.cookies.get(LOCALE_COOKIE)?.value;
  return isLocale(stored) ? stored : null;
};

/**
 * Requirements 4: on the root path only, the stored cookie, then the browser language, choose the
 * language; every other path says its language itself. A French page stays French. The root
 * path's answer depends on the visitor (it varies by cookie and Accept-Language): it stores the
 * choice it made, so that the next `/` is the same, and stays private.
 */
export function rootLocaleRedirect(request: NextRequest): NextResponse | null {
  if (request.nextUrl.pathname !== '/') return null;
  const stored = storedLocale(request);
  const chosen = stored ?? preferredLocale(request.headers.get('accept-language')) ?? defaultLocale;
  if (chosen === defaultLocale) return null;
  const response = NextResponse.redirect(new URL(`/${chosen}${request.nextUrl.search}`, request.url), 307);
  if (!stored) response.cookies.set(LOCALE_COOKIE, chosen, cookieOptions(request));
  response.headers.set('vary', 'cookie, accept-language');
  response.headers.set('cache-control', 'private, no-cache');
  return response;
}

/**
 * The French page at `/`, chosen by rootLocaleRedirect: it stores the choice when the visitor had
 * none stored, and varies by what chose it. Every other page is the same for every visitor and
 * writes no cookie: the switch stores a language the visitor picks
 * (components/layout/locale-switch.tsx).
 */
export function rememberRootLocale(request: NextRequest, response: NextResponse): NextResponse {
  if (request.nextUrl.pathname !== '/') return response;
  if (!storedLocale(request)) {
    response.cookies.set(LOCALE_COOKIE, defaultLocale, cookieOptions(request));
    // This copy carries the visitor's cookie: no shared cache may keep it. `no-cache`, not
    // `no-store`, so that the browser's back/forward cache still keeps the page.
    response.headers.set('cache-control', 'private, no-cache');
  }
  // Added to the device class the page already varies with.
  response.headers.append('vary', 'cookie, accept-language');
  return response;
}
