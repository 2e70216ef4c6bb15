import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CourseGrid } from '@/components/course/course-card';
import { Figures } from '@/components/home/figures';
import { Hero } from '@/components/home/hero';
import { NewsList } from '@/components/home/news-list';
import { SchoolGrid } from '@/components/home/school-grid';
import { PageFrame } from '@/components/layout/page-frame';
import { Link } from '@/i18n/navigation';
import { routeLocale } from '@/i18n/route-locale';
import { getCourses } from '@/lib/cms/resources/courses';
import { getNetworkCounts } from '@/lib/cms/resources/counts';
import { getHomepage, getLatestNews, getSchools } from '@/lib/cms/resources/home';
import { sameRouteAlternates } from '@/lib/i18n/alternates';
import { pageMetadata } from '@/lib/metadata';
import styles from '@/components/home/home.module.css';

export const generateStaticParams = () => [];

export async function generateMetadata({ params }: PageProps<'/[locale]/[device]'>): Promise<Metadata> {
  const locale = routeLocale((await params).locale);
  const homepage = await getHomepage(locale);
  return {
    ...pageMetadata({ locale, title: homepage.heroTitle, seo: homepage.seo, alternates: sameRouteAlternates('/') }),
    title: { absolute: homepage.seo?.metaTitle ?? homepage.heroTitle },
  };
}

export default async function HomePage({ params }: PageProps<'/[locale]/[device]'>) {
  const locale = routeLocale((await params).locale);
  setRequestLocale(locale);
  const [homepage, { courses }, schools, news, counts, t] = await Promise.all([
    getHomepage(locale),
    getCourses(locale, {}, 6),
    getSchools(locale),
    getLatestNews(locale),
    getNetworkCounts(locale),
    getTranslations('homepage'),
  ]);
  const figures = [
    ...(['schools', 'campuses', 'courses', 'offices'] as const).flatMap((key) =>
      counts[key] ? [{ value: counts[key], label: t(key) }] : [],
    ),
    ...homepage.figures,
  ];
  return (
    <PageFrame locale={locale} alternates={sameRouteAlternates('/')}>
      <Hero homepage={homepage}>
        <Link href="/formations" className="button accent">
          {t('allCourses')}
        </Link>
      </Hero>
      <Figures title={t('figuresTitle')} figures={figures} locale={locale} />
      <section className={`container ${styles.section}`}>
        <div className={styles.sectionHead}>
          <h2>{t('coursesTitle')}</h2>
          <Link href="/formations">{t('allCourses')}</Link>
        </div>
        <CourseGrid courses={courses} locale={locale} />
      </section>
      {schools && (
        <section className={`container ${styles.section}`}>
          <h2>{t('schoolsTitle')}</h2>
          <SchoolGrid schools={schools} locale={locale} />
        </section>
      )}
      {news && news.length > 0 && (
        <section className={`container ${styles.section}`}>
          <h2>{t('newsTitle')}</h2>
          <NewsList news={news.slice(0, 3)} locale={locale} />
        </section>
      )}
    </PageFrame>
  );
}
