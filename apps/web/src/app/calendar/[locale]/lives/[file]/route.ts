import { getTranslations } from 'next-intl/server';
import { contentPath } from '@/i18n/content-paths';
import { isLocale } from '@/i18n/locales';
import { calendarResponse, liveCalendarFile } from '@/lib/calendar/calendar-files';
import { getLive } from '@/lib/cms/resources/lives';
import { absoluteUrl, siteOrigin } from '@/lib/site-origin';

/** /calendar/<locale>/lives/<slug>.ics: a live to add to one's calendar. */
export async function GET(_request: Request, { params }: RouteContext<'/calendar/[locale]/lives/[file]'>) {
  const { locale, file } = await params;
  const slug = /^(.+)\.ics$/.exec(file)?.[1];
  const live = isLocale(locale) && slug ? await getLive(locale, slug) : null;
  if (!live || !isLocale(locale)) return new Response('Not found', { status: 404 });
  const [origin, t] = await Promise.all([siteOrigin(locale), getTranslations({ locale, namespace: 'lives' })]);
  const body = liveCalendarFile(live, {
    pageUrl: absoluteUrl(contentPath.live(locale, live.slug), origin),
    host: new URL(origin).hostname,
    location: t('online'),
  });
  return calendarResponse(body, live.slug);
}
