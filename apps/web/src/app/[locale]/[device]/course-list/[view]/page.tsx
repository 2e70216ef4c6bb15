import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound, redirect } from 'next/navigation';
import { CourseGrid } from '@/components/course/course-grid';
import { CoursePagination } from '@/components/course/course-pagination';
import { FilterPanel } from '@/components/course/filter-panel';
import { FilterPills } from '@/components/course/filter-pills';
import { PageFrame } from '@/components/layout/page-frame';
import { otherLocale } from '@/i18n/alternates';
import { courseListAlternates } from '@/lib/course-list-alternates';
import { toLocale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import { getFilterGroups, knownFilters } from '@/lib/cms/resources/course-filters';
import { getCourses } from '@/lib/cms/resources/courses';
import { COURSES_PER_PAGE, courseListHref, sameFilters, viewOfKey } from '@/lib/course-list-view';
import { toDevice } from '@/lib/device';
import { pageMetadata } from '@/lib/metadata';
import { siteOrigin } from '@/lib/site-origin';
import { CourseListJsonLd } from '@/components/course/course-list-json-ld';
import { contentPath } from '@/i18n/content-paths';
import styles from '@/components/course/course-list.module.css';

// The course list at /formations | /en/courses: the proxy names its view (filters, page) in the
// path, so each view is rendered once and cached (docs/decisions/course-list-views.md).
export const generateStaticParams = () => [];

type Props = PageProps<'/[locale]/[device]/course-list/[view]'>;

async function load({ params }: Props) {
  const { locale: value, device, view: key } = await params;
  const locale = toLocale(value);
  const asked = viewOfKey(key);
  if (!asked) notFound();
  const [groups, otherGroups] = await Promise.all([getFilterGroups(locale), getFilterGroups(otherLocale(locale))]);
  const filters = knownFilters(asked.filters, groups);
  // A value the panel does not offer: the list without it, at an address of its own.
  if (!sameFilters(filters, asked.filters))
    redirect(getPathname({ href: courseListHref({ filters, page: 1 }), locale }));
  const view = { filters, page: asked.page };
  const offset = (view.page - 1) * COURSES_PER_PAGE;
  const [{ courses, total }, t] = await Promise.all([
    getCourses(locale, filters, COURSES_PER_PAGE, offset),
    getTranslations({ locale, namespace: 'lists' }),
  ]);
  if (view.page > 1 && courses.length === 0) notFound();
  const alternates = courseListAlternates(locale, view, groups, otherGroups);
  return { locale, device: toDevice(device), view, groups, alternates, courses, offset, total, t };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, view, alternates, t } = await load(props);
  const title = view.page > 1 ? `${t('coursesTitle')} – ${t('pageNumber', { page: view.page })}` : t('coursesTitle');
  return pageMetadata({ locale, title, description: t('coursesIntro'), alternates });
}

export default async function CoursesPage(props: Props) {
  const { locale, device, view, groups, alternates, courses, offset, total, t } = await load(props);
  setRequestLocale(locale);
  const origin = await siteOrigin(locale);
  const pages = Math.ceil(total / COURSES_PER_PAGE);
  return (
    <PageFrame
      locale={locale}
      device={device}
      alternates={alternates}
      bottom={{ filters: <FilterPanel locale={locale} groups={groups} state={view.filters} /> }}
    >
      {courses.length > 0 && (
        <CourseListJsonLd
          origin={origin}
          first={offset + 1}
          paths={courses.map((course) => contentPath.course(locale, course.slug))}
        />
      )}
      <div className="container">
        <header className={styles.head}>
          <h1>{t('coursesTitle')}</h1>
          <p>{t('coursesIntro')}</p>
        </header>
        <div className={styles.layout}>
          {/* A phone has the same panel in its bottom block. */}
          {device === 'desktop' && (
            <aside className={styles.sidebar} aria-label={t('activeFilters')}>
              <FilterPanel locale={locale} groups={groups} state={view.filters} autoApply />
            </aside>
          )}
          <div>
            <FilterPills locale={locale} groups={groups} state={view.filters} />
            <p className={styles.count} data-page-status>
              {t('courseCount', { count: total })}
              {pages > 1 && ` · ${t('pageOf', { page: view.page, pages })}`}
            </p>
            {courses.length > 0 ? (
              <CourseGrid courses={courses} locale={locale} headingLevel="h2" />
            ) : (
              <p className={styles.empty}>{t('noCourses')}</p>
            )}
            <CoursePagination locale={locale} view={view} pages={pages} />
          </div>
        </div>
      </div>
    </PageFrame>
  );
}
