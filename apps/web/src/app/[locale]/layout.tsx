import type { Viewport } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { unstable_rethrow } from 'next/navigation';
import { ServiceWorkerRegistration } from '@/components/app/service-worker-registration';
import { ConnectionNotices } from '@/components/layout/connection-notices';
import { getPathname } from '@/i18n/navigation';
import { NavigationEffects } from '@/components/navigation/navigation-effects';
import { ScrollState } from '@/components/navigation/scroll-state';
import { OriginScriptTag } from '@/components/tracking/origin-script-tag';
import { toLocale, type Locale } from '@/i18n/locales';
import { BRAND_COLORS } from '@/lib/installable/brand-colors';
import { serverEnv } from '@/lib/env';
import { siteOrigin } from '@/lib/site-origin';
import '@/styles/globals.css';

export const viewport: Viewport = { themeColor: BRAND_COLORS.primary, width: 'device-width', initialScale: 1 };

/**
 * The site's public host, which the origin script takes for the site itself: the CMS's website
 * setting, else SITE_URL. When the CMS fails, SITE_URL: this document must still render the error page.
 */
async function siteHost(locale: Locale): Promise<string> {
  try {
    return new URL(await siteOrigin(locale)).hostname.toLowerCase();
  } catch (error) {
    unstable_rethrow(error);
    return new URL(serverEnv().SITE_URL).hostname.toLowerCase();
  }
}

/**
 * The document: <html lang>, the origin script (in the head, so that it runs before anything else
 * and before a visitor can tap: lib/tracking/record-origin.ts) and the skip link. It reads nothing that can fail (its texts fall
 * back on the built-in dictionary), so that when the CMS does, the error page (./error.tsx)
 * still renders inside it, in the right language. The site's metadata and frame need the
 * website settings: they are in ./[device]/layout.tsx.
 */
export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const [t, host] = await Promise.all([getTranslations('commons'), siteHost(locale)]);
  return (
    <html lang={locale} data-at-top="true">
      <head>
        {/* Run once per document; a client-side navigation is no new visit. */}
        <OriginScriptTag host={host} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        {/* No next-intl provider here: its client runtime would be in every page's first-load
            JavaScript. Client components get their texts as props; the lead forms, which format
            messages in the browser, have a provider of their own (components/forms/lead-form-page.tsx). */}
        {children}
        <NavigationEffects />
        <ScrollState />
        <ConnectionNotices
          offlineText={t('offline')}
          onlineText={t('online')}
          offlinePath={getPathname({ href: '/hors-ligne', locale })}
        />
        <ServiceWorkerRegistration />
      </body>
    </html>
  );
}
