import { BlockList } from '@/blocks/block-list';
import { CallsToAction } from '@/components/layout/calls-to-action';
import type { Locale } from '@/i18n/locales';
import type { Device } from '@/lib/device';
import type { RawBlock } from '@/lib/cms/schemas/block';
import styles from './course-page.module.css';

const COURSE_ACTIONS = ['application', 'brochure', 'contact'] as const;

/** The course panel (requirements 2.6): the summary card with the calls to action, kept in view on desktop. */
export function CourseAside({
  panel,
  locale,
  device,
  courseSlug,
}: {
  panel: RawBlock[];
  locale: Locale;
  device: Device;
  courseSlug: string;
}) {
  return (
    <aside className={styles.aside}>
      <div className={styles.sticky}>
        <BlockList blocks={panel} device={device} scope="course panel" />
        <div className={styles.actions}>
          <CallsToAction locale={locale} actions={COURSE_ACTIONS} context={{ course: courseSlug }} layout="stack" />
        </div>
      </div>
    </aside>
  );
}
