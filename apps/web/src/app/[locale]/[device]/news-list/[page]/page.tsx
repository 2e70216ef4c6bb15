import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { NewsList } from '@/components/home/news-list';
import { PageFrame } from '@/components/layout/page-frame';
import { PageHeader } from '@/components/layout/page-header';
import { Pagination } from '@/components/navigation/pagination';
import { otherLocale, perLocaleAlternates, type Alternates } from '@/i18n/alternates';
import { toLocale, type Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import { getNewsCount, getNewsPage } from '@/lib/cms/resources/news';
import { toDevice } from '@/lib/device';
import { pageMetadata } from '@/lib/metadata';
import { MAX_NEWS_PAGE, newsListHref, newsPageCount, newsPageOfKey } from '@/lib/news-list-page';

// The news list at /news | /en/news, NEWS_PER_PAGE items a page (`?page=2`): the proxy names the
// page in the path, so each page is rendered once and cached (docs/decisions/news-list-pages.md).
export const generateStaticParams = () => [];

type Props = PageProps<'/[locale]/[device]/news-list/[page]'>;

/**
 * A page of the list in both languages: page 1 is each language's list; a later page has its
 * namesake in the other language when that language has as many pages.
 */
async function alternatesOf(locale: Locale, page: number): Promise<Alternates> {
  const other = otherLocale(locale);
  const otherTotal = page > 1 ? await getNewsCount(other) : null;
  const otherHas = page === 1 || (otherTotal !== null && page <= newsPageCount(otherTotal));
  return perLocaleAlternates({ [locale]: newsListHref(page), ...(otherHas ? { [other]: newsListHref(page) } : {}) });
}

async function load({ params }: Props) {
  const { locale: value, device, page: key } = await params;
  const locale = toLocale(value);
  const page = newsPageOfKey(key);
  if (page === null || page > MAX_NEWS_PAGE) notFound();
  const [{ news, total }, alternates, t] = await Promise.all([
    getNewsPage(locale, page),
    alternatesOf(locale, page),
    getTranslations({ locale, namespace: 'lists' }),
  ]);
  // Past the last page (the first is there even when there is no news yet).
  if (page > 1 && news.length === 0) notFound();
  return { locale, device: toDevice(device), page, pages: newsPageCount(total), news, alternates, t };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, page, alternates, t } = await load(props);
  const title = page > 1 ? `${t('newsTitle')} – ${t('pageNumber', { page })}` : t('newsTitle');
  return pageMetadata({ locale, title, description: t('newsIntro'), alternates });
}

export default async function NewsPage(props: Props) {
  const { locale, device, page, pages, news, alternates, t } = await load(props);
  setRequestLocale(locale);
  return (
    <PageFrame locale={locale} device={device} alternates={alternates}>
      <PageHeader title={t('newsTitle')} intro={t('newsIntro')}>
        {pages > 1 && <p data-page-status>{t('pageOf', { page, pages })}</p>}
      </PageHeader>
      <div className="container">
        <NewsList news={news} locale={locale} headingLevel="h2" />
        <Pagination
          page={page}
          pages={pages}
          href={(number) => getPathname({ href: newsListHref(number), locale })}
          label={t('newsPagination')}
        />
      </div>
    </PageFrame>
  );
}
