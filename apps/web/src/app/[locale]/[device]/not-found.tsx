import { getLocale, getTranslations } from 'next-intl/server';
import { ErrorView } from '@/components/error/error-view';
import { PageFrame } from '@/components/layout/page-frame';
import { isLocale } from '@/i18n/locales';
import { sameRouteAlternates } from '@/lib/i18n/alternates';

export default async function NotFound() {
  const current = await getLocale();
  const locale = isLocale(current) ? current : 'fr';
  const t = await getTranslations('errors');
  return (
    <PageFrame locale={locale} alternates={sameRouteAlternates('/')}>
      <title>{`${t('title', { status: 404 })}`}</title>
      <ErrorView status={404} locale={locale} />
    </PageFrame>
  );
}
