/// <reference lib="webworker" />
// The service worker of the installable site (requirements 1 and 4), bundled by Serwist when the
// site is built (src/app/serwist/[path]). What it keeps, and why: docs/decisions/service-worker.md.
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type SerwistPlugin,
} from 'serwist';
import {
  CACHE_NAMES,
  isRecent,
  isStorable,
  isStorablePage,
  mayKeepPage,
  offlinePageOf,
  OWN_CACHE_PREFIX,
  pageToKeep,
  type WorkerConfig,
} from './caching-rules';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };
// Written in when the worker is built (./worker-config.ts).
declare const __WORKER_CONFIG__: WorkerConfig;
const config = __WORKER_CONFIG__;

const DAY_SECONDS = 24 * 60 * 60;

const storableOnly = (accept: (response: Response) => boolean): SerwistPlugin => ({
  cacheWillUpdate: async ({ response }) => (accept(response) ? response : null),
});

/**
 * A page the network cannot bring: the same page without its query if it was kept (a filtered
 * list, a campaign's landing page), else the offline page of the address's language.
 */
const offlineFallback: SerwistPlugin = {
  handlerDidError: async ({ request }) => {
    const url = new URL(request.url);
    if (url.search && mayKeepPage(url.pathname, config)) {
      const kept = await caches.match(url.origin + url.pathname, { cacheName: CACHE_NAMES.pages, ignoreVary: true });
      if (kept) return kept;
    }
    return serwist.matchPrecache(offlinePageOf(url.pathname, config));
  },
};

// Network first, with no time limit: online, a page is always the server's current one, so an
// editor's change shows at once; the kept copy is for when the network fails.
const pages = new NetworkFirst({
  cacheName: CACHE_NAMES.pages,
  // A page varies with the user agent (its device class) and, on /, the language cookie: in one
  // browser both are the same from one visit to the next.
  matchOptions: { ignoreVary: true },
  plugins: [
    storableOnly(isStorablePage),
    new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
    offlineFallback,
  ],
});

const serwist = new Serwist({
  // This build's scripts and styles, and the offline pages (src/app/serwist/[path]). Fetched
  // without cookies: an offline page of the other language must not change the language cookie.
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true, fetchOptions: { credentials: 'omit' } },
  // A new deployment's worker takes over the open pages at once (see the decision page).
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    {
      matcher: ({ request, url, sameOrigin }) =>
        sameOrigin && request.mode === 'navigate' && mayKeepPage(url.pathname, config),
      handler: pages,
    },
    {
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
      handler: new NetworkOnly({ plugins: [offlineFallback] }),
    },
    {
      // Named after their content: a file never changes under its address.
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({
        cacheName: CACHE_NAMES.assets,
        plugins: [
          storableOnly(isStorable),
          new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 365 * DAY_SECONDS, purgeOnQuotaError: true }),
        ],
      }),
    },
    {
      // CMS media, resized by next/image or served as they are.
      matcher: ({ url, request, sameOrigin }) =>
        sameOrigin &&
        request.destination === 'image' &&
        (url.pathname === '/_next/image' || url.pathname.startsWith('/uploads/')),
      handler: new StaleWhileRevalidate({
        cacheName: CACHE_NAMES.images,
        plugins: [
          storableOnly(isStorable),
          new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
        ],
      }),
    },
  ],
});

/**
 * Keeps the page a window shows (it says so once shown, src/components/app). A page reached by a
 * client-side navigation never comes to the worker as a document, and the root path answers
 * privately (its language comes from the visitor's cookie): the worker fetches the page again,
 * unless it stored it a moment ago.
 */
async function keepPage(url: URL, event: ExtendableEvent): Promise<void> {
  const kept = await caches.match(url.href, { cacheName: CACHE_NAMES.pages, ignoreVary: true });
  if (kept && isRecent(kept, Date.now())) return;
  // `Purpose: prefetch`: not a visit, so the answer does not store the page's language (the visitor
  // may have switched since, server/locale-cookie.ts).
  const request = new Request(url.href, { credentials: 'same-origin', headers: { purpose: 'prefetch' } });
  await pages.handle({ event, request }).catch(() => undefined);
}

self.addEventListener('message', (event) => {
  const url = pageToKeep(event.data, self.location.origin);
  if (url && mayKeepPage(url.pathname, config)) event.waitUntil(keepPage(url, event));
});

// Caches of an earlier version of this worker whose names changed.
self.addEventListener('activate', (event) => {
  const current = new Set<string>(Object.values(CACHE_NAMES));
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(OWN_CACHE_PREFIX) && !current.has(name))
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

serwist.addEventListeners();
