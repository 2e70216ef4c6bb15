import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CategoryFilter } from '@/components/course/category-filter';
import { CourseGrid } from '@/components/course/course-card';
import { PageFrame } from '@/components/layout/page-frame';
import { routeLocale } from '@/i18n/route-locale';
import { getProgramCategories } from '@/lib/cms/resources/autocomplete';
import { getCourses } from '@/lib/cms/resources/courses';
import { isSlug } from '@/lib/cms/slug';
import { courseListAlternates } from '@/lib/i18n/course-list-alternates';
import { pageMetadata } from '@/lib/metadata';
import styles from '@/components/course/course-list.module.css';

/** The programCat query parameter, when it can name a category; anything else is ignored. */
const programCatOf = (value: string | string[] | undefined): string | null =>
  typeof value === 'string' && isSlug(value) ? value : null;

export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/formations'>): Promise<Metadata> {
  const locale = routeLocale((await params).locale);
  const programCat = programCatOf((await searchParams).programCat);
  const t = await getTranslations({ locale, namespace: 'lists' });
  const alternates = await courseListAlternates(locale, programCat);
  return pageMetadata({ locale, title: t('coursesTitle'), description: t('coursesIntro'), alternates });
}

export default async function CoursesPage({ params, searchParams }: PageProps<'/[locale]/formations'>) {
  const locale = routeLocale((await params).locale);
  setRequestLocale(locale);
  const programCat = programCatOf((await searchParams).programCat);
  const [{ courses, total }, categories, alternates, t] = await Promise.all([
    getCourses(locale, { programCat: programCat ?? undefined }),
    getProgramCategories(locale),
    courseListAlternates(locale, programCat),
    getTranslations('lists'),
  ]);
  return (
    <PageFrame locale={locale} alternates={alternates}>
      <div className="container">
        <header className={styles.head}>
          <h1>{t('coursesTitle')}</h1>
          <p>{t('coursesIntro')}</p>
        </header>
        <CategoryFilter categories={categories} active={programCat} />
        <p className={styles.count} role="status">
          {t('courseCount', { count: total })}
        </p>
        {courses.length > 0 ? <CourseGrid courses={courses} locale={locale} /> : <p className={styles.empty}>{t('noCourses')}</p>}
      </div>
    </PageFrame>
  );
}
