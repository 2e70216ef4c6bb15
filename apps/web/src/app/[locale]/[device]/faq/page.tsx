import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FaqByCategory } from '@/components/faq/faq-list';
import { PageFrame } from '@/components/layout/page-frame';
import { toDevice } from '@/lib/device';
import { PageHeader } from '@/components/layout/page-header';
import { toLocale } from '@/i18n/locales';
import { getFaqs } from '@/lib/cms/resources/faqs';
import { JsonLd } from '@/components/seo/json-ld';
import { faqPage } from '@/lib/structured-data';
import { sameRouteAlternates } from '@/i18n/alternates';
import { pageMetadata } from '@/lib/metadata';

export const generateStaticParams = () => [];

// The English FAQ is at /en/faq (requirements 2.1: /en/offices is the offices page).
export async function generateMetadata({ params }: PageProps<'/[locale]/[device]/faq'>): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'faq' });
  return pageMetadata({ locale, title: t('title'), description: t('intro'), alternates: sameRouteAlternates('/faq') });
}

export default async function FaqPage({ params }: PageProps<'/[locale]/[device]/faq'>) {
  const { locale: value, device } = await params;
  const locale = toLocale(value);
  setRequestLocale(locale);
  const [faqs, t] = await Promise.all([getFaqs(locale), getTranslations('faq')]);
  return (
    <PageFrame locale={locale} device={toDevice(device)} alternates={sameRouteAlternates('/faq')}>
      <JsonLd data={faqPage(faqs)} />
      <PageHeader title={t('title')} intro={t('intro')} />
      <div className="container">
        <FaqByCategory faqs={faqs} otherLabel={t('other')} />
      </div>
    </PageFrame>
  );
}
