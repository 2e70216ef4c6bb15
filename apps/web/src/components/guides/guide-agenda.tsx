import { getTranslations } from 'next-intl/server';
import { LiveCard } from '@/components/live/live-list';
import { VisitorTime } from '@/components/live/visitor-time';
import { Section } from '@/components/section';
import type { Locale } from '@/i18n/locales';
import { getUpcomingEvents, notEnded } from '@/lib/cms/resources/events';
import { getNextLive } from '@/lib/cms/resources/lives';
import { formatDate, intlLocale } from '@/lib/format';
import styles from './country-guide.module.css';

const EVENTS_SHOWN = 3;

/** The next events that have not ended (the read is rounded to the hour). */
async function comingEvents(locale: Locale) {
  return ((await getUpcomingEvents(locale)) ?? []).filter(notEnded(Date.now())).slice(0, EVENTS_SHOWN);
}

/**
 * The next live and the next events, each time in Paris and, once the browser says where the
 * visitor is, in their own time zone (VisitorTime): a student abroad reads their own clock.
 */
export async function GuideAgenda({ locale }: { locale: Locale }) {
  const [t, lives, next, coming] = await Promise.all([
    getTranslations({ locale, namespace: 'guides' }),
    getTranslations({ locale, namespace: 'lives' }),
    getNextLive(locale),
    comingEvents(locale),
  ]);
  return (
    <Section title={t('agendaTitle')}>
      {!next && coming.length === 0 && <p>{t('agendaNone')}</p>}
      {next && <LiveCard live={next} locale={locale} upcoming />}
      {coming.length > 0 && (
        <ul className={styles.events}>
          {coming.map((event) => (
            <li key={event.documentId}>
              <p className={styles.when}>
                <time dateTime={event.dateStart}>{formatDate(locale, event.dateStart, true)}</time>
                {` (${lives('parisTime')})`}
                <VisitorTime iso={event.dateStart} intlLocale={intlLocale[locale]} template={lives('yourTime')} />
              </p>
              <p className={styles.stepTitle}>
                {event.url ? (
                  <a href={event.url} rel="noopener">
                    {event.title}
                  </a>
                ) : (
                  event.title
                )}
              </p>
              {event.location && <p>{event.location}</p>}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
