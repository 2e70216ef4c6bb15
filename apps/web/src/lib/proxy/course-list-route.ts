import { toLocale } from '@/i18n/locales';
import { viewKey, viewOfSearch } from '@/lib/course-list-view';
import { notFoundPath } from './oversized-path';

const LIST = /^\/(fr|en)\/(mobile|desktop)\/formations$/;
const INTERNAL = /^\/(fr|en)\/(mobile|desktop)\/course-list(?:\/|$)/;

/**
 * The internal route of a course-list address: its filters and page become one path segment
 * (/fr/mobile/formations?locations=paris → /fr/mobile/course-list/locations=paris), so each view
 * is cached like any page. The internal route itself is not an address of the site: asked for
 * directly, it is the 404 page. Other paths are returned as they are.
 */
export function courseListRoute(internalPath: string, search: URLSearchParams): string {
  const list = LIST.exec(internalPath);
  if (list) return `/${list[1]}/${list[2]}/course-list/${encodeURIComponent(viewKey(viewOfSearch(search)))}`;
  const internal = INTERNAL.exec(internalPath);
  if (internal) return notFoundPath(toLocale(internal[1]));
  return internalPath;
}
