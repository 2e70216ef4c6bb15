import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Card, CardGrid } from '@/components/cards/card';
import { PageFrame } from '@/components/layout/page-frame';
import { PageHeader } from '@/components/layout/page-header';
import { routeLocale } from '@/i18n/route-locale';
import { getNewsList } from '@/lib/cms/resources/news';
import { formatDate } from '@/lib/format';
import { sameRouteAlternates } from '@/lib/i18n/alternates';
import { contentPath } from '@/lib/i18n/content-paths';
import { pageMetadata } from '@/lib/metadata';

export const generateStaticParams = () => [];

export async function generateMetadata({ params }: PageProps<'/[locale]/[device]/news'>): Promise<Metadata> {
  const locale = routeLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'lists' });
  return pageMetadata({ locale, title: t('newsTitle'), description: t('newsIntro'), alternates: sameRouteAlternates('/news') });
}

export default async function NewsPage({ params }: PageProps<'/[locale]/[device]/news'>) {
  const locale = routeLocale((await params).locale);
  setRequestLocale(locale);
  const [news, t] = await Promise.all([getNewsList(locale), getTranslations('lists')]);
  return (
    <PageFrame locale={locale} alternates={sameRouteAlternates('/news')}>
      <PageHeader title={t('newsTitle')} intro={t('newsIntro')} />
      <div className="container">
        <CardGrid>
          {news.map((item) => (
            <li key={item.slug}>
              <Card
                href={contentPath.news(locale, item.slug)}
                title={item.title}
                image={item.focusImage}
                meta={item.publishDate ? <time dateTime={item.publishDate}>{formatDate(locale, item.publishDate)}</time> : null}
                text={item.excerpt}
                headingLevel="h2"
              />
            </li>
          ))}
        </CardGrid>
      </div>
    </PageFrame>
  );
}
