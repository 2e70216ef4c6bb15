import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageFrame } from '@/components/layout/page-frame';
import { OfflineView } from '@/components/offline/offline-view';
import { sameRouteAlternates } from '@/i18n/alternates';
import { toLocale } from '@/i18n/locales';
import { toDevice } from '@/lib/device';
import { pageMetadata } from '@/lib/metadata';

export const generateStaticParams = () => [];

export async function generateMetadata({ params }: PageProps<'/[locale]/[device]/hors-ligne'>): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'app' });
  return {
    ...pageMetadata({ locale, title: t('offlineTitle'), alternates: sameRouteAlternates('/hors-ligne') }),
    robots: { index: false, follow: false },
  };
}

/**
 * The page the service worker shows, offline, in place of a page it has not kept (precached when
 * it installs, see src/service-worker/sw.ts), in the language of the address asked for.
 */
export default async function OfflinePage({ params }: PageProps<'/[locale]/[device]/hors-ligne'>) {
  const { locale: value, device } = await params;
  const locale = toLocale(value);
  setRequestLocale(locale);
  return (
    <PageFrame locale={locale} device={toDevice(device)} alternates={sameRouteAlternates('/hors-ligne')}>
      <OfflineView locale={locale} />
    </PageFrame>
  );
}
