import { getLocale, getTranslations } from 'next-intl/server';
import { ErrorView } from '@/components/error/error-view';
import { toLocale } from '@/i18n/locales';

/**
 * The 404 of a client-side navigation (a link to a page that is gone): the page of requirements 8,
 * without the page's header. Next sends this element with every page of the site, in case a
 * navigation needs it, so it is kept small. A 404 loaded as a document is the error route, in the
 * site's whole frame (the front door, docs/decisions/error-pages.md).
 */
export default async function NotFound() {
  const locale = toLocale(await getLocale());
  const t = await getTranslations('errors');
  return (
    <main id="main" tabIndex={-1}>
      <title>{`${t('title', { status: 404 })}`}</title>
      <ErrorView status={404} locale={locale} />
    </main>
  );
}
