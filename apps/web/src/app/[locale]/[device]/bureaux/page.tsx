import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageFrame } from '@/components/layout/page-frame';
import { toDevice } from '@/lib/device';
import { PageHeader } from '@/components/layout/page-header';
import { OfficeList } from '@/components/office/office-list';
import { toLocale } from '@/i18n/locales';
import { getCountryGuidesIfAvailable } from '@/lib/cms/resources/country-guides';
import { getOffices } from '@/lib/cms/resources/offices';
import { contentPath } from '@/i18n/content-paths';
import { sameRouteAlternates } from '@/i18n/alternates';
import { pageMetadata } from '@/lib/metadata';

export const generateStaticParams = () => [];
// Each office's hours name its clock's distance from Paris, which moves when either changes to or
// from summer time: render again within the hour.
export const revalidate = 3600;

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
  const [offices, guides, t] = await Promise.all([
    getOffices(locale),
    getCountryGuidesIfAvailable(locale),
    getTranslations('lists'),
  ]);
  // Each office leads to its country's guide (requirements 10.18).
  const guideOf = new Map(
    (guides ?? []).map((guide) => [
      guide.countryCode,
      { href: contentPath.countryGuide(locale, guide.slug), title: guide.title },
    ]),
  );
  return (
    <PageFrame locale={locale} device={toDevice(device)} alternates={sameRouteAlternates('/bureaux')}>
      <PageHeader title={t('officesTitle')} intro={t('officesIntro')} />
      <div className="container">
        <OfficeList offices={offices} guideOf={guideOf} locale={locale} />
      </div>
    </PageFrame>
  );
}
