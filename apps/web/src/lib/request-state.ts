import type { AsyncLocalStorage } from 'node:async_hooks';

/** What server.mjs (the front door) and the page code share about one request. */
type RequestState = { failureStatus: number | null; responseStatus: number | null; clientAddress: string | null };

/** The global symbol under which server.mjs publishes the slot (it cannot import this module). */
export const REQUEST_STATE_KEY = 'horizon.requestState';
const slot = Symbol.for(REQUEST_STATE_KEY);
const current = () => (globalThis as Record<symbol, AsyncLocalStorage<RequestState> | undefined>)[slot]?.getStore();

/**
 * Tells server.mjs which status a failing page should answer (503, 504, …). The first failure
 * of a request wins. Outside that server (next dev, tests) it does nothing.
 */
export function recordFailureStatus(status: number): void {
  const state = current();
  if (state && state.failureStatus === null) state.failureStatus = status;
}

/** A page that rendered but answers another status than 200 (a refused form: 422, 429). */
export function recordResponseStatus(status: number): void {
  const state = current();
  if (state) state.responseStatus = status;
}

/** The visitor's address as the front door saw it (after trusted proxies); null outside server.mjs. */
export const clientAddress = (): string | null => current()?.clientAddress ?? null;
