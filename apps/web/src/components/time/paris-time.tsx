import { getTranslations } from 'next-intl/server';
import { VisitorTime } from '@/components/live/visitor-time';
import type { Locale } from '@/i18n/locales';
import { formatDate, intlLocale } from '@/lib/format';
import { isTimeZone, timeInZone } from '@/lib/time/time-in-zone';

/** A place whose clock a page is about (a guide's country): its IANA zone and its city's name. */
export type LocalClock = { timeZone: string; city: string };

type Props = { iso: string; locale: Locale; local?: LocalClock | null };

/**
 * A date and time as every page gives one: on Paris's clock, said so in the server's HTML (true
 * without JavaScript), on the clock of the place the page is about when there is one ("· 16:00 à
 * Dakar"), then on the visitor's own once the browser tells it (VisitorTime).
 */
export async function ParisTime({ iso, locale, local }: Props) {
  const t = await getTranslations({ locale, namespace: 'lives' });
  const there =
    local && isTimeZone(local.timeZone)
      ? t('localTime', {
          time: timeInZone(intlLocale[locale], iso, local.timeZone, 'unless-paris-day'),
          city: local.city,
        })
      : null;
  return (
    <>
      <time dateTime={iso}>{formatDate(locale, iso, true)}</time>
      {` (${t('parisTime')})`}
      {there && ` · ${there}`}
      {/* The template itself: the browser fills it in, and formatting it here without its values fails. */}
      <VisitorTime iso={iso} intlLocale={intlLocale[locale]} template={String(t.raw('yourTime'))} />
    </>
  );
}
