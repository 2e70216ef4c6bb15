import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import type { CourseFilterState, FilterGroup } from '@/lib/cms/resources/course-filters';
import styles from './filter-panel.module.css';

type Props = { locale: Locale; groups: FilterGroup[]; state: CourseFilterState; idPrefix: string };

/**
 * Spec 2.6's filter panel as a GET form: checking boxes and applying gives a shareable URL that
 * the server renders, with or without JavaScript. Reset leads back to the whole list.
 */
export async function FilterPanel({ locale, groups, state, idPrefix }: Props) {
  const t = await getTranslations('lists');
  const listPath = getPathname({ href: '/formations', locale });
  return (
    <form method="get" action={listPath} className={styles.panel}>
      {groups.map((group) => (
        <fieldset key={group.key} className={styles.group}>
          <legend>{t(group.key === 'programCat' ? 'others' : group.key)}</legend>
          {group.options.map((option) => {
            const id = `${idPrefix}-${group.key}-${option.value}`;
            return (
              <div key={option.value} className={styles.option}>
                <input
                  type="checkbox"
                  id={id}
                  name={group.key}
                  value={option.value}
                  defaultChecked={state[group.key].includes(option.value)}
                />
                <label htmlFor={id}>{option.label}</label>
              </div>
            );
          })}
        </fieldset>
      ))}
      <div className={styles.actions}>
        <button type="submit" className="button">
          {t('applyFilters')}
        </button>
        <a href={listPath} className="button secondary">
          {t('resetFilters')}
        </a>
      </div>
    </form>
  );
}
