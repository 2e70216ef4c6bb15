// The objects one site process must hold once, though its code is loaded several times. The front
// door (server/, bundled by esbuild), the page cache handler Next loads from it, Next's
// instrumentation hook and the pages (Next's Turbopack bundles) are separate module graphs of one
// process: a module-level variable exists once per graph. What must be one per process is kept on
// globalThis under a symbol of the registry (`Symbol.for`), named here with why it crosses.

/** Each process-wide object, and why a module variable would not do. */
const SLOTS = {
  /** The front door's context (src/lib/request-context.ts): published by server/main.ts, read by the pages. */
  frontDoor: 'horizon.frontDoor',
  /** The Redis connection (server/redis-connection.ts): opened by the front door, used by the cache handler and the pages. */
  redis: 'horizon.redis',
  /** The lead outbox's delivery loop (src/lib/leads/delivery.ts): the instrumentation hook and the pages must share one loop. */
  leadDelivery: 'horizon.leadDelivery',
  /** The redirect table (src/lib/redirects/store.ts): the revalidation route marks stale the table the proxy reads. */
  redirects: 'horizon.redirects',
} as const;

export type SlotName = keyof typeof SLOTS;

const registry = globalThis as Record<symbol, unknown>;

/** What this process holds under `name`, if anything yet. */
export function processSlot<T>(name: SlotName): T | undefined {
  return registry[Symbol.for(SLOTS[name])] as T | undefined;
}

/** Puts `value` under `name`, for every module graph of this process. */
export function setProcessSlot<T>(name: SlotName, value: T): void {
  registry[Symbol.for(SLOTS[name])] = value;
}

/** What this process holds under `name`, made by `make` the first time it is asked for. */
export function processSingleton<T>(name: SlotName, make: () => T): T {
  const key = Symbol.for(SLOTS[name]);
  if (registry[key] === undefined) registry[key] = make();
  return registry[key] as T;
}
