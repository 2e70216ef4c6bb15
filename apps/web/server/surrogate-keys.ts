// The CMS tags of a page, on its answer, for a shared cache in front (Varnish's xkey): the
// revalidation webhook that expires Next's tags also purges the pages that carry them there
// (src/lib/cache/shared-cache-purge.ts). Next keeps a page's tags in its cache entry
// (`x-next-cache-tags`) and takes them off the answer; the page cache handlers copy the CMS ones
// to an `xkey` header of the entry, which Next writes on the answer with the entry's other headers.
// See docs/decisions/varnish.md.
import { type CacheValue, tagsOf } from './page-cache-rules';
import { CACHE_TAGS_HEADER, PAGE_ENTRY } from './next-internals';

/** The tags a page is purged by: what it shows (`cms:`), never the reads it was drawn from (`data:`). */
const PAGE_TAG_PREFIX = 'cms:';

/** The header Varnish's xkey module reads: the keys, separated by spaces. */
export const SURROGATE_KEYS_HEADER = 'xkey';

/**
 * Keeps on a page entry only the tags of what it shows, and adds them as its surrogate keys (in
 * place; other entries untouched). Next gives a page the tags of every cached read it made: a data
 * tag there would expire the page whenever any entry of that type changes, which is what the page
 * tags replace (docs/decisions/precise-purge.md). Next's own tags (paths, `_N_T_`) stay.
 */
export function withSurrogateKeys<T extends CacheValue | null | undefined>(data: T): T {
  // An entry read again (from memory, or stored with them) has its keys already.
  if (data?.kind !== PAGE_ENTRY || !data.headers || SURROGATE_KEYS_HEADER in data.headers) return data;
  const tags = tagsOf(data);
  if (tags.length) data.headers[CACHE_TAGS_HEADER] = tags.filter((tag) => !tag.startsWith('data:')).join(',');
  const keys = tags.filter((tag) => tag.startsWith(PAGE_TAG_PREFIX));
  if (keys.length) data.headers[SURROGATE_KEYS_HEADER] = keys.join(' ');
  return data;
}
