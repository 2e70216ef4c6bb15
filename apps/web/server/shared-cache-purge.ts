// Purges the pages of changed CMS tags from the shared caches in front of the site (Varnish with
// xkey: deploy/varnish/site.vcl), once Next has expired those tags in its own page cache, so that
// a cache that fetches again gets the new page and never stores the old one. Called by the page
// cache handlers' revalidateTag (server/page-cache-handler.ts, server/redis-page-cache.ts), which
// Next calls on the instance that received the CMS webhook. See docs/decisions/varnish.md.
import { envOf } from '@/lib/env-schema';
import { log } from '@/lib/log';
import { recordVarnishPurge } from '@/lib/metrics';
import { fanOut, lookupAll, type LookupAll } from '@horizon/shared/dns-fan-out';

const PURGE_TIMEOUT_MS = 3000;

/** The caches to purge: VARNISH_PURGE_URLS, validated by the configuration's schema (none when unset). */
export const purgeUrls = (): string[] => envOf(['VARNISH_PURGE_URLS']).VARNISH_PURGE_URLS;

/**
 * Asks each cache to drop the pages carrying one of `tags` (`PURGE` with `xkey-purge`): every
 * address of a cache's host name, resolved now (Varnish pods behind a headless Service). A cache
 * that does not answer, or a name that does not resolve, is logged, never fatal: its pages then
 * live until their time is up.
 */
export async function purgeSharedCaches(
  tags: string | readonly string[],
  urls: readonly string[] = purgeUrls(),
  lookupHost: LookupAll = lookupAll,
): Promise<void> {
  const keys = [tags].flat().filter((tag) => typeof tag === 'string' && tag.startsWith('cms:'));
  if (keys.length === 0 || urls.length === 0) return;
  const startedAt = performance.now();
  const targets = await fanOut(urls, lookupHost);
  await Promise.all(
    targets.map(async (target) => {
      // The configured URL names the cache in the log; the address says which of its replicas.
      const where = 'request' in target ? { url: target.url, address: target.address } : { url: target.url };
      try {
        if (!('request' in target)) throw target.error;
        // Varnish purges by the xkey header whatever Host says, so the address itself will do.
        const response = await fetch(target.request, {
          method: 'PURGE',
          headers: { 'xkey-purge': keys.join(' ') },
          signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
        });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`answered ${response.status}`);
        recordVarnishPurge('ok', (performance.now() - startedAt) / 1000);
        log('info', 'shared cache purged', { ...where, tags: keys });
      } catch (error) {
        recordVarnishPurge('failed', (performance.now() - startedAt) / 1000);
        const message = typeof error === 'object' && error !== null && 'message' in error ? error.message : undefined;
        log('warn', 'shared cache purge failed', { ...where, tags: keys, error: String(message ?? error) });
      }
    }),
  );
}
