import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BlockList } from '@/blocks/block-list';
import { Figures } from '@/components/home/figures';
import { Hero } from '@/components/home/hero';
import { PageFrame } from '@/components/layout/page-frame';
import { JsonLd } from '@/components/seo/json-ld';
import { toDevice } from '@/lib/device';
import { SiteLink } from '@/components/site-link';
import { sameRouteAlternates } from '@/i18n/alternates';
import { toLocale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import { getNetworkCounts } from '@/lib/cms/resources/counts';
import { getHomepage } from '@/lib/cms/resources/homepage';
import { getSchoolsIfAvailable } from '@/lib/cms/resources/schools';
import { getWebsite } from '@/lib/cms/resources/website';
import type { RawBlock } from '@/lib/cms/schemas/block';
import { pageMetadata } from '@/lib/metadata';
import { siteOrigin } from '@/lib/site-origin';
import { networkOrganization } from '@/lib/structured-data';

export const generateStaticParams = () => [];
// The next live and the upcoming events move with time: refresh at least every 10 minutes.
export const revalidate = 600;

export async function generateMetadata({ params }: PageProps<'/[locale]/[device]'>): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const homepage = await getHomepage(locale);
  return {
    ...pageMetadata({ locale, title: homepage.heroTitle, seo: homepage.seo, alternates: sameRouteAlternates('/') }),
    title: { absolute: homepage.seo?.metaTitle ?? homepage.heroTitle },
  };
}

export default async function HomePage({ params }: PageProps<'/[locale]/[device]'>) {
  const { locale: value, device } = await params;
  const locale = toLocale(value);
  setRequestLocale(locale);
  const [homepage, schools, counts, t, website, origin] = await Promise.all([
    getHomepage(locale),
    getSchoolsIfAvailable(locale),
    getNetworkCounts(locale),
    getTranslations('homepage'),
    getWebsite(locale),
    siteOrigin(locale),
  ]);
  const figures = [
    ...(['schools', 'campuses', 'courses', 'offices'] as const).flatMap((key) =>
      counts[key] ? [{ value: counts[key], label: t(key) }] : [],
    ),
    ...homepage.figures,
  ];
  // Editors order the sections in the CMS (the home page's blocks); a home page without any
  // still shows the courses, the schools and the news.
  const blocks: RawBlock[] = homepage.blocks.length
    ? homepage.blocks
    : [
        { __component: 'blocks.cards', kind: 'course', limit: 6, title: t('coursesTitle') },
        { __component: 'blocks.cards', kind: 'school', limit: 24, title: t('schoolsTitle') },
        { __component: 'blocks.cards', kind: 'news', limit: 3, title: t('newsTitle') },
      ];
  return (
    <PageFrame locale={locale} device={toDevice(device)} alternates={sameRouteAlternates('/')}>
      <JsonLd data={networkOrganization(website, schools ?? [], locale, origin)} />
      <Hero homepage={homepage}>
        <SiteLink href={getPathname({ href: '/formations', locale })} className="button accent">
          {t('allCourses')}
        </SiteLink>
      </Hero>
      <Figures title={t('figuresTitle')} figures={figures} locale={locale} />
      <div className="container">
        <BlockList blocks={blocks} device={toDevice(device)} scope="home page" />
      </div>
    </PageFrame>
  );
}
