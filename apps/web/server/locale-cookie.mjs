// The cookie that stores the visitor's language (spec 4), shared by the proxy that sets it
// (src/lib/proxy/locale-choice.ts) and the front door that keeps prefetches from setting it.
import { ServerResponse } from 'node:http';
export const LOCALE_COOKIE = 'i18n_redirected';

/** Next's prefetches and the browser's: fetched ahead of a visit that may not come. */
export const isPrefetch = (req) =>
  req.headers['next-router-prefetch'] === '1' ||
  /prefetch/i.test(String(req.headers['sec-purpose'] ?? req.headers.purpose ?? ''));

const isLocaleCookie = (value) => String(value).trimStart().startsWith(`${LOCALE_COOKIE}=`);

/**
 * Spec 4: the language is stored when the visitor opens a page in it. A prefetch is not such a
 * visit, and one begun on a French page can be answered after the visitor switched to English (the
 * switch's own request stores `en`): its answer must not store `fr` again. Removes the cookie from
 * the head about to be written (`writeHeadArgs`: what the writer passed after the status).
 */
export function dropLocaleCookie(res, writeHeadArgs) {
  const set = res.getHeader('set-cookie');
  if (set !== undefined) {
    const kept = [set].flat().filter((value) => !isLocaleCookie(value));
    // Node's own setHeader: Next's, on this response, adds the proxy's cookies back to any list set.
    if (kept.length > 0) ServerResponse.prototype.setHeader.call(res, 'set-cookie', kept);
    else res.removeHeader('set-cookie');
  }
  for (const passed of writeHeadArgs) {
    if (Array.isArray(passed)) {
      // [name, value, name, value, …]
      for (let i = passed.length - 2; i >= 0; i -= 2)
        if (String(passed[i]).toLowerCase() === 'set-cookie' && isLocaleCookie(passed[i + 1])) passed.splice(i, 2);
    } else if (typeof passed === 'object' && passed !== null) {
      for (const name of Object.keys(passed))
        if (name.toLowerCase() === 'set-cookie') {
          const kept = [passed[name]].flat().filter((value) => !isLocaleCookie(value));
          if (kept.length > 0) passed[name] = kept;
          else delete passed[name];
        }
    }
  }
}
