'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import { writeCookie } from '@/lib/tracking/browser-cookies';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/lib/locale-cookie';

type Props = { href: string; locale: Locale; className?: string; children: ReactNode };

/**
 * The language switch's link: choosing a language stores it (requirements 4), in the browser, so
 * that the page it leads to is the same for every visitor and a shared cache may keep it. Without
 * JavaScript the link still leads to the page; `/` then follows the browser's language.
 */
export function LocaleSwitchLink({ href, locale, className, children }: Props) {
  return (
    <Link
      href={href}
      hrefLang={locale}
      lang={locale}
      className={className}
      prefetch={false}
      onClick={() => writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE)}
    >
      {children}
    </Link>
  );
}
