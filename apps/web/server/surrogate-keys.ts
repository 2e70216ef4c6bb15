// The CMS tags of a page, on its answer, for a shared cache in front (Varnish's xkey): the
// revalidation webhook that expires Next's tags also purges the pages that carry them there
// (src/lib/cache/shared-cache-purge.ts). Next keeps a page's tags in its cache entry
// (`x-next-cache-tags`) and takes them off the answer; the page cache handlers copy the CMS ones
// to an `xkey` header of the entry, which Next writes on the answer with the entry's other headers.
// See docs/decisions/varnish.md.
import { type CacheValue, tagsOf } from './page-cache-rules';
import { PAGE_ENTRY } from './next-internals';

/** The header Varnish's xkey module reads: the keys, separated by spaces. */
export const SURROGATE_KEYS_HEADER = 'xkey';

/** Adds the CMS tags of a page entry as its surrogate keys (in place; other entries untouched). */
export function withSurrogateKeys<T extends CacheValue | null | undefined>(data: T): T {
  // An entry read again (from memory, or stored with them) has its keys already.
  if (data?.kind !== PAGE_ENTRY || !data.headers || SURROGATE_KEYS_HEADER in data.headers) return data;
  const keys = tagsOf(data).filter((tag) => tag.startsWith('cms:'));
  if (keys.length) data.headers[SURROGATE_KEYS_HEADER] = keys.join(' ');
  return data;
}
