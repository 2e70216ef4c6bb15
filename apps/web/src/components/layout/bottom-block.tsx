import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PanelDialog } from '@/components/panels/panel-dialog';
import type { Locale } from '@/i18n/locales';
import { leadFormHref, type LeadContext } from '@/lib/leads/lead-form-href';
import { ScrollTopButton } from './scroll-top-button';
import { SmartLink } from './smart-link';
import styles from './bottom-block.module.css';

export type BottomPanels = { filters?: ReactNode; coursePanel?: ReactNode };

/**
 * Spec 2.6's bottom block. Mobile: the course-filters and course-panel buttons (on the pages
 * that have them), scroll-to-top and the bar of calls to action. Desktop: scroll-to-top only.
 */
export async function BottomBlock({
  locale,
  panels = {},
  context,
}: {
  locale: Locale;
  panels?: BottomPanels;
  context?: LeadContext;
}) {
  const t = await getTranslations('commons');
  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <div className={styles.block}>
        <ScrollTopButton label={t('scrollTop')} className={styles.scrollTop!} />
        <div className={styles.mobile}>
          {(panels.filters || panels.coursePanel) && (
            <div className={styles.panels}>
              {panels.filters && (
                <PanelDialog
                  side="bottom"
                  title={t('filters')}
                  closeLabel={t('close')}
                  trigger={t('filters')}
                  triggerClassName={styles.panelButton}
                >
                  {panels.filters}
                </PanelDialog>
              )}
              {panels.coursePanel && (
                <PanelDialog
                  side="bottom"
                  title={t('coursePanel')}
                  closeLabel={t('close')}
                  trigger={t('coursePanel')}
                  triggerClassName={styles.panelButton}
                >
                  {panels.coursePanel}
                </PanelDialog>
              )}
            </div>
          )}
          <nav className={styles.ctaBar} aria-label={t('registration')}>
            <SmartLink href={leadFormHref('brochure', locale, context)}>{t('brochure')}</SmartLink>
            <SmartLink href={leadFormHref('contact', locale, context)}>{t('contact')}</SmartLink>
            <SmartLink href={leadFormHref('registration', locale, context)} className={styles.primary}>
              {t('registration')}
            </SmartLink>
          </nav>
        </div>
      </div>
    </>
  );
}
