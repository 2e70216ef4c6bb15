import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './chunk-reload';

describe('chunk load failures', () => {
  it('recognises chunk load failures of webpack, Turbopack and browsers', () => {
    const chunk = new Error('Loading chunk 123 failed.');
    chunk.name = 'ChunkLoadError';
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_next/static/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
