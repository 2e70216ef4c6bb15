import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BUILT_CONFIG_FILE,
  CACHE_TAGS_HEADER,
  FETCH_ENTRY,
  FileSystemCache,
  INTERNAL_REQUEST_HEADER,
  INTERNAL_RESPONSE_HEADER,
  PAGE_ENTRY,
  PAGE_RESPONSE_HEADER_PREFIX,
  ROUTER_PREFETCH_HEADER,
  SERVER_ORIGIN_VARIABLE,
  STANDALONE_CONFIG_VARIABLE,
  tagsManifest,
} from '../../server/next-internals';

// What the front door takes from Next's internals (server/next-internals.ts), checked against the
// installed Next: a minor upgrade that moves one of them fails here, before a deployment.

const require = createRequire(import.meta.url);
const nextDist = join(dirname(require.resolve('next/package.json')), 'dist');

/** The text of Next's compiled server code under `folder` (its .js files, not their maps). */
function serverCode(folder: string): string {
  return readdirSync(join(nextDist, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(nextDist, folder, file), 'utf8'))
    .join('\n');
}

describe('the Next internals the front door relies on', () => {
  it('the file-system page cache is a class with the methods the handler overrides', () => {
    expect(typeof FileSystemCache).toBe('function');
    const prototype = (FileSystemCache as { prototype: Record<string, unknown> }).prototype;
    for (const method of ['get', 'set', 'revalidateTag']) expect(typeof prototype[method], method).toBe('function');
  });

  it('the expired tags are a map of this process', () => {
    expect(tagsManifest).toBeInstanceOf(Map);
  });

  it('the kinds of cache entries and the cache tags header are Next’s', () => {
    const { CachedRouteKind } = require('next/dist/server/response-cache/types.js') as {
      CachedRouteKind: Record<string, string>;
    };
    expect(CachedRouteKind.APP_PAGE).toBe(PAGE_ENTRY);
    expect(CachedRouteKind.FETCH).toBe(FETCH_ENTRY);
    expect(CACHE_TAGS_HEADER).toBe('x-next-cache-tags');
    expect(ROUTER_PREFETCH_HEADER).toBe('next-router-prefetch');
    expect(BUILT_CONFIG_FILE).toBe('required-server-files.json');
  });

  it('Next’s server still reads the variables the front door sets', () => {
    const server = serverCode('server');
    expect(server.includes(STANDALONE_CONFIG_VARIABLE)).toBe(true);
    expect(server.includes(SERVER_ORIGIN_VARIABLE)).toBe(true);
  });

  it('the internal headers the front door drops are still Next’s', () => {
    // (It also drops some Next 16 no longer sends, e.g. x-middleware-subrequest: refused all the same.)
    const server = serverCode('server');
    for (const name of ['x-matched-path', 'x-middleware-rewrite']) {
      expect(server.includes(name), name).toBe(true);
      expect(INTERNAL_REQUEST_HEADER.test(name) || INTERNAL_RESPONSE_HEADER.test(name), name).toBe(true);
    }
    expect(server.includes(`${PAGE_RESPONSE_HEADER_PREFIX}cache`)).toBe(true);
  });
});
