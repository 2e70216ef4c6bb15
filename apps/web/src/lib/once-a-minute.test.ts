import { describe, expect, it } from 'vitest';
import { claimOnceAMinute, mayRunAgain, ONCE_A_MINUTE_MS, recordRun } from './once-a-minute';

/** The part of the Web Storage API the guard uses, kept in a Map (Node has no sessionStorage). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('automatic recoveries, once a minute', () => {
  it('allows one run a minute', () => {
    expect(mayRunAgain(null, 1_000)).toBe(true);
    expect(mayRunAgain(1_000, 1_000 + ONCE_A_MINUTE_MS - 1)).toBe(false);
    expect(mayRunAgain(1_000, 1_000 + ONCE_A_MINUTE_MS)).toBe(true);
  });

  it('records a run in the tab’s storage, each recovery under its own key', () => {
    const storage = memoryStorage();
    expect(claimOnceAMinute('a', storage, 5_000)).toBe(true);
    expect(claimOnceAMinute('a', storage, 5_000 + ONCE_A_MINUTE_MS - 1)).toBe(false);
    expect(claimOnceAMinute('b', storage, 5_001)).toBe(true);
    expect(claimOnceAMinute('a', storage, 5_000 + ONCE_A_MINUTE_MS)).toBe(true);
    // A value the site did not write counts as no run.
    storage.setItem('c', 'garbage');
    expect(claimOnceAMinute('c', storage, 1)).toBe(true);
  });

  it('counts a run recorded without a claim (one that answers a browser event)', () => {
    const storage = memoryStorage();
    recordRun('a', storage, 5_000);
    expect(claimOnceAMinute('a', storage, 5_000 + ONCE_A_MINUTE_MS - 1)).toBe(false);
    expect(claimOnceAMinute('a', storage, 5_000 + ONCE_A_MINUTE_MS)).toBe(true);
  });

  it('runs nothing where the storage is blocked', () => {
    const blocked = memoryStorage();
    blocked.getItem = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(claimOnceAMinute('a', blocked, 1)).toBe(false);
  });
});
