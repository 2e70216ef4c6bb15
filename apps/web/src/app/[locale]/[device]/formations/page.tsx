import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CourseGrid } from '@/components/course/course-grid';
import { FilterPanel } from '@/components/course/filter-panel';
import { FilterPills } from '@/components/course/filter-pills';
import { PageFrame } from '@/components/layout/page-frame';
import { toLocale } from '@/i18n/locales';
import { getFilterGroups, knownFilters, parseCourseFilters } from '@/lib/cms/resources/course-filters';
import { getCourses } from '@/lib/cms/resources/courses';
import { otherLocale } from '@/i18n/alternates';
import { courseListAlternates } from '@/i18n/course-list-alternates';
import { pageMetadata } from '@/lib/metadata';
import styles from '@/components/course/course-list.module.css';

type Props = PageProps<'/[locale]/[device]/formations'>;

async function load({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale);
  const [groups, otherGroups] = await Promise.all([getFilterGroups(locale), getFilterGroups(otherLocale(locale))]);
  const filters = knownFilters(parseCourseFilters(await searchParams), groups);
  const alternates = courseListAlternates(locale, filters, groups, otherGroups);
  return { locale, filters, groups, alternates };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, alternates } = await load(props);
  const t = await getTranslations({ locale, namespace: 'lists' });
  return pageMetadata({ locale, title: t('coursesTitle'), description: t('coursesIntro'), alternates });
}

export default async function CoursesPage(props: Props) {
  const { locale, filters, groups, alternates } = await load(props);
  setRequestLocale(locale);
  const [{ courses, total }, t] = await Promise.all([getCourses(locale, filters), getTranslations('lists')]);
  return (
    <PageFrame
      locale={locale}
      alternates={alternates}
      bottom={{ filters: <FilterPanel locale={locale} groups={groups} state={filters} idPrefix="sheet" /> }}
    >
      <div className="container">
        <header className={styles.head}>
          <h1>{t('coursesTitle')}</h1>
          <p>{t('coursesIntro')}</p>
        </header>
        <div className={styles.layout}>
          <aside className={styles.sidebar} aria-label={t('activeFilters')}>
            <FilterPanel locale={locale} groups={groups} state={filters} idPrefix="sidebar" />
          </aside>
          <div>
            <FilterPills locale={locale} groups={groups} state={filters} />
            <p className={styles.count} role="status">
              {t('courseCount', { count: total })}
            </p>
            {courses.length > 0 ? (
              <CourseGrid courses={courses} locale={locale} headingLevel="h2" />
            ) : (
              <p className={styles.empty}>{t('noCourses')}</p>
            )}
          </div>
        </div>
      </div>
    </PageFrame>
  );
}
