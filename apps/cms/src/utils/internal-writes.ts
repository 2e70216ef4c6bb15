import { AsyncLocalStorage } from 'node:async_hooks';

// Writes the CMS makes itself while answering an admin request (a follow-up entry, a CRM event,
// a prospect's leads deleted with them): the refusals of hand-made writes in the admin let them
// through.
const internal = new AsyncLocalStorage<true>();

export const runInternal = <T>(write: () => Promise<T>): Promise<T> => internal.run(true, write);

export const isInternalWrite = (): boolean => internal.getStore() === true;
