import { isLocale } from '@/i18n/locales';
import { calendarResponse, eventCalendarFile } from '@/lib/calendar/calendar-files';
import { getEvent } from '@/lib/cms/resources/events';
import { siteOrigin } from '@/lib/site-origin';

/** /calendar/<locale>/events/<document id>.ics: an event to add to one's calendar. */
export async function GET(_request: Request, { params }: RouteContext<'/calendar/[locale]/events/[file]'>) {
  const { locale, file } = await params;
  const documentId = /^(.+)\.ics$/.exec(file)?.[1];
  const event = isLocale(locale) && documentId ? await getEvent(locale, documentId) : null;
  if (!event || !isLocale(locale)) return new Response('Not found', { status: 404 });
  const origin = await siteOrigin(locale);
  return calendarResponse(eventCalendarFile(event, { host: new URL(origin).hostname }), event.documentId);
}
