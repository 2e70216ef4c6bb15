import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { BlockList } from '@/blocks/block-list';
import { Card } from '@/components/cards/card';
import { CardGrid } from '@/components/cards/card-grid';
import { PageFrame } from '@/components/layout/page-frame';
import { toDevice } from '@/lib/device';
import { PageHeader } from '@/components/layout/page-header';
import { toLocale } from '@/i18n/locales';
import { getCountryGuides } from '@/lib/cms/resources/country-guides';
import { getLanding } from '@/lib/cms/resources/landings';
import { CountryGuideList } from '@/components/guides/country-guide-list';
import { contentPath, GUIDES_RUBRIQUE } from '@/i18n/content-paths';
import { landingAlternates } from '@/i18n/entry-alternates';
import { pageMetadata } from '@/lib/metadata';

export const generateStaticParams = () => [];

// Section pages (rubriques): support, the network presentation /{product}, studying in France, …
export async function generateMetadata({ params }: PageProps<'/[locale]/[device]/[rubrique]'>): Promise<Metadata> {
  const { locale: value, rubrique } = await params;
  const locale = toLocale(value);
  const landing = await getLanding(locale, rubrique);
  if (!landing) return {};
  return pageMetadata({
    locale,
    title: landing.title,
    description: landing.intro,
    seo: landing.seo,
    alternates: landingAlternates(landing, locale),
  });
}

export default async function LandingPage({ params }: PageProps<'/[locale]/[device]/[rubrique]'>) {
  const { locale: value, device, rubrique } = await params;
  const locale = toLocale(value);
  setRequestLocale(locale);
  const [landing, t, guides] = await Promise.all([
    getLanding(locale, rubrique),
    getTranslations('lists'),
    // The guides' landing lists them (requirements 10.18).
    rubrique === GUIDES_RUBRIQUE[locale] ? getCountryGuides(locale) : null,
  ]);
  if (!landing) notFound();
  return (
    <PageFrame locale={locale} device={toDevice(device)} alternates={landingAlternates(landing, locale)}>
      <PageHeader title={landing.title} intro={landing.intro} image={landing.bannerImage} crumbs={[]} />
      <div className="container">
        {guides && guides.length > 0 && <CountryGuideList guides={guides} locale={locale} />}
        <BlockList blocks={landing.blocks} device={toDevice(device)} scope="landing page" />
        {landing.articles.length > 0 && (
          <section>
            <h2>{t('articlesTitle')}</h2>
            <CardGrid>
              {landing.articles.map((article) => (
                <li key={article.slug}>
                  <Card
                    href={contentPath.article(locale, landing.slug, article.slug)}
                    title={article.title}
                    image={article.bannerImage}
                    text={article.excerpt}
                  />
                </li>
              ))}
            </CardGrid>
          </section>
        )}
      </div>
    </PageFrame>
  );
}
