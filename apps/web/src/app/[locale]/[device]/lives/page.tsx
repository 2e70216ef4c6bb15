import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageFrame } from '@/components/layout/page-frame';
import { JsonLd } from '@/components/seo/json-ld';
import { toDevice } from '@/lib/device';
import { PageHeader } from '@/components/layout/page-header';
import { LiveList } from '@/components/live/live-list';
import { toLocale } from '@/i18n/locales';
import { getNextLive, getPastLives } from '@/lib/cms/resources/lives';
import { sameRouteAlternates } from '@/i18n/alternates';
import { pageMetadata } from '@/lib/metadata';
import { getWebsite } from '@/lib/cms/resources/website';
import { siteOrigin } from '@/lib/site-origin';
import { liveEvent } from '@/lib/structured-data';

export const generateStaticParams = () => [];
// The past/upcoming split moves with time: refresh at least every 10 minutes.
export const revalidate = 600;

export async function generateMetadata({ params }: PageProps<'/[locale]/[device]/lives'>): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'lives' });
  return pageMetadata({
    locale,
    title: t('title'),
    description: t('intro'),
    alternates: sameRouteAlternates('/lives'),
  });
}

export default async function LivesPage({ params }: PageProps<'/[locale]/[device]/lives'>) {
  const { locale: value, device } = await params;
  const locale = toLocale(value);
  setRequestLocale(locale);
  const [next, past, t, website, origin] = await Promise.all([
    getNextLive(locale),
    getPastLives(locale),
    getTranslations('lives'),
    getWebsite(locale),
    siteOrigin(locale),
  ]);
  return (
    <PageFrame locale={locale} device={toDevice(device)} alternates={sameRouteAlternates('/lives')}>
      {next && <JsonLd data={liveEvent(next, website.siteName, locale, origin)} />}
      <PageHeader title={t('title')} intro={t('intro')} />
      <div className="container">
        <LiveList next={next} past={past} locale={locale} />
      </div>
    </PageFrame>
  );
}
