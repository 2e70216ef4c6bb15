import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadIsAllowed } from './chunk-reload';

describe('chunk reload guard', () => {
  it('recognises chunk load failures of webpack, Turbopack and browsers', () => {
    const chunk = new Error('Loading chunk 123 failed.');
    chunk.name = 'ChunkLoadError';
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_next/static/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('allows one reload a minute', () => {
    expect(reloadIsAllowed(null, 1_000)).toBe(true);
    expect(reloadIsAllowed(1_000, 1_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(reloadIsAllowed(1_000, 1_000 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
  });
});
