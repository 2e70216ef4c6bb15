import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { BlockList } from '@/blocks/block-list';
import { PageFrame } from '@/components/layout/page-frame';
import { toDevice } from '@/lib/device';
import { PageHeader } from '@/components/layout/page-header';
import { Prose } from '@/components/prose';
import { getPathname } from '@/i18n/navigation';
import { toLocale } from '@/i18n/locales';
import { getNewsItem } from '@/lib/cms/resources/news';
import { getWebsite } from '@/lib/cms/resources/website';
import { JsonLd } from '@/components/seo/json-ld';
import { siteOrigin } from '@/lib/site-origin';
import { newsArticle } from '@/lib/structured-data';
import { formatDate } from '@/lib/format';
import { entryAlternates } from '@/i18n/entry-alternates';
import { pageMetadata } from '@/lib/metadata';

export const generateStaticParams = () => [];

export async function generateMetadata({ params }: PageProps<'/[locale]/[device]/news/[slug]'>): Promise<Metadata> {
  const { locale: value, slug } = await params;
  const locale = toLocale(value);
  const item = await getNewsItem(locale, slug);
  if (!item) return {};
  return pageMetadata({
    locale,
    title: item.title,
    description: item.excerpt,
    seo: item.seo,
    alternates: entryAlternates('/news/[slug]', item, locale),
  });
}

export default async function NewsItemPage({ params }: PageProps<'/[locale]/[device]/news/[slug]'>) {
  const { locale: value, device, slug } = await params;
  const locale = toLocale(value);
  setRequestLocale(locale);
  const [item, t, ts, website, origin] = await Promise.all([
    getNewsItem(locale, slug),
    getTranslations('lists'),
    getTranslations('single'),
    getWebsite(locale),
    siteOrigin(locale),
  ]);
  if (!item) notFound();
  return (
    <PageFrame locale={locale} device={toDevice(device)} alternates={entryAlternates('/news/[slug]', item, locale)}>
      <JsonLd data={newsArticle(item, website, locale, origin)} />
      <PageHeader
        title={item.title}
        intro={item.excerpt}
        image={item.focusImage}
        eyebrow={item.publishDate ? ts('publishedOn', { date: formatDate(locale, item.publishDate) }) : null}
        crumbs={[{ href: getPathname({ href: '/news', locale }), label: t('newsTitle') }]}
      />
      <div className="container">
        {item.body && <Prose>{item.body}</Prose>}
        <BlockList blocks={item.blocks} device={toDevice(device)} scope="news page" />
      </div>
    </PageFrame>
  );
}
