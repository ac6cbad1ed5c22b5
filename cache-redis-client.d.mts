import type { RedisClientType } from 'redis';

export function createSharedCacheClient(url: string): RedisClientType;
