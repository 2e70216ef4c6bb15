import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { ProgramCategory } from '@/lib/cms/resources/autocomplete';
import styles from './course-list.module.css';

type Props = { categories: ProgramCategory[]; active: string | null };

/** Program-category links: each is a shareable URL (?programCat=…) rendered on the server. */
export async function CategoryFilter({ categories, active }: Props) {
  const t = await getTranslations('lists');
  return (
    <nav aria-label={t('coursesTitle')} className={styles.filters}>
      <ul>
        <li>
          <Link href="/formations" aria-current={active === null ? 'page' : undefined} className={styles.chip}>
            {t('clearFilter')}
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.slug}>
            <Link
              href={{ pathname: '/formations', query: { programCat: category.slug } }}
              aria-current={active === category.slug ? 'page' : undefined}
              className={styles.chip}
            >
              {category.titre}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
