import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageFrame } from '@/components/layout/page-frame';
import { PageHeader } from '@/components/layout/page-header';
import { SearchForm } from '@/components/search/search-form';
import { SearchResults } from '@/components/search/search-results';
import { sameRouteAlternates } from '@/i18n/alternates';
import { toLocale } from '@/i18n/locales';
import { toDevice } from '@/lib/device';
import { pageMetadata } from '@/lib/metadata';
import { firstParam } from '@/lib/search-params';
import { searchSite } from '@/lib/search/site-search';

export async function generateMetadata({ params }: PageProps<'/[locale]/[device]/recherche'>): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'lists' });
  return {
    ...pageMetadata({ locale, title: t('searchTitle'), alternates: sameRouteAlternates('/recherche') }),
    // Results pages are not content: search engines neither index nor follow them.
    robots: { index: false, follow: false },
  };
}

/** The results page of the search box (`?q=`): what it finds without JavaScript. */
export default async function SearchPage({ params, searchParams }: PageProps<'/[locale]/[device]/recherche'>) {
  const { locale: value, device } = await params;
  const locale = toLocale(value);
  setRequestLocale(locale);
  const query = (firstParam((await searchParams).q) ?? '').trim();
  const [t, results] = await Promise.all([getTranslations('lists'), searchSite(locale, query)]);
  return (
    <PageFrame locale={locale} device={toDevice(device)} alternates={sameRouteAlternates('/recherche')}>
      <PageHeader title={t('searchTitle')} />
      <div className="container">
        <SearchForm locale={locale} id="search-page" query={query} />
        {query.length >= 2 ? (
          <SearchResults results={results} query={query} locale={locale} />
        ) : (
          <p>{t('searchHint')}</p>
        )}
      </div>
    </PageFrame>
  );
}
