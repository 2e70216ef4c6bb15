import type { Viewport } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ServiceWorkerRegistration } from '@/components/app/service-worker-registration';
import { ConnectionNotices } from '@/components/layout/connection-notices';
import { getPathname } from '@/i18n/navigation';
import { NavigationEffects } from '@/components/navigation/navigation-effects';
import { ScrollState } from '@/components/navigation/scroll-state';
import { toLocale } from '@/i18n/locales';
import { BRAND_COLORS } from '@/lib/installable/brand-colors';
import '@/styles/globals.css';

export const viewport: Viewport = { themeColor: BRAND_COLORS.primary, width: 'device-width', initialScale: 1 };

/**
 * The document: <html lang> and the skip link. It reads nothing that can fail (its texts fall
 * back on the built-in dictionary), so that when the CMS does, the error page (./error.tsx)
 * still renders inside it, in the right language. The site's metadata and frame need the
 * website settings: they are in ./[device]/layout.tsx.
 */
export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('commons');
  return (
    <html lang={locale} data-at-top="true">
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
