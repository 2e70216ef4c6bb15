import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PanelDialog } from '@/components/panels/panel-dialog';
import type { Locale } from '@/i18n/locales';
import type { LeadContext } from '@/lib/leads/lead-form-href';
import { CallsToAction, LAYOUT_ACTIONS } from './calls-to-action';
import { ScrollTopButton } from './scroll-top-button';
import styles from './bottom-block.module.css';

export type BottomPanels = { filters?: ReactNode; coursePanel?: ReactNode };

/**
 * The bottom block of requirements 2.6. Mobile: the course-filters and course-panel buttons (on the
 * pages that have them), scroll-to-top and the bar of calls to action. Desktop: scroll-to-top only.
 */
export async function BottomBlock({
  locale,
  panels = {},
  context,
  callsToAction = true,
}: {
  locale: Locale;
  panels?: BottomPanels;
  context?: LeadContext;
  callsToAction?: boolean;
}) {
  const t = await getTranslations('commons');
  // The bottom sheets of this page, titled by their key in the dictionary.
  const sheets = (['filters', 'coursePanel'] as const).flatMap((key) =>
    panels[key] ? [[key, panels[key]] as const] : [],
  );
  return (
    <>
      {callsToAction && <div className={styles.spacer} aria-hidden="true" />}
      <div className={styles.block}>
        <ScrollTopButton label={t('scrollTop')} className={styles.scrollTop!} />
        <div className={styles.mobile}>
          {sheets.length > 0 && (
            <div className={styles.panels}>
              {sheets.map(([key, content]) => (
                <PanelDialog
                  key={key}
                  side="bottom"
                  title={t(key)}
                  closeLabel={t('close')}
                  trigger={t(key)}
                  triggerClassName={styles.panelButton}
                >
                  {content}
                </PanelDialog>
              ))}
            </div>
          )}
          {callsToAction && <CallsToAction locale={locale} actions={LAYOUT_ACTIONS} context={context} layout="bar" />}
        </div>
      </div>
    </>
  );
}
