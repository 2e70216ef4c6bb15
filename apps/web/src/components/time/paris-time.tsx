import { getTranslations } from 'next-intl/server';
import { VisitorTime } from '@/components/live/visitor-time';
import type { Locale } from '@/i18n/locales';
import { formatDate, intlLocale } from '@/lib/format';
import { isTimeZone, PARIS_ZONE, timeInZone } from '@/lib/time/time-in-zone';

/** A place whose clock a page is about (a guide's country): its IANA zone and its city's name. */
export type LocalClock = { timeZone: string; city: string };

type Props = {
  iso: string;
  locale: Locale;
  local?: LocalClock | null;
  /**
   * Held at that place (a fair abroad): its own time comes first, Paris's after it. Otherwise (a
   * live, a webinar, given from Paris) Paris's comes first.
   */
  localFirst?: boolean;
};

/**
 * A date and time as every page gives one: on Paris's clock, said so in the server's HTML (true
 * without JavaScript), on the clock of the place the page is about when there is one ("· 16:00 à
 * Dakar"), then on the visitor's own once the browser tells it (VisitorTime). What is held at that
 * place reads its own time first ("23 avril 2027 à 09:00, heure locale à Hô Chi Minh-Ville · 04:00
 * (heure de Paris)"), its date on Paris's clock only when the day is not the same there.
 */
export async function ParisTime({ iso, locale, local, localFirst = false }: Props) {
  const t = await getTranslations({ locale, namespace: 'lives' });
  const place = local && isTimeZone(local.timeZone) ? local : null;
  // The template itself: the browser fills it in, and formatting it here without its values fails.
  const visitor = (
    <VisitorTime
      iso={iso}
      intlLocale={intlLocale[locale]}
      template={String(t.raw('yourTime'))}
      shownZone={place?.timeZone ?? null}
    />
  );
  if (place && localFirst) {
    const paris = timeInZone(intlLocale[locale], iso, PARIS_ZONE, 'unless-same-day', place.timeZone);
    return (
      <>
        <time dateTime={iso}>
          {t('localTimeFirst', { time: formatDate(locale, iso, true, place.timeZone), city: place.city })}
        </time>
        {` · ${paris} (${t('parisTime')})`}
        {visitor}
      </>
    );
  }
  const there = place
    ? t('localTime', {
        time: timeInZone(intlLocale[locale], iso, place.timeZone, 'unless-same-day'),
        city: place.city,
      })
    : null;
  return (
    <>
      <time dateTime={iso}>{formatDate(locale, iso, true)}</time>
      {` (${t('parisTime')})`}
      {there && ` · ${there}`}
      {visitor}
    </>
  );
}
