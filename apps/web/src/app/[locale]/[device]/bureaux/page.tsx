import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageFrame } from '@/components/layout/page-frame';
import { PageHeader } from '@/components/layout/page-header';
import { OfficeList } from '@/components/office/office-list';
import { routeLocale } from '@/i18n/route-locale';
import { getOffices } from '@/lib/cms/resources/lists';
import { sameRouteAlternates } from '@/lib/i18n/alternates';
import { pageMetadata } from '@/lib/metadata';

export const generateStaticParams = () => [];

export async function generateMetadata({ params }: PageProps<'/[locale]/[device]/bureaux'>): Promise<Metadata> {
  const locale = routeLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'lists' });
  return pageMetadata({
    locale,
    title: t('officesTitle'),
    description: t('officesIntro'),
    alternates: sameRouteAlternates('/bureaux'),
  });
}

export default async function OfficesPage({ params }: PageProps<'/[locale]/[device]/bureaux'>) {
  const locale = routeLocale((await params).locale);
  setRequestLocale(locale);
  const [offices, t] = await Promise.all([getOffices(locale), getTranslations('lists')]);
  return (
    <PageFrame locale={locale} alternates={sameRouteAlternates('/bureaux')}>
      <PageHeader title={t('officesTitle')} intro={t('officesIntro')} />
      <div className="container">
        <OfficeList offices={offices} />
      </div>
    </PageFrame>
  );
}
