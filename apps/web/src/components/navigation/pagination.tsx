import { getTranslations } from 'next-intl/server';
import { SiteLink } from '@/components/site-link';
import { pageItems } from '@/lib/pagination';
import styles from './pagination.module.css';

type Props = {
  /** The page shown, from 1. */
  page: number;
  pages: number;
  /** The address of a page of the list (page 1: the list's own). */
  href: (page: number) => string;
  /** The name of the navigation landmark ("Result pages", "News pages"). */
  label: string;
};

/**
 * The links between the pages of a list: previous and next (`rel=prev/next`), the first and the
 * last page, the current one and its neighbours (lib/pagination.ts), the current one marked with
 * `aria-current`. Plain links: crawlable, and kept in the address.
 */
export async function Pagination({ page, pages, href, label }: Props) {
  if (pages < 2) return null;
  const t = await getTranslations('lists');
  return (
    <nav aria-label={label} className={styles.pagination}>
      {page > 1 && (
        <SiteLink href={href(page - 1)} rel="prev" className={styles.step}>
          <span aria-hidden="true">‹</span>
          {t('previousPage')}
        </SiteLink>
      )}
      <ol className={styles.pages}>
        {pageItems(page, pages).map((item, index) =>
          item === 'gap' ? (
            // A run of pages left out: nothing to follow, nothing to read out.
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              {item === page ? (
                <span aria-current="page" className={styles.current}>
                  <span className="visually-hidden">{t('pageNumber', { page: item })}</span>
                  <span aria-hidden="true">{item}</span>
                </span>
              ) : (
                <SiteLink href={href(item)} aria-label={t('pageNumber', { page: item })}>
                  {item}
                </SiteLink>
              )}
            </li>
          ),
        )}
      </ol>
      {page < pages && (
        <SiteLink href={href(page + 1)} rel="next" className={styles.step}>
          {t('nextPage')}
          <span aria-hidden="true">›</span>
        </SiteLink>
      )}
    </nav>
  );
}
