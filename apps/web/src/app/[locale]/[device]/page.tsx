import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CourseGrid } from '@/components/course/course-grid';
import { Figures } from '@/components/home/figures';
import { Hero } from '@/components/home/hero';
import { NewsList } from '@/components/home/news-list';
import { SchoolGrid } from '@/components/home/school-grid';
import { PageFrame } from '@/components/layout/page-frame';
import { JsonLd } from '@/components/seo/json-ld';
import { toDevice } from '@/lib/device';
import { Section } from '@/components/section';
import { SiteLink } from '@/components/site-link';
import { sameRouteAlternates } from '@/i18n/alternates';
import { toLocale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import { getCourses } from '@/lib/cms/resources/courses';
import { getNetworkCounts } from '@/lib/cms/resources/counts';
import { getHomepage } from '@/lib/cms/resources/homepage';
import { getLatestNews } from '@/lib/cms/resources/news';
import { getSchoolsIfAvailable } from '@/lib/cms/resources/schools';
import { getWebsite } from '@/lib/cms/resources/website';
import { pageMetadata } from '@/lib/metadata';
import { siteOrigin } from '@/lib/site-origin';
import { networkOrganization } from '@/lib/structured-data';
import styles from '@/components/home/home.module.css';

export const generateStaticParams = () => [];

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
  const [homepage, { courses }, schools, news, counts, t, website, origin] = await Promise.all([
    getHomepage(locale),
    getCourses(locale, {}, 6),
    getSchoolsIfAvailable(locale),
    getLatestNews(locale),
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
  const courseList = getPathname({ href: '/formations', locale });
  return (
    <PageFrame locale={locale} device={toDevice(device)} alternates={sameRouteAlternates('/')}>
      <JsonLd data={networkOrganization(website, schools ?? [], locale, origin)} />
      <Hero homepage={homepage}>
        <SiteLink href={courseList} className="button accent">
          {t('allCourses')}
        </SiteLink>
      </Hero>
      <Figures title={t('figuresTitle')} figures={figures} locale={locale} />
      <Section className="container">
        <div className={styles.sectionHead}>
          <h2>{t('coursesTitle')}</h2>
          <SiteLink href={courseList}>{t('allCourses')}</SiteLink>
        </div>
        <CourseGrid courses={courses} locale={locale} />
      </Section>
      {schools && (
        <Section className="container" title={t('schoolsTitle')}>
          <SchoolGrid schools={schools} locale={locale} />
        </Section>
      )}
      {news && news.length > 0 && (
        <Section className="container" title={t('newsTitle')}>
          <NewsList news={news.slice(0, 3)} locale={locale} />
        </Section>
      )}
    </PageFrame>
  );
}
