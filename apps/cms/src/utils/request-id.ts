import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

// The id of the request under way, in each log line written while it is handled
// (src/middlewares/request-log.ts sets it): the site sends its own request's id with each call
// (`x-request-id`), so that one visitor's request is followed from the site's log to the CMS's.

const requests = new AsyncLocalStorage<string>();

/** The caller's id when it is shaped like one, otherwise a new one. */
export const requestIdOf = (given: unknown): string =>
  typeof given === 'string' && /^[\w.-]{8,128}$/.test(given) ? given : randomUUID();

export const withRequestId = <T>(requestId: string, run: () => T): T => requests.run(requestId, run);

export const currentRequestId = (): string | undefined => requests.getStore();
