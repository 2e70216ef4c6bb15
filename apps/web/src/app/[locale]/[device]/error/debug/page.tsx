import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ErrorView } from '@/components/error/error-view';
import { PageFrame } from '@/components/layout/page-frame';
import { toDevice } from '@/lib/device';
import { toLocale } from '@/i18n/locales';
import { sameRouteAlternates } from '@/i18n/alternates';

export const generateStaticParams = () => [];

export async function generateMetadata({ params }: PageProps<'/[locale]/[device]/error/debug'>): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'errors' });
  return { title: t('title', { status: 500 }), robots: { index: false, follow: false } };
}

/** The error page with a sample error, to check its look (no stack trace, no internal detail). */
export default async function DebugErrorPage({ params }: PageProps<'/[locale]/[device]/error/debug'>) {
  const { locale: value, device } = await params;
  const locale = toLocale(value);
  setRequestLocale(locale);
  const t = await getTranslations('errors');
  return (
    <PageFrame locale={locale} device={toDevice(device)} alternates={sameRouteAlternates('/error/debug')}>
      <ErrorView status={500} locale={locale} message={t('debugMessage')} />
    </PageFrame>
  );
}
