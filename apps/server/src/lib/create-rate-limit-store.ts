import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { createDatabaseRateLimitStore } from './database-rate-limit-store';
import type { RateLimitStore } from './rate-limit';
import { createRedisRateLimitStore } from './redis-rate-limit-store';

/** Redis when REDIS_URL is set (one INCR per attempt spares the database), else the database. */
export async function createRateLimitStore(
  config: Pick<AppConfig, 'redisUrl' | 'redisPrefix'>,
  db: Db,
): Promise<RateLimitStore> {
  return config.redisUrl
    ? createRedisRateLimitStore({ url: config.redisUrl, prefix: config.redisPrefix })
    : createDatabaseRateLimitStore(db);
}
