import type { AppConfig } from '../config';
import type { EventBus } from './event-bus';
import { createMemoryEventBus } from './memory-event-bus';
import { createRedisEventBus } from './redis-event-bus';

/** Redis pub/sub when REDIS_URL is set (several processes serve the same tablets), else in-process. */
export async function createEventBus(config: Pick<AppConfig, 'redisUrl' | 'redisPrefix'>): Promise<EventBus> {
  return config.redisUrl
    ? createRedisEventBus({ url: config.redisUrl, prefix: config.redisPrefix })
    : createMemoryEventBus();
}
