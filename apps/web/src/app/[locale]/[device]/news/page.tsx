import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NewsList } from '@/components/home/news-list';
import { PageFrame } from '@/components/layout/page-frame';
import { toDevice } from '@/lib/device';
import { PageHeader } from '@/components/layout/page-header';
import { toLocale } from '@/i18n/locales';
import { getNewsList } from '@/lib/cms/resources/news';
import { sameRouteAlternates } from '@/i18n/alternates';
import { pageMetadata } from '@/lib/metadata';

export const generateStaticParams = () => [];

export async function generateMetadata({ params }: PageProps<'/[locale]/[device]/news'>): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'lists' });
  return pageMetadata({
    locale,
    title: t('newsTitle'),
    description: t('newsIntro'),
    alternates: sameRouteAlternates('/news'),
  });
}

export default async function NewsPage({ params }: PageProps<'/[locale]/[device]/news'>) {
  const { locale: value, device } = await params;
  const locale = toLocale(value);
  setRequestLocale(locale);
  const [news, t] = await Promise.all([getNewsList(locale), getTranslations('lists')]);
  return (
    <PageFrame locale={locale} device={toDevice(device)} alternates={sameRouteAlternates('/news')}>
      <PageHeader title={t('newsTitle')} intro={t('newsIntro')} />
      <div className="container">
        <NewsList news={news} locale={locale} headingLevel="h2" />
      </div>
    </PageFrame>
  );
}
