// The process's connection to the Redis that several site instances share (REDIS_URL): the page
// cache's rules, the lead rate limit and the redirect reload use it. Without REDIS_URL there is
// none and each of them works in this process's memory, as a single instance does.
//
// Commands fail at once while Redis is away (no queue): every caller has a local way to go on, and
// a request must not wait for a reconnection. The client reconnects on its own; going away and
// coming back are each logged once, as JSON.
import { createClient } from 'redis';
import { log } from '@/lib/log';
import { envOf } from '@/lib/env-schema';
import { processSingleton } from '@/lib/process-slots';

type RedisClient = ReturnType<typeof createClient>;

/** Also what the app gets from the slot (src/lib/shared-redis.ts). */
export type RedisConnection = {
  readonly ready: boolean;
  readonly client: RedisClient;
  onReady(listener: () => void): void;
  subscribe(channel: string, listener: (message: string) => void): void;
  publish(channel: string, message: string): Promise<boolean>;
  close(): Promise<void>;
};

/** The URL without its password, for logs. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'an unreadable REDIS_URL';
  }
}

/** A connection of its own (tests open two, as two instances would). */
export function openRedisConnection(url: string): RedisConnection {
  const options = {
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2000) },
  };
  const client = createClient(options);
  const readyListeners = new Set<() => void>();
  let state: 'connecting' | 'up' | 'down' = 'connecting';
  client.on('ready', () => {
    if (state !== 'connecting') log('info', 'redis reachable again', { redis: redactedUrl(url) });
    state = 'up';
    for (const listener of readyListeners) listener();
  });
  client.on('error', (error: Error) => {
    if (state === 'down') return;
    state = 'down';
    log('error', 'redis unreachable: pages are rendered without the shared cache until it is back', {
      redis: redactedUrl(url),
      error: error.message,
    });
  });
  client.connect().catch(() => {}); // reported by the 'error' listener; the client keeps trying

  let subscriber: RedisClient | null = null;
  const channels = new Map<string, Set<(message: string) => void>>();
  return {
    client,
    get ready() {
      return client.isReady;
    },
    /** Calls `listener` each time the connection is (again) ready, and now if it is. */
    onReady(listener) {
      readyListeners.add(listener);
      if (client.isReady) listener();
    },
    /** Calls `listener` with each message on `channel`, from any instance. */
    subscribe(channel, listener) {
      if (!subscriber) {
        subscriber = createClient({ ...options, disableOfflineQueue: false });
        subscriber.on('error', () => {}); // the main client reports the outage
        subscriber.connect().catch(() => {});
      }
      let listeners = channels.get(channel);
      if (!listeners) {
        listeners = new Set();
        channels.set(channel, listeners);
        subscriber.subscribe(channel, (message) => channels.get(channel)?.forEach((fn) => fn(message))).catch(() => {});
      }
      listeners.add(listener);
    },
    /** Sends `message` to every instance subscribed to `channel`; false when Redis is away. */
    async publish(channel, message) {
      try {
        await client.publish(channel, message);
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      const open = [client, subscriber].filter((c): c is RedisClient => Boolean(c?.isOpen));
      await Promise.allSettled(open.map((c) => (c.isReady ? c.quit() : c.disconnect())));
    },
  };
}

/** The shared Redis connection of this process, or null when REDIS_URL is not set. */
export function redisConnection(): RedisConnection | null {
  const url = envOf(['REDIS_URL']).REDIS_URL;
  if (!url) return null;
  // One per process, whichever module graph asks first (src/lib/process-slots.ts).
  return processSingleton('redis', () => openRedisConnection(url));
}
