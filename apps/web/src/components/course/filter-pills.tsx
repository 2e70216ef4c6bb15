import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import type { FilterGroup } from '@/lib/cms/resources/course-filters';
import { FILTER_KEYS, courseListHref, type CourseFilterState } from '@/lib/course-list-view';
import styles from './filter-panel.module.css';
import { SiteLink } from '@/components/site-link';

/** The active filters as pills; each is a link to the list without that filter. */
export async function FilterPills({
  locale,
  groups,
  state,
}: {
  locale: Locale;
  groups: FilterGroup[];
  state: CourseFilterState;
}) {
  const t = await getTranslations('lists');
  const pills = FILTER_KEYS.flatMap((key) =>
    state[key].map((value) => ({
      key,
      value,
      label: groups.find((g) => g.key === key)?.options.find((o) => o.value === value)?.label ?? value,
    })),
  );
  if (pills.length === 0) return null;
  return (
    <ul className={styles.pills} aria-label={t('activeFilters')}>
      {pills.map((pill) => {
        const without = { ...state, [pill.key]: state[pill.key].filter((v) => v !== pill.value) };
        return (
          <li key={`${pill.key}-${pill.value}`}>
            <SiteLink
              href={getPathname({
                href: courseListHref({ filters: without, page: 1 }),
                locale,
              })}
              aria-label={t('removeFilter', { label: pill.label })}
            >
              {pill.label} <span aria-hidden="true">×</span>
            </SiteLink>
          </li>
        );
      })}
    </ul>
  );
}
