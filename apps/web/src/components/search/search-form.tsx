import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import { MAX_QUERY_LENGTH } from '@/lib/search/limits';
import styles from './search-form.module.css';

/** The search box: a GET form to the results page, so it works without JavaScript. */
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
      method="get"
      action={getPathname({ href: '/recherche', locale })}
      className={compact ? `${styles.form} ${styles.compact}` : styles.form}
    >
      <label htmlFor={id} className={compact ? 'visually-hidden' : styles.label}>
        {t('searchLabel')}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={query}
        maxLength={MAX_QUERY_LENGTH}
        minLength={2}
        required
        autoComplete="off"
        enterKeyHint="search"
        className={styles.input}
        placeholder={compact ? t('searchPlaceholder') : undefined}
      />
      {compact ? (
        // An icon in the navbar, where space is short; its name is the word the full form shows.
        <button type="submit" className={`${styles.submit} ${styles.iconButton} button secondary`}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
            <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
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
