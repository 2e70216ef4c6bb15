import type { RedisClientType } from 'redis';

export type RedisConnection = {
  readonly ready: boolean;
  readonly client: RedisClientType;
  onReady(listener: () => void): void;
  subscribe(channel: string, listener: (message: string) => void): void;
  publish(channel: string, message: string): Promise<boolean>;
  close(): Promise<void>;
};

export function redactedUrl(url: string): string;
export function openRedisConnection(url: string): RedisConnection;
export function redisConnection(): RedisConnection | null;
