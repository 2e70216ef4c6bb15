// What the page cache never keeps, wherever it keeps the rest (server/page-cache-handler.mjs).
//
// 1. Pages of URLs that name nothing. Next keeps the 404 answer of a slug route like any other
//    render, with no bound: every made-up /formations/<anything> would add an entry until the disk
//    (or Redis) is full. The same holds for a redirect (the course list sends a made-up filter
//    value to the list without it). A 404 or a redirect is rendered again on each request instead
//    (from cached CMS reads: an unknown slug is itself not cached, see src/lib/cms/client.ts).
//
// 2. Anything rendered or read while its content changed. Next dates an entry when it is stored,
//    not when its render began: a page whose render started before an editor's change and ended
//    after the webhook expired its tags would be stored as newer than the change, with the old
//    text, and served until the next change. An entry carrying a tag expired in the last few
//    seconds is therefore not kept; the next request renders it again.
//
// See docs/decisions/error-pages.md, course-list-views.md and cache-revalidation.md.

/** Longer than any render: a CMS read gives up after CMS_TIMEOUT_MS (8 s by default). */
export const SETTLING_MS = 15_000;

/** Rule 1: the page of a 404 or a redirect. */
export const isKeptAway = (data) =>
  data?.kind === 'APP_PAGE' && (data.status === 404 || (data.status >= 300 && data.status < 400));

/** The cache tags of an entry: a CMS read's from its context, a page's from its headers. */
export function tagsOf(data, ctx) {
  if (data?.kind === 'FETCH') return ctx?.tags ?? [];
  const header = data?.headers?.['x-next-cache-tags'];
  return typeof header === 'string' ? header.split(',') : [];
}
