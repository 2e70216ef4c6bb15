import type { AsyncLocalStorage } from 'node:async_hooks';

type RequestState = { failureStatus: number | null };

const slot = Symbol.for('horizon.requestState');

/**
 * Tells server.mjs which status a failing page should answer (503, 504, …). The first failure
 * of a request wins. Outside that server (next dev, tests) it does nothing.
 */
export function recordFailureStatus(status: number): void {
  const storage = (globalThis as Record<symbol, AsyncLocalStorage<RequestState> | undefined>)[slot];
  const state = storage?.getStore();
  if (state && state.failureStatus === null) state.failureStatus = status;
}
