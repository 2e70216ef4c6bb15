import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import type { FilterGroup } from '@/lib/cms/resources/course-filters';
import type { CourseFilterState } from '@/lib/course-list-view';
import { SiteLink } from '@/components/site-link';
import { FilterForm, type FilterFieldset } from './filter-form';
import styles from './filter-panel.module.css';

type Props = {
  locale: Locale;
  groups: FilterGroup[];
  state: CourseFilterState;
  /** Apply each change at once (beside the list) rather than with the apply button. */
  autoApply?: boolean;
};

/**
 * The filter panel of requirements 2.6 as a GET form: checking boxes and applying gives a shareable
 * URL that the server renders, with or without JavaScript (then without a reload, see FilterForm).
 * Reset leads back to the whole list.
 */
export async function FilterPanel({ locale, groups, state, autoApply }: Props) {
  const t = await getTranslations('lists');
  const listPath = getPathname({ href: '/formations', locale });
  const fieldsets: FilterFieldset[] = groups.map((group) => ({
    name: group.key,
    legend: t(group.key === 'programCat' ? 'others' : group.key),
    options: group.options.map((option) => [option.value, option.label] as const),
    checked: state[group.key],
  }));
  return (
    <FilterForm action={listPath} autoApply={autoApply} className={styles.panel} fieldsets={fieldsets}>
      <div className={styles.actions}>
        <button type="submit" className="button">
          {t('applyFilters')}
        </button>
        <SiteLink href={listPath} className="button secondary">
          {t('resetFilters')}
        </SiteLink>
      </div>
    </FilterForm>
  );
}
