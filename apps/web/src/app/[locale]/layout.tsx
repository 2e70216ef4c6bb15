import type { Metadata, Viewport } from 'next';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ConnectionNotices } from '@/components/layout/connection-notices';
import { NavigationEffects } from '@/components/navigation/navigation-effects';
import { ScrollState } from '@/components/navigation/scroll-state';
import { routing } from '@/i18n/routing';
import { getWebsite } from '@/lib/cms/resources/website';
import '@/styles/globals.css';

export const viewport: Viewport = { themeColor: '#1d3f8f', width: 'device-width', initialScale: 1 };

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const website = await getWebsite(locale).catch(() => null);
  if (!website) return {};
  return {
    metadataBase: new URL(website.siteUrl),
    title: { default: website.title, template: `%s | ${website.siteName}` },
    description: website.seo?.metaDescription ?? undefined,
    applicationName: website.siteName,
    twitter: website.seo?.twitterSite ? { site: website.seo.twitterSite } : undefined,
  };
}

/**
 * The document: <html lang> and the skip link. It reads nothing that can fail, so that when the
 * CMS does, the error page (./error.tsx) still renders inside it, in the right language.
 */
export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  // As the root layout it must always render the document; the proxy only sends known locales.
  const requested = (await params).locale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  setRequestLocale(locale);
  const t = await getTranslations('commons');
  return (
    <html lang={locale} data-at-top="true">
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        {/* Client components get the locale (for localized links), not the dictionary: their texts come as props. */}
        <NextIntlClientProvider locale={locale} messages={{}}>
          {children}
          <NavigationEffects />
          <ScrollState />
          <ConnectionNotices offlineText={t('offline')} onlineText={t('online')} />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
