import { getTranslations } from 'next-intl/server';
import { SiteLink } from '@/components/site-link';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import type { SearchKind, SearchResults as Results } from '@/lib/search/site-search';
import styles from './search-results.module.css';

const GROUPS: Array<[SearchKind, 'searchCourses' | 'searchCampuses' | 'searchCategories']> = [
  ['course', 'searchCourses'],
  ['campus', 'searchCampuses'],
  ['category', 'searchCategories'],
];

/** The results of a search, grouped by kind, with their count (read out by the page status announcer). */
export async function SearchResults({ results, query, locale }: { results: Results; query: string; locale: Locale }) {
  const t = await getTranslations('lists');
  const count = GROUPS.reduce((sum, [kind]) => sum + results[kind].length, 0);
  return (
    <div className={styles.results}>
      <p className={styles.count} data-page-status>
        {t('searchResults', { count, query })}
      </p>
      {count === 0 && (
        <p>
          {t('searchNone')} <SiteLink href={getPathname({ href: '/formations', locale })}>{t('coursesTitle')}</SiteLink>
        </p>
      )}
      {GROUPS.filter(([kind]) => results[kind].length > 0).map(([kind, title]) => (
        <section key={kind} aria-labelledby={`results-${kind}`}>
          <h2 id={`results-${kind}`}>
            {t(title)} <span className={styles.groupCount}>({results[kind].length})</span>
          </h2>
          <ul className={styles.list}>
            {results[kind].map((item) => (
              <li key={item.path}>
                <SiteLink href={item.path}>{item.title}</SiteLink>
                {item.detail && <span className={styles.detail}> · {item.detail}</span>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
