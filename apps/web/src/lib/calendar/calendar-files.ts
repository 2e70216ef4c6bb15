import { createEvent, type EventAttributes } from 'ics';
import type { EventItem } from '@/lib/cms/schemas/event';
import type { Live } from '@/lib/cms/schemas/live';

// A live with no stated duration, or an event with no end, is planned for an hour.
const DEFAULT_DURATION = { minutes: 60 };

/** Where a live's calendar file is, in a language (served by app/calendar/[locale]/lives/[file]). */
export const liveCalendarPath = (locale: string, slug: string): string => `/calendar/${locale}/lives/${slug}.ics`;
/** Where an event's calendar file is, by its CMS document id (events have no slug). */
export const eventCalendarPath = (locale: string, documentId: string): string =>
  `/calendar/${locale}/events/${documentId}.ics`;

type Site = { host: string };

/**
 * One iCalendar event. Times are written in UTC (`…Z`): each calendar shows them in its owner's
 * time zone, with no time-zone table to get wrong. The UID is stable (and the same in both
 * languages), so adding the file again updates the event instead of duplicating it.
 */
function calendarFile(kind: 'live' | 'event', id: string, { host }: Site, event: EventAttributes): string {
  const { error, value } = createEvent({
    ...event,
    uid: `${kind}-${id}@${host}`,
    productId: `-//${host}//${kind}s//EN`,
  });
  if (error || !value) throw new Error(`calendar file of ${kind} ${id}: ${error?.message ?? 'no output'}`);
  return value;
}

/** A live (online) as an iCalendar event: its registration page, or the lives page, as its link. */
export function liveCalendarFile(live: Live, site: Site & { pageUrl: string; location: string }): string {
  const url = live.registrationUrl ?? site.pageUrl;
  return calendarFile('live', live.slug, site, {
    title: live.title,
    description: [live.description, url].filter(Boolean).join('\n\n'),
    url,
    location: site.location,
    start: new Date(live.publishDate).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: live.durationMinutes ? { minutes: live.durationMinutes } : DEFAULT_DURATION,
  });
}

/** An event (open day, fair, webinar) as an iCalendar event. */
export function eventCalendarFile(event: EventItem, site: Site): string {
  return calendarFile('event', event.documentId, site, {
    title: event.title,
    description: [event.description, event.url].filter(Boolean).join('\n\n') || undefined,
    url: event.url ?? undefined,
    location: event.location ?? undefined,
    start: new Date(event.dateStart).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    ...(event.dateEnd
      ? { end: new Date(event.dateEnd).getTime(), endInputType: 'utc', endOutputType: 'utc' }
      : { duration: DEFAULT_DURATION }),
  });
}

/** The answer of a calendar file route: a file to save, cached a few minutes. */
export const calendarResponse = (body: string, name: string): Response =>
  new Response(body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${name}.ics"`,
      'cache-control': 'public, max-age=300',
    },
  });
