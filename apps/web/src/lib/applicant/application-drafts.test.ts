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
    writeDraft('C-ABC123', 'identity', { values: { firstName: 'Awa' }, sent: {} });
    vi.advanceTimersByTime(DRAFT_LIFETIME_MS);
    expect(readDraft('C-ABC123', 'identity').values).toEqual({ firstName: 'Awa' });
    // Written again: the 30 days start again.
    writeDraft('C-ABC123', 'identity', { values: { firstName: 'Awa', lastName: 'Diop' }, sent: {} });
    vi.advanceTimersByTime(DRAFT_LIFETIME_MS);
    expect(readDraft('C-ABC123', 'identity').values).toEqual({ firstName: 'Awa', lastName: 'Diop' });
    vi.advanceTimersByTime(1);
    expect(readDraft('C-ABC123', 'identity').values).toEqual({});
    expect(Object.keys(storage)).toEqual([]);
  });

  it('keep the answers sent, with the save they were sent in, apart from the unsent ones', () => {
    const sent = { phone: { value: '+221 77 123 45 67', savedAt: '2026-11-30T10:00:00.123Z' } };
    writeDraft('C-ABC123', 'identity', { values: { lastName: 'Diop' }, sent });
    expect(readDraft('C-ABC123', 'identity')).toEqual({ values: { lastName: 'Diop' }, sent });
    writeDraft('C-ABC123', 'identity', { values: {}, sent });
    expect(readDraft('C-ABC123', 'identity')).toEqual({ values: {}, sent });
    // Nothing left to keep: the entry goes.
    writeDraft('C-ABC123', 'identity', { values: {}, sent: {} });
    expect(Object.keys(storage)).toEqual([]);
    // An entry from before the sent answers were kept is read as unsent answers; a sent answer of
    // another shape is left out.
    storage.setItem(
      'horizon-application:C-OLD000:identity',
      JSON.stringify({ at: Date.now(), values: { firstName: 'Awa' } }),
    );
    expect(readDraft('C-OLD000', 'identity')).toEqual({ values: { firstName: 'Awa' }, sent: {} });
    storage.setItem(
      'horizon-application:C-ODD000:identity',
      JSON.stringify({ at: Date.now(), values: {}, sent: { phone: '+221', city: { value: 'Dakar', savedAt: 'x' } } }),
    );
    expect(readDraft('C-ODD000', 'identity').sent).toEqual({ city: { value: 'Dakar', savedAt: 'x' } });
  });

  it('are swept past their lifetime for every application, other keys left alone', () => {
    storage.setItem('horizon-consent', 'yes');
    writeDraft('C-OLD000', 'studies', { values: { institution: 'Lycée' }, sent: {} });
    vi.advanceTimersByTime(DRAFT_LIFETIME_MS);
    writeDraft('C-NEW000', 'identity', { values: { firstName: 'Kofi' }, sent: {} });
    // Something of another shape under the prefix (a value edited by hand) goes too.
    storage.setItem('horizon-application:C-ODD000:identity', '{"firstName":"x"}');
    vi.advanceTimersByTime(1);
    forgetStaleDrafts();
    expect(Object.keys(storage).sort()).toEqual(['horizon-application:C-NEW000:identity', 'horizon-consent']);
    expect(readDraft('C-NEW000', 'identity').values).toEqual({ firstName: 'Kofi' });
  });
});
