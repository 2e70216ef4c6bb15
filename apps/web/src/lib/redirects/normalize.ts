/**
 * The lookup key of a path: redirect rules and incoming requests go through the same function, so
 * every spelling a browser, a crawler or a CMS editor may use for one legacy page meets the same key
 * in an exact Map lookup.
 */

/** Longer paths are not legacy pages but probes; refusing them bounds the work done per request. */
export const MAX_PATH_LENGTH = 2048;

// Paths that are already keys (the common case) skip decoding and re-encoding: every character here
// survives decodeURIComponent, toLowerCase, NFC and encodeURIComponent unchanged.
const ALREADY_NORMAL = /^(?:\/[a-z0-9\-._~]+)+$/;

/**
 * The key of `pathname`, or null when it cannot name a page.
 *
 * - A query string or fragment, if present, is dropped: rules match on the path only.
 * - Each segment is percent-decoded, lower-cased, put in Unicode NFC (so a decomposed `é` equals a
 *   composed one), then re-encoded with `encodeURIComponent`: `%2F` inside a segment stays a
 *   character of that segment, never a separator.
 * - Empty segments vanish, which collapses `//` and removes the trailing slash; the root stays `/`.
 *
 * Null for: a path not starting with `/`, more than {@link MAX_PATH_LENGTH} characters, malformed
 * percent-encoding (`%E0%A4%A`, a lone `%`) or a lone UTF-16 surrogate. Such a path cannot be the
 * key of a well-formed rule, so the request simply finds no redirect; keeping the raw segment instead
 * would make `%zz` and `%ZZ` differ and give attackers a second spelling of every key.
 *
 * Never throws, whatever the input.
 */
export function normalizePath(pathname: string): string | null {
  if (typeof pathname !== 'string' || pathname.length > MAX_PATH_LENGTH) return null;

  const path = withoutQueryAndFragment(pathname);
  if (!path.startsWith('/')) return null;
  if (ALREADY_NORMAL.test(path)) return path;

  const segments: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '') continue;
    const key = normalizeSegment(segment);
    if (key === null) return null;
    segments.push(key);
  }
  return `/${segments.join('/')}`;
}

function withoutQueryAndFragment(pathname: string): string {
  const end = pathname.search(/[?#]/);
  return end === -1 ? pathname : pathname.slice(0, end);
}

function normalizeSegment(segment: string): string | null {
  try {
    return encodeURIComponent(decodeURIComponent(segment).toLowerCase().normalize('NFC'));
  } catch {
    // URIError: malformed percent-encoding, or a lone surrogate that cannot be encoded.
    return null;
  }
}
