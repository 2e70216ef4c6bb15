import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Consent } from '@/components/consent/consent';
import { SiteFooter } from '@/components/layout/site-footer';
import { routeLocale } from '@/i18n/route-locale';
import { getWebsite } from '@/lib/cms/resources/website';
import { isDevice } from '@/lib/device';

/**
 * The site's frame around every page: it renders only once the website settings have loaded
 * (spec 1). The device class (from the user agent, through the proxy) picks the initial layout;
 * CSS media queries keep it right when the guess is wrong.
 */
export default async function SiteLayout({ children, params }: LayoutProps<'/[locale]/[device]'>) {
  const { locale: value, device } = await params;
  const locale = routeLocale(value);
  if (!isDevice(device)) notFound();
  setRequestLocale(locale);
  const website = await getWebsite(locale);
  return (
    <div data-device={device} className="site">
      {/* Here rather than in the root layout: it needs the website settings, which can fail. */}
      <Consent locale={locale} website={website} />
      {children}
      <SiteFooter locale={locale} device={device} />
    </div>
  );
}
