import { getTranslations } from 'next-intl/server';
import { Pagination } from '@/components/navigation/pagination';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { courseListHref, type CourseListView } from '@/lib/course-list-view';

type Props = { locale: Locale; view: CourseListView; pages: number };

/** Links between the pages of the list (COURSES_PER_PAGE a page), the view's filters kept. */
export async function CoursePagination({ locale, view, pages }: Props) {
  const t = await getTranslations('lists');
  return (
    <Pagination
      page={view.page}
      pages={pages}
      href={(page) => getPathname({ href: courseListHref({ ...view, page }), locale })}
      label={t('pagination')}
    />
  );
}
