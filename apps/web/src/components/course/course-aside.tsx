import { getTranslations } from 'next-intl/server';
import { BlockList } from '@/blocks/block-list';
import Link from 'next/link';
import type { Locale } from '@/i18n/locales';
import type { RawBlock } from '@/lib/cms/schemas/course';
import { leadFormHref } from '@/lib/leads/lead-form-href';
import styles from './course-page.module.css';

/** The course panel (spec 2.6): the summary card with the calls to action, kept in view on desktop. */
export async function CourseAside({
  panel,
  locale,
  courseSlug,
}: {
  panel: RawBlock[];
  locale: Locale;
  courseSlug: string;
}) {
  const t = await getTranslations('commons');
  return (
    <aside className={styles.aside}>
      <div className={styles.sticky}>
        <BlockList blocks={panel} scope="course panel" />
        <div className={styles.actions}>
          <Link href={leadFormHref('application', locale, { course: courseSlug })} className="button accent">
            {t('apply')}
          </Link>
          <Link href={leadFormHref('brochure', locale, { course: courseSlug })} className="button secondary">
            {t('brochure')}
          </Link>
          <Link href={leadFormHref('contact', locale, { course: courseSlug })} className="button secondary">
            {t('contact')}
          </Link>
        </div>
      </div>
    </aside>
  );
}
