import { describe, expect, it } from 'vitest';
import { erasureKey, withKeys } from '../../src/features/privacy-requests/verified-erasures';

// The digest of the erasures a database was checked against: the same for the same set however
// it was reached (a start's check of them all, or one erasure after another), and different as
// soon as one is missing, which makes the next start read every address again.

const NONE = '0'.repeat(64);
const a = erasureKey('a'.repeat(64), '2026-01-02T03:04:05.678Z');
const b = erasureKey('b'.repeat(64), new Date('2026-02-03T00:00:00Z'));
const c = erasureKey('c'.repeat(64), '2026-03-04T00:00:00.001Z');

describe('the digest of the erasures a database holds nothing of', () => {
  it('is the same for the same erasures, whatever their order and however they were added', () => {
    const all = withKeys(NONE, [a, b, c]);
    expect(withKeys(withKeys(withKeys(NONE, [c]), [a]), [b])).toBe(all);
    expect(withKeys(withKeys(NONE, [b, a]), [c])).toBe(all);
  });

  it('differs when one erasure is missing or another is added', () => {
    const all = withKeys(NONE, [a, b, c]);
    expect(withKeys(NONE, [a, b])).not.toBe(all);
    expect(withKeys(NONE, [a, b, c, erasureKey('d'.repeat(64), '2026-04-01T00:00:00Z')])).not.toBe(all);
    expect(withKeys(NONE, [])).toBe(NONE);
  });

  it('keys an erasure by its time to the millisecond, as the ledger and the log both hold it', () => {
    expect(erasureKey('e'.repeat(64), '2026-01-02T03:04:05.678Z')).toBe(
      erasureKey('e'.repeat(64), new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 678))),
    );
  });
});
