import { AsyncLocalStorage } from 'node:async_hooks';
import { publishFrontDoorContext, type FrontDoorContext, type RequestState } from '@/lib/request-context';

/**
 * Publishes the context the front door (server/main.ts) shares with the pages, as it does, without
 * metrics or a tracer: what a unit test of a page's module needs to run "in a request".
 */
export function publishTestFrontDoor(): FrontDoorContext {
  const context: FrontDoorContext = {
    requests: new AsyncLocalStorage<RequestState>(),
    lifecycle: { stopping: false, stopTasks: new Set<() => Promise<void>>() },
    metrics: null,
    tracer: null,
  };
  publishFrontDoorContext(context);
  return context;
}

/** A request's state as the front door starts it: nothing recorded yet. */
export const freshRequestState = (overrides: Partial<RequestState> = {}): RequestState => ({
  failureStatus: null,
  responseStatus: null,
  clientAddress: null,
  requestId: 'test',
  span: null,
  ...overrides,
});
