// The front door's part of the language cookie (src/lib/locale-cookie.ts): a prefetch's answer
// never stores it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LOCALE_COOKIE } from '@/lib/locale-cookie';
import { ROUTER_PREFETCH_HEADER } from './next-internals';

/** Next's prefetches and the browser's: fetched ahead of a visit that may not come. */
export const isPrefetch = (req: IncomingMessage): boolean =>
  req.headers[ROUTER_PREFETCH_HEADER] === '1' ||
  /prefetch/i.test(String(req.headers['sec-purpose'] ?? req.headers.purpose ?? ''));

const isLocaleCookie = (value: string): boolean => value.trimStart().startsWith(`${LOCALE_COOKIE}=`);

/**
 * Requirements 4: the language is stored when the visitor opens a page in it. A prefetch is not such a
 * visit, and one begun on a French page can be answered after the visitor switched to English (the
 * switch's own request stores `en`): its answer must not store `fr` again. Removes the cookie from
 * the head about to be written (the proxy's cookies reach the response through `setHeader` and
 * `appendHeader`, never as `writeHead`'s argument).
 */
export function dropLocaleCookie(res: ServerResponse): void {
  const set = res.getHeader('set-cookie');
  if (set === undefined) return;
  const kept = [set]
    .flat()
    .map(String)
    .filter((value) => !isLocaleCookie(value));
  if (kept.length === 0) return res.removeHeader('set-cookie');
  // Node's own setHeader: Next's, on this response, adds the proxy's cookies back to any list set.
  (Object.getPrototypeOf(res) as ServerResponse).setHeader.call(res, 'set-cookie', kept);
}
