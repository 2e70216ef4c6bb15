import { getTranslations } from 'next-intl/server';
import { LiveCard } from '@/components/live/live-list';
import { Section } from '@/components/section';
import { ParisTime, type LocalClock } from '@/components/time/paris-time';
import type { Locale } from '@/i18n/locales';
import { getUpcomingEvents, notEnded } from '@/lib/cms/resources/events';
import { getNextLive } from '@/lib/cms/resources/lives';
import { getOfficesIfAvailable } from '@/lib/cms/resources/offices';
import { eventsForCountry, inTheNightIn } from '@/lib/guides/country-events';
import { now } from '@/lib/time/now';
import styles from './country-guide.module.css';

const EVENTS_SHOWN = 3;

/**
 * The next events for the country's students that have not ended (the read is rounded to the hour):
 * held there, or online at an hour they can attend, or recorded (eventsForCountry).
 */
async function comingEvents(locale: Locale, countryCode: string, local: LocalClock | null) {
  const upcoming = ((await getUpcomingEvents(locale)) ?? []).filter(notEnded(now().getTime()));
  return eventsForCountry(upcoming, countryCode, local?.timeZone ?? null).slice(0, EVENTS_SHOWN);
}

/** The clock of the network's office in a country: the guide's readers live on it. */
async function countryClock(locale: Locale, countryCode: string): Promise<LocalClock | null> {
  const office = (await getOfficesIfAvailable(locale))?.find((candidate) => candidate.countryCode === countryCode);
  return office?.timeZone ? { timeZone: office.timeZone, city: office.city } : null;
}

/**
 * The next live and the next events for the country's students, each time in Paris, in the guide's
 * country (its office's zone, in the server's HTML) and, once the browser says where the visitor
 * is, on their own clock.
 */
export async function GuideAgenda({ locale, countryCode }: { locale: Locale; countryCode: string }) {
  const [t, next, local] = await Promise.all([
    getTranslations({ locale, namespace: 'guides' }),
    getNextLive(locale),
    countryClock(locale, countryCode),
  ]);
  const coming = await comingEvents(locale, countryCode, local);
  return (
    <Section title={t('agendaTitle')}>
      {!next && coming.length === 0 && <p>{t('agendaNone')}</p>}
      {next && <LiveCard live={next} locale={locale} upcoming local={local} />}
      {/* Lives are recorded: one in the country's night is watched afterwards. */}
      {next && local && inTheNightIn(next.publishDate, local.timeZone) && (
        <p>{t('liveAtNight', { city: local.city })}</p>
      )}
      {coming.length > 0 && (
        <ul className={styles.events}>
          {coming.map(({ event, night }) => (
            <li key={event.documentId}>
              <p className={styles.when}>
                {/* A fair held in the country reads its own time first; an online one, Paris's. */}
                <ParisTime
                  iso={event.dateStart}
                  locale={locale}
                  local={local}
                  localFirst={event.countryCode === countryCode}
                />
              </p>
              {night && local && <p>{t('eventAtNight', { city: local.city })}</p>}
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
