import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccessibilityStatement } from '@/components/accessibility/accessibility-statement';
import { PageFrame } from '@/components/layout/page-frame';
import { PageHeader } from '@/components/layout/page-header';
import { sameRouteAlternates } from '@/i18n/alternates';
import { toLocale } from '@/i18n/locales';
import { getWebsite } from '@/lib/cms/resources/website';
import { toDevice } from '@/lib/device';
import { pageMetadata } from '@/lib/metadata';
import { siteOrigin } from '@/lib/site-origin';

export const generateStaticParams = () => [];

export async function generateMetadata({ params }: PageProps<'/[locale]/[device]/accessibilite'>): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'accessibility' });
  return pageMetadata({ locale, title: t('title'), alternates: sameRouteAlternates('/accessibilite') });
}

/** The accessibility statement (RGAA), linked from the footer of every page. */
export default async function AccessibilityPage({ params }: PageProps<'/[locale]/[device]/accessibilite'>) {
  const { locale: value, device } = await params;
  const locale = toLocale(value);
  setRequestLocale(locale);
  const [website, origin, t] = await Promise.all([
    getWebsite(locale),
    siteOrigin(locale),
    getTranslations('accessibility'),
  ]);
  return (
    <PageFrame locale={locale} device={toDevice(device)} alternates={sameRouteAlternates('/accessibilite')}>
      <PageHeader title={t('title')} />
      <AccessibilityStatement locale={locale} website={website} origin={origin} />
    </PageFrame>
  );
}
