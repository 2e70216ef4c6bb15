import type { ReactNode } from 'react';
import { CallsToAction } from '@/components/layout/calls-to-action';
import type { Locale } from '@/i18n/locales';
import styles from './course-page.module.css';

const COURSE_ACTIONS = ['application', 'brochure', 'contact'] as const;

/**
 * The course panel (requirements 2.6): the summary card with the calls to action, kept in view on
 * desktop. `panel` is its blocks, rendered by the page (a component does not import the block list).
 */
export function CourseAside({ panel, locale, courseSlug }: { panel: ReactNode; locale: Locale; courseSlug: string }) {
  return (
    <aside className={styles.aside}>
      <div className={styles.sticky}>
        {panel}
        <div className={styles.actions}>
          <CallsToAction locale={locale} actions={COURSE_ACTIONS} context={{ course: courseSlug }} layout="stack" />
        </div>
      </div>
    </aside>
  );
}
