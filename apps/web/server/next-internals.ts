// Everything the front door relies on that Next does not document as public, in one place: a
// Next upgrade that changes one of them breaks this file or tests/unit/next-internals.test.ts,
// not a page in production. Where Next exports the value, it is Next's own (CommonJS modules,
// read through their default export, as Node gives it to an ES module).
import nextConstants from 'next/dist/lib/constants.js';
import sharedConstants from 'next/dist/shared/lib/constants.js';
import routerHeaders from 'next/dist/client/components/app-router-headers.js';
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import tagsManifestModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';

/** Next's file-system page cache, which the page cache handler extends (the class, however Node exposes it). */
export const FileSystemCache: unknown =
  (fileSystemCache as unknown as { default?: unknown }).default ?? fileSystemCache;

/**
 * Whether Next's in-memory copy of its file-system cache (a static LRU of the class) holds `key`:
 * the page cache's metrics tell a page served from memory from one read from disk.
 */
export const inNextMemoryCache = (key: string): boolean =>
  (FileSystemCache as { memoryCache?: { has(key: string): boolean } }).memoryCache?.has(key) ?? false;

/** The tags this process has expired, with when: the page cache handler's rules read it. */
export const { tagsManifest } = tagsManifestModule;

/** The file the build writes its configuration in (`<distDir>/required-server-files.json`), under `config`. */
export const BUILT_CONFIG_FILE = `${sharedConstants.SERVER_FILES_MANIFEST}.json`;

/**
 * Set to that configuration, Next uses it as it is instead of compiling next.config.ts at start
 * (what its standalone server does).
 */
export const STANDALONE_CONFIG_VARIABLE = '__NEXT_PRIVATE_STANDALONE_CONFIG';

/** Where Next fetches its own pages when a server action redirects (`next start` sets it). */
export const SERVER_ORIGIN_VARIABLE = '__NEXT_PRIVATE_ORIGIN';

/** The header of a page entry that holds its cache tags (comma-separated). */
export const CACHE_TAGS_HEADER = nextConstants.NEXT_CACHE_TAGS_HEADER;

/**
 * The kinds of page cache entries the handlers treat apart: a page, a data read (Next's
 * `CachedRouteKind`, a const enum its types do not let an isolated module read).
 */
export const PAGE_ENTRY = 'APP_PAGE';
export const FETCH_ENTRY = 'FETCH';

/** The request header of the router's prefetches. */
export const ROUTER_PREFETCH_HEADER = routerHeaders.NEXT_ROUTER_PREFETCH_HEADER;

/**
 * Request headers only Next's own infrastructure may send: `x-middleware-subrequest` once let a
 * request skip the proxy (CVE-2025-29927); the others steer its routing in other deployments.
 */
export const INTERNAL_REQUEST_HEADER = /^(x-middleware-|x-invoke-|x-matched-path$|x-now-route-matches$)/;

/** Response headers of Next's that say how it routed a request (the path it was rewritten to). */
export const INTERNAL_RESPONSE_HEADER = /^x-middleware-/;

/** Response headers of Next's that describe the page it rendered (its cache state, its prerender). */
export const PAGE_RESPONSE_HEADER_PREFIX = 'x-nextjs-';
