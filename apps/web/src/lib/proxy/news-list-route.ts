import { toLocale } from '@/i18n/locales';
import { newsPageOfSearch } from '@/lib/news-list-page';
import { notFoundPath } from './oversized-path';

const LIST = /^\/(fr|en)\/(mobile|desktop)\/news$/;
const INTERNAL = /^\/(fr|en)\/(mobile|desktop)\/news-list(?:\/|$)/;

/**
 * The internal route of a news-list address: its page becomes a path segment
 * (/fr/mobile/news?page=2 → /fr/mobile/news-list/2), so each page of the list is cached like any
 * page (docs/decisions/news-list-pages.md). The internal route itself is not an address of the
 * site: asked for directly, it is the 404 page. Other paths are returned as they are.
 */
export function newsListRoute(internalPath: string, search: URLSearchParams): string {
  const list = LIST.exec(internalPath);
  if (list) return `/${list[1]}/${list[2]}/news-list/${newsPageOfSearch(search)}`;
  const internal = INTERNAL.exec(internalPath);
  if (internal) return notFoundPath(toLocale(internal[1]));
  return internalPath;
}
