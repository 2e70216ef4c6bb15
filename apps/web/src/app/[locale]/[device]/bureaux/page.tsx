import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageFrame } from '@/components/layout/page-frame';
import { toDevice } from '@/lib/device';
import { PageHeader } from '@/components/layout/page-header';
import { OfficeList } from '@/components/office/office-list';
import { toLocale } from '@/i18n/locales';
import { getOffices } from '@/lib/cms/resources/offices';
import { sameRouteAlternates } from '@/i18n/alternates';
import { pageMetadata } from '@/lib/metadata';

export const generateStaticParams = () => [];

export async function generateMetadata({ params }: PageProps<'/[locale]/[device]/bureaux'>): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'lists' });
  return pageMetadata({
    locale,
    title: t('officesTitle'),
    description: t('officesIntro'),
    alternates: sameRouteAlternates('/bureaux'),
  });
}

export default async function OfficesPage({ params }: PageProps<'/[locale]/[device]/bureaux'>) {
  const { locale: value, device } = await params;
  const locale = toLocale(value);
  setRequestLocale(locale);
  const [offices, t] = await Promise.all([getOffices(locale), getTranslations('lists')]);
  return (
    <PageFrame locale={locale} device={toDevice(device)} alternates={sameRouteAlternates('/bureaux')}>
      <PageHeader title={t('officesTitle')} intro={t('officesIntro')} />
      <div className="container">
        <OfficeList offices={offices} />
      </div>
    </PageFrame>
  );
}
