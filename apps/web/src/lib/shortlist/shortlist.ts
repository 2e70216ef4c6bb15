/**
 * The visitor's shortlist: CMS documentIds (the same in every language, where slugs are
 * translated), oldest first, kept by the browser under one versioned key.
 */
export const SHORTLIST_KEY = 'horizon-shortlist-v1';
export const SHORTLIST_MAX = 20;
/** Courses compared side by side: at least two, at most four (four columns still fit a desktop). */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

/** A Strapi 5 documentId (24 lower-case letters and digits); anything else names no course. */
export const isDocumentId = (value: string): boolean => /^[a-z0-9]{24}$/.test(value);

/** The ids of a list, deduplicated, valid ones only, at most `SHORTLIST_MAX`. */
export const cleanShortlist = (ids: readonly string[]): string[] =>
  [...new Set(ids.filter(isDocumentId))].slice(0, SHORTLIST_MAX);

/** The stored value read back: whatever another version or a hand edit left there gives a clean list. */
export function parseShortlist(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? cleanShortlist(value.filter((id): id is string => typeof id === 'string')) : [];
  } catch {
    return [];
  }
}

/** The list with `id` added at the end or taken out; a full list takes nothing more. */
export function toggled(ids: readonly string[], id: string): string[] {
  if (ids.includes(id)) return ids.filter((other) => other !== id);
  return ids.length >= SHORTLIST_MAX ? [...ids] : [...ids, id];
}

/** The shortlist page's query (`?ids=a,b`), which the page renders on the server. */
export const SHORTLIST_PARAM = 'ids';
export const shortlistQuery = (ids: readonly string[]): string => ids.join(',');
export const idsOfQuery = (value: string | undefined): string[] => cleanShortlist((value ?? '').split(','));
