import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { BlockList } from '@/blocks/block-list';
import { PageFrame } from '@/components/layout/page-frame';
import { toDevice } from '@/lib/device';
import { PageHeader } from '@/components/layout/page-header';
import { toLocale } from '@/i18n/locales';
import { getArticle } from '@/lib/cms/resources/articles';
import { contentPath } from '@/i18n/content-paths';
import { articleAlternates } from '@/i18n/entry-alternates';
import { pageMetadata } from '@/lib/metadata';

export const generateStaticParams = () => [];

// An article of a landing; one that belongs to another landing is a 404 (requirements 2.5: a page's check).
export async function generateMetadata({
  params,
}: PageProps<'/[locale]/[device]/[rubrique]/[slug]'>): Promise<Metadata> {
  const { locale: value, rubrique, slug } = await params;
  const locale = toLocale(value);
  const article = await getArticle(locale, rubrique, slug);
  if (!article) return {};
  return pageMetadata({
    locale,
    title: article.title,
    description: article.excerpt,
    seo: article.seo,
    alternates: articleAlternates(article, locale),
  });
}

export default async function ArticlePage({ params }: PageProps<'/[locale]/[device]/[rubrique]/[slug]'>) {
  const { locale: value, device, rubrique, slug } = await params;
  const locale = toLocale(value);
  setRequestLocale(locale);
  const article = await getArticle(locale, rubrique, slug);
  if (!article?.landing) notFound();
  return (
    <PageFrame locale={locale} device={toDevice(device)} alternates={articleAlternates(article, locale)}>
      <PageHeader
        title={article.title}
        intro={article.excerpt}
        image={article.bannerImage}
        crumbs={[{ href: contentPath.landing(locale, article.landing.slug), label: article.landing.title }]}
      />
      <div className="container">
        <BlockList blocks={article.blocks} scope="article page" />
      </div>
    </PageFrame>
  );
}
