import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { CardGrid } from '@/components/cards/card-grid';
import { Section } from '@/components/section';
import type { Live } from '@/lib/cms/schemas/live';
import { liveCalendarPath } from '@/lib/calendar/calendar-files';
import { formatDate } from '@/lib/format';
import { ParisTime, type LocalClock } from '@/components/time/paris-time';
import styles from './live-list.module.css';
import { CoverImage } from '@/components/cards/cover-image';

type LiveCardProps = {
  live: Live;
  locale: Locale;
  upcoming: boolean;
  /** Its picture is the page's largest paint (the first live of the lives page). */
  lcp?: boolean;
  /** The clock of the place the page is about (a guide's country), to give the time on it too. */
  local?: LocalClock | null;
};

/**
 * A live: for one to come, its time (in Paris, on the page's place's clock and on the visitor's),
 * its registration link and its calendar file; for a past one, its day (the hour of a recording
 * matters to nobody) and its video.
 */
export async function LiveCard({ live, locale, upcoming, lcp = false, local }: LiveCardProps) {
  const t = await getTranslations('lives');
  const action = upcoming ? live.registrationUrl : live.videoUrl;
  return (
    <article id={live.slug} className={upcoming ? `${styles.live} ${styles.next}` : styles.live}>
      {live.posterframe && <CoverImage media={live.posterframe} width={414} lcp={lcp} />}
      <div>
        <p className={styles.date}>
          {upcoming ? (
            <ParisTime iso={live.publishDate} locale={locale} local={local} />
          ) : (
            <time dateTime={live.publishDate}>{formatDate(locale, live.publishDate)}</time>
          )}
          {live.durationMinutes ? ` · ${t('minutes', { count: live.durationMinutes })}` : null}
        </p>
        <h3>{live.title}</h3>
        {live.description && <p>{live.description}</p>}
        {(action || upcoming) && (
          <p className={styles.actions}>
            {action && (
              <a
                href={action}
                target="_blank"
                rel="noopener"
                className={upcoming ? 'button accent' : 'button secondary'}
              >
                {upcoming ? t('register') : t('watch')}
              </a>
            )}
            {upcoming && (
              // A file to open, not a page: a plain link.
              <a href={liveCalendarPath(locale, live.slug)} className="button secondary" download>
                {t('addToCalendar')}
              </a>
            )}
          </p>
        )}
      </div>
    </article>
  );
}

/** The next live session, then the past ones (newest first); the first of them opens the page. */
export async function LiveList({ next, past, locale }: { next: Live | null; past: Live[]; locale: Locale }) {
  const t = await getTranslations('lives');
  if (!next && past.length === 0) return <p>{t('none')}</p>;
  return (
    <>
      {next && (
        <Section title={t('next')}>
          <LiveCard live={next} locale={locale} upcoming lcp />
        </Section>
      )}
      {past.length > 0 && (
        <Section title={t('past')}>
          <CardGrid>
            {past.map((live, index) => (
              <li key={live.slug}>
                <LiveCard live={live} locale={locale} upcoming={false} lcp={!next && index === 0} />
              </li>
            ))}
          </CardGrid>
        </Section>
      )}
    </>
  );
}
