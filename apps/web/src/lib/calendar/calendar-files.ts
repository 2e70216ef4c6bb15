import { createEvent } from 'ics';
import type { Live } from '@/lib/cms/schemas/live';

// A live with no stated duration is planned for an hour.
const DEFAULT_MINUTES = 60;

/** Where a live's calendar file is, in a language (served by app/calendar/[locale]/lives/[file]). */
export const liveCalendarPath = (locale: string, slug: string): string => `/calendar/${locale}/lives/${slug}.ics`;

/**
 * A live as an iCalendar event. Times are written in UTC (`…Z`): each calendar shows them in its
 * owner's time zone, with no time-zone table to get wrong. The UID is stable, so adding the file
 * again updates the event instead of duplicating it.
 */
export function liveCalendarFile(
  live: Live,
  { pageUrl, host, location }: { pageUrl: string; host: string; location: string },
): string {
  const start = new Date(live.publishDate);
  const { error, value } = createEvent({
    uid: `live-${live.slug}@${host}`,
    title: live.title,
    description: [live.description, live.registrationUrl ?? pageUrl].filter(Boolean).join('\n\n'),
    url: live.registrationUrl ?? pageUrl,
    location,
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: live.durationMinutes ?? DEFAULT_MINUTES },
    productId: `-//${host}//lives//EN`,
  });
  if (error || !value) throw new Error(`calendar file of live ${live.slug}: ${error?.message ?? 'no output'}`);
  return value;
}
