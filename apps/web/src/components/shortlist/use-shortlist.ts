'use client';

import { useSyncExternalStore } from 'react';
import { parseShortlist, SHORTLIST_KEY, toggled } from '@/lib/shortlist/shortlist';

// Every island of the page reads the same list: the storage event tells other tabs, these
// listeners this one (the browser fires no storage event in the tab that wrote).
const listeners = new Set<() => void>();
let lastRaw: string | null | undefined;
let lastList: readonly string[] = [];

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(SHORTLIST_KEY);
  } catch {
    // Storage refused (a browser setting): an empty list, and saving does nothing.
    return null;
  }
}

/** The same array as long as the stored text is the same, as useSyncExternalStore requires. */
function snapshot(): readonly string[] {
  const raw = readRaw();
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastList = parseShortlist(raw);
  }
  return lastList;
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === SHORTLIST_KEY || event.key === null) onChange();
  };
  listeners.add(onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The saved course ids; null on the server and until the page is hydrated (the server cannot know them). */
export function useShortlist(): readonly string[] | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}

/** Saves `id`, or takes it out when it was saved. */
export function toggleSaved(id: string): void {
  try {
    window.localStorage.setItem(SHORTLIST_KEY, JSON.stringify(toggled(snapshot(), id)));
  } catch {
    return;
  }
  listeners.forEach((listener) => listener());
}
