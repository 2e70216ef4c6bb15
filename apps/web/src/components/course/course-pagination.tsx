import { getTranslations } from 'next-intl/server';
import { SiteLink } from '@/components/site-link';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { courseListHref, type CourseListView } from '@/lib/course-list-view';
import styles from './course-pagination.module.css';

type Props = { locale: Locale; view: CourseListView; pages: number };

/** Links to every page of the list (a few, COURSES_PER_PAGE a page): crawlable, and kept in the address. */
export async function CoursePagination({ locale, view, pages }: Props) {
  if (pages < 2) return null;
  const t = await getTranslations('lists');
  const href = (page: number) => getPathname({ href: courseListHref({ ...view, page }), locale });
  const numbers = Array.from({ length: pages }, (_, index) => index + 1);
  return (
    <nav aria-label={t('pagination')} className={styles.pagination}>
      {view.page > 1 && (
        <SiteLink href={href(view.page - 1)} rel="prev" className={styles.step}>
          <span aria-hidden="true">‹</span>
          {t('previousPage')}
        </SiteLink>
      )}
      <ol className={styles.pages}>
        {numbers.map((page) => (
          <li key={page}>
            {page === view.page ? (
              <span aria-current="page" className={styles.current}>
                <span className="visually-hidden">{t('pageNumber', { page })}</span>
                <span aria-hidden="true">{page}</span>
              </span>
            ) : (
              <SiteLink href={href(page)} aria-label={t('pageNumber', { page })}>
                {page}
              </SiteLink>
            )}
          </li>
        ))}
      </ol>
      {view.page < pages && (
        <SiteLink href={href(view.page + 1)} rel="next" className={styles.step}>
          {t('nextPage')}
          <span aria-hidden="true">›</span>
        </SiteLink>
      )}
    </nav>
  );
}
