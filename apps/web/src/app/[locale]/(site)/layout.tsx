import { setRequestLocale } from 'next-intl/server';
import { SiteFooter } from '@/components/layout/site-footer';
import { routeLocale } from '@/i18n/route-locale';
import { getWebsite } from '@/lib/cms/resources/website';

/** The site's frame around every page: it renders only once the website settings have loaded (spec 1). */
export default async function SiteLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = routeLocale((await params).locale);
  setRequestLocale(locale);
  await getWebsite(locale);
  return (
    <>
      {children}
      <SiteFooter locale={locale} />
    </>
  );
}
