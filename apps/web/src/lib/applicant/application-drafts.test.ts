import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_LIFETIME_MS, forgetStaleDrafts, readDraft, writeDraft } from './application-drafts';

/**
 * The browser's localStorage over a Map: its methods, and its keys listed by Object.keys as a
 * browser lists the stored keys.
 */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  const methods = {
    getItem: (name: string) => items.get(name) ?? null,
    setItem: (name: string, value: string) => void items.set(name, String(value)),
    removeItem: (name: string) => void items.delete(name),
  };
  return new Proxy({} as Storage, {
    ownKeys: () => [...items.keys()],
    getOwnPropertyDescriptor: (_, key) =>
      typeof key === 'string' && items.has(key)
        ? { enumerable: true, configurable: true, value: items.get(key) }
        : undefined,
    get: (_, key) => (typeof key === 'string' && key in methods ? methods[key as keyof typeof methods] : undefined),
  });
}

let storage: Storage;
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-30T10:00:00Z'));
  storage = memoryStorage();
  vi.stubGlobal('window', { localStorage: storage });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the answers a device keeps while offline', () => {
  it('are read back until 30 days after they were last written, then deleted', () => {
    writeDraft('C-ABC123', 'identity', { firstName: 'Awa' });
    vi.advanceTimersByTime(DRAFT_LIFETIME_MS);
    expect(readDraft('C-ABC123', 'identity')).toEqual({ firstName: 'Awa' });
    // Written again: the 30 days start again.
    writeDraft('C-ABC123', 'identity', { firstName: 'Awa', lastName: 'Diop' });
    vi.advanceTimersByTime(DRAFT_LIFETIME_MS);
    expect(readDraft('C-ABC123', 'identity')).toEqual({ firstName: 'Awa', lastName: 'Diop' });
    vi.advanceTimersByTime(1);
    expect(readDraft('C-ABC123', 'identity')).toEqual({});
    expect(Object.keys(storage)).toEqual([]);
  });

  it('are swept past their lifetime for every application, other keys left alone', () => {
    storage.setItem('horizon-consent', 'yes');
    writeDraft('C-OLD000', 'studies', { institution: 'Lycée' });
    vi.advanceTimersByTime(DRAFT_LIFETIME_MS);
    writeDraft('C-NEW000', 'identity', { firstName: 'Kofi' });
    // Something of another shape under the prefix (a value edited by hand) goes too.
    storage.setItem('horizon-application:C-ODD000:identity', '{"firstName":"x"}');
    vi.advanceTimersByTime(1);
    forgetStaleDrafts();
    expect(Object.keys(storage).sort()).toEqual(['horizon-application:C-NEW000:identity', 'horizon-consent']);
    expect(readDraft('C-NEW000', 'identity')).toEqual({ firstName: 'Kofi' });
  });
});
