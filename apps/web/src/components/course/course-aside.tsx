import { getTranslations } from 'next-intl/server';
import { BlockList } from '@/blocks/block-list';
import { Link } from '@/i18n/navigation';
import type { RawBlock } from '@/lib/cms/schemas/course';
import styles from './course-page.module.css';

/** The course panel (spec 2.6): the summary card with the calls to action, kept in view on desktop. */
export async function CourseAside({ panel }: { panel: RawBlock[] }) {
  const t = await getTranslations('commons');
  return (
    <aside className={styles.aside}>
      <div className={styles.sticky}>
        <BlockList blocks={panel} scope="course panel" />
        <div className={styles.actions}>
          <Link href="/inscription" className="button accent">
            {t('apply')}
          </Link>
          <Link href="/brochure" className="button secondary">
            {t('brochure')}
          </Link>
        </div>
      </div>
    </aside>
  );
}
