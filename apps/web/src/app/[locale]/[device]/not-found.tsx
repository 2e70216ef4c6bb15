import { getLocale, getTranslations } from 'next-intl/server';
import { ErrorView } from '@/components/error/error-view';
import { PageFrame } from '@/components/layout/page-frame';
import { toLocale } from '@/i18n/locales';
import { sameRouteAlternates } from '@/i18n/alternates';

export default async function NotFound() {
  const locale = toLocale(await getLocale());
  const t = await getTranslations('errors');
  return (
    <PageFrame locale={locale} alternates={sameRouteAlternates('/')}>
      <title>{`${t('title', { status: 404 })}`}</title>
      <ErrorView status={404} locale={locale} />
    </PageFrame>
  );
}
