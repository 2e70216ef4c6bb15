import { getTranslations } from 'next-intl/server';
import { previewing } from '@/lib/cms/draft';
import styles from './preview-notice.module.css';

/** Tells an editor in the admin's preview that the page shows drafts, and how to leave. */
export async function PreviewNotice() {
  if (!(await previewing())) return null;
  const t = await getTranslations('commons');
  return (
    <div className={styles.notice} role="status">
      <p>{t('previewNotice')}</p>
      {/* A route handler, not a page: a full request switches draft mode off, then comes back here. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/api/preview/exit" className={styles.exit}>
        {t('previewExit')}
      </a>
    </div>
  );
}
