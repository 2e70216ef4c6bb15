import { describe, expect, it } from 'vitest';
import { responseCompression } from '../../server/response-compression.mjs';

describe('COMPRESS_RESPONSES', () => {
  it('compresses unless told false', () => {
    expect(responseCompression(undefined)).toBe(true);
    expect(responseCompression('')).toBe(true);
    expect(responseCompression('true')).toBe(true);
    expect(responseCompression('false')).toBe(false);
  });

  it('refuses any other value, naming the variable', () => {
    for (const wrong of ['no', '0', 'FALSE', 'off'])
      expect(() => responseCompression(wrong)).toThrow(/COMPRESS_RESPONSES/);
  });
});
