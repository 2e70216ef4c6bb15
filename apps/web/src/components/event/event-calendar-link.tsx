import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { eventCalendarPath } from '@/lib/calendar/calendar-files';
import styles from './event-calendar-link.module.css';

type Props = { locale: Locale; documentId: string; title: string };

/**
 * "Add to my calendar" for an event: a file to open, not a page, so a plain link. It names the
 * event for a screen reader, since a list of events shows the same words on every card.
 */
export async function EventCalendarLink({ locale, documentId, title }: Props) {
  const t = await getTranslations('lives');
  return (
    <a href={eventCalendarPath(locale, documentId)} className={styles.link} download>
      {t('addToCalendar')}
      <span className="visually-hidden"> : {title}</span>
    </a>
  );
}
