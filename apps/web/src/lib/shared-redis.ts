import 'server-only';
import type { RedisConnection } from '../../server/redis-connection';
import { envOf } from './env-schema';
import { processSlot } from './process-slots';

/**
 * The Redis that several site instances share, as server/main.ts opened it (server/redis-connection.ts):
 * commands fail at once while it is away, so every caller keeps a local way to go on.
 */
export type SharedRedis = RedisConnection;

/** The shared Redis, or null when REDIS_URL is not set (one instance: everything in memory). */
export function sharedRedis(): SharedRedis | null {
  if (!envOf(['REDIS_URL']).REDIS_URL) return null;
  return processSlot<SharedRedis>('redis') ?? null;
}
