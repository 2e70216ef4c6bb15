import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { BlockList } from '@/blocks/block-list';
import { CountryGuideView } from '@/components/guides/country-guide-view';
import { PageFrame } from '@/components/layout/page-frame';
import { JsonLd } from '@/components/seo/json-ld';
import { toDevice } from '@/lib/device';
import { PageHeader } from '@/components/layout/page-header';
import { toLocale, type Locale } from '@/i18n/locales';
import { getArticle } from '@/lib/cms/resources/articles';
import { getCountryGuide } from '@/lib/cms/resources/country-guides';
import { getLanding } from '@/lib/cms/resources/landings';
import { contentPath, GUIDES_RUBRIQUE } from '@/i18n/content-paths';
import { articleAlternates, countryGuideAlternates } from '@/i18n/entry-alternates';
import { pageMetadata } from '@/lib/metadata';
import { faqPage } from '@/lib/structured-data';

export const generateStaticParams = () => [];
// A country guide's timeline and agenda move with time: refresh at least every 10 minutes.
export const revalidate = 600;

/**
 * What /{rubrique}/{slug} shows: under the guides' landing, the country guide of that slug
 * (requirements 10.18); otherwise, or when there is none, the article of that landing.
 */
async function pageOf(locale: Locale, rubrique: string, slug: string) {
  if (rubrique === GUIDES_RUBRIQUE[locale]) {
    const guide = await getCountryGuide(locale, slug);
    if (guide) return { guide } as const;
  }
  const article = await getArticle(locale, rubrique, slug);
  return article?.landing ? ({ article, landing: article.landing } as const) : null;
}

// An article of a landing; one that belongs to another landing is a 404 (requirements 2.5: a page's check).
export async function generateMetadata({
  params,
}: PageProps<'/[locale]/[device]/[rubrique]/[slug]'>): Promise<Metadata> {
  const { locale: value, rubrique, slug } = await params;
  const locale = toLocale(value);
  const page = await pageOf(locale, rubrique, slug);
  if (!page) return {};
  const entry = page.guide ?? page.article;
  return pageMetadata({
    locale,
    title: entry.title,
    description: page.guide ? page.guide.intro : page.article.excerpt,
    seo: entry.seo,
    alternates: page.guide ? countryGuideAlternates(page.guide, locale) : articleAlternates(page.article, locale),
  });
}

export default async function ArticlePage({ params }: PageProps<'/[locale]/[device]/[rubrique]/[slug]'>) {
  const { locale: value, device, rubrique, slug } = await params;
  const locale = toLocale(value);
  setRequestLocale(locale);
  const page = await pageOf(locale, rubrique, slug);
  if (!page) notFound();
  if (page.guide) {
    const { guide } = page;
    const landing = await getLanding(locale, rubrique);
    return (
      <PageFrame locale={locale} device={toDevice(device)} alternates={countryGuideAlternates(guide, locale)}>
        {guide.faqs.length > 0 && (
          <JsonLd data={faqPage(guide.faqs.map((faq) => ({ question: faq.title, answer: faq.body })))} />
        )}
        <PageHeader
          title={guide.title}
          intro={guide.intro}
          crumbs={landing ? [{ href: contentPath.landing(locale, landing.slug), label: landing.title }] : []}
        />
        <div className="container">
          <CountryGuideView guide={guide} locale={locale} />
        </div>
      </PageFrame>
    );
  }
  const { article, landing } = page;
  return (
    <PageFrame locale={locale} device={toDevice(device)} alternates={articleAlternates(article, locale)}>
      <PageHeader
        title={article.title}
        intro={article.excerpt}
        image={article.bannerImage}
        crumbs={[{ href: contentPath.landing(locale, landing.slug), label: landing.title }]}
      />
      <div className="container">
        <BlockList blocks={article.blocks} device={toDevice(device)} scope="article page" />
      </div>
    </PageFrame>
  );
}
