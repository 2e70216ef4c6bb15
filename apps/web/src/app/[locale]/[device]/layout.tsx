import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { SplashImageLinks } from '@/components/app/splash-image-links';
import { Consent } from '@/components/consent/consent';
import { PreviewNotice } from '@/components/layout/preview-notice';
import { SiteFooter } from '@/components/layout/site-footer';
import { isLocale } from '@/i18n/locales';
import { getWebsite } from '@/lib/cms/resources/website';
import { siteOrigin } from '@/lib/site-origin';
import { appMetadata } from '@/lib/installable/app-metadata';
import { isDevice } from '@/lib/device';

/**
 * The site's defaults, which each page's metadata completes: its name, description and base URL,
 * and what makes it installable (manifest, icons, splash images).
 */
export async function generateMetadata({ params }: LayoutProps<'/[locale]/[device]'>): Promise<Metadata> {
  const { locale, device } = await params;
  if (!isLocale(locale) || !isDevice(device)) return {};
  const [website, t, origin] = await Promise.all([
    getWebsite(locale),
    getTranslations({ locale, namespace: 'app' }),
    siteOrigin(locale),
  ]);
  return {
    ...appMetadata(locale, t('shortName')),
    metadataBase: new URL(origin),
    title: { default: website.title, template: `%s | ${website.siteName}` },
    description: website.seo?.metaDescription ?? undefined,
    applicationName: website.siteName,
    twitter: website.seo?.twitterSite ? { site: website.seo.twitterSite } : undefined,
  };
}

/**
 * The site's frame around every page: it renders only once the website settings have loaded
 * (requirements 1). The device class (from the user agent, through the proxy) picks the initial
 * layout; CSS media queries keep it right when the guess is wrong.
 */
export default async function SiteLayout({ children, params }: LayoutProps<'/[locale]/[device]'>) {
  const { locale, device } = await params;
  if (!isLocale(locale) || !isDevice(device)) notFound();
  setRequestLocale(locale);
  const website = await getWebsite(locale);
  return (
    <div data-device={device} className="site">
      <SplashImageLinks device={device} />
      <PreviewNotice />
      <Consent locale={locale} website={website} />
      {children}
      <SiteFooter locale={locale} device={device} />
    </div>
  );
}
