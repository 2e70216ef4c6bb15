import type { Metadata, Viewport } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { SiteFooter } from '@/components/layout/site-footer';
import { routing } from '@/i18n/routing';
import { getWebsite } from '@/lib/cms/resources/website';
import '@/styles/globals.css';

export const viewport: Viewport = { themeColor: '#1d3f8f', width: 'device-width', initialScale: 1 };

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const website = await getWebsite(locale);
  return {
    metadataBase: new URL(website.siteUrl),
    title: { default: website.title, template: `%s | ${website.siteName}` },
    description: website.seo?.metaDescription ?? undefined,
    applicationName: website.siteName,
    twitter: website.seo?.twitterSite ? { site: website.seo.twitterSite } : undefined,
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  // Spec 1 and 7: the layout renders only with the website settings, loaded before the texts.
  await getWebsite(locale);
  const t = await getTranslations('commons');
  return (
    <html lang={locale}>
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        {children}
        <SiteFooter locale={locale} />
      </body>
    </html>
  );
}
