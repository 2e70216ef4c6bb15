import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import { MAX_QUERY_LENGTH } from '@/lib/search/limits';
import { SearchCombobox } from './search-combobox';
import styles from './search-form.module.css';

/**
 * The search box: a GET form to the results page, so it works without JavaScript; with it, the
 * input suggests courses, campuses and fields as the visitor types (see SearchCombobox).
 */
export async function SearchForm({
  locale,
  id,
  query = '',
  compact = false,
}: {
  locale: Locale;
  /** Unique on the page: the box is in the navbar and in the side panel. */
  id: string;
  query?: string;
  compact?: boolean;
}) {
  const t = await getTranslations('lists');
  return (
    <form
      role="search"
      // Named, so that the results page's own box and the header's are told apart.
      aria-label={compact ? t('searchTitle') : t('searchLabel')}
      method="get"
      action={getPathname({ href: '/recherche', locale })}
      className={compact ? `${styles.form} ${styles.compact}` : styles.form}
    >
      <label id={`${id}-label`} htmlFor={id} className={compact ? 'visually-hidden' : styles.label}>
        {t('searchLabel')}
      </label>
      <SearchCombobox
        id={id}
        locale={locale}
        defaultValue={query}
        maxLength={MAX_QUERY_LENGTH}
        placeholder={compact ? t('searchPlaceholder') : undefined}
        texts={{
          groups: { course: t('searchCourses'), campus: t('searchCampuses'), category: t('searchCategories') },
          none: t('searchSuggestionsNone'),
          one: t('searchSuggestionsOne'),
          other: t.raw('searchSuggestionsOther') as string,
        }}
      />
      {compact ? (
        // An icon in the navbar, where space is short (drawn by CSS: no markup per page); its name is the word the full form shows.
        <button type="submit" className={`${styles.submit} ${styles.iconButton} button secondary`}>
          <span className="visually-hidden">{t('searchSubmit')}</span>
        </button>
      ) : (
        <button type="submit" className={`${styles.submit} button accent`}>
          {t('searchSubmit')}
        </button>
      )}
    </form>
  );
}
