import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/layout/page-header';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';

/** Why the page asked for is not shown, and the way to the home page (kept if it was visited). */
export async function OfflineView({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'app' });
  return (
    <PageHeader title={t('offlineTitle')} intro={t('offlineText')}>
      {/* A full page load: offline, the service worker answers it from what it kept. */}
      <a href={getPathname({ href: '/', locale })} className="button">
        {t('offlineHome')}
      </a>
    </PageHeader>
  );
}
