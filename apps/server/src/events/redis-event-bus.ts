import { isOrderStatus } from '@comptoir/domain';
import { Redis } from 'ioredis';
import type { EventBus, OrderEvent } from './event-bus';
import { createMemoryEventBus } from './memory-event-bus';

/** `prefix` (REDIS_PREFIX) keeps deployments sharing one Redis apart: pub/sub channels ignore the database number. */
export type RedisEventBusOptions = { url: string; prefix: string };

/**
 * Shares events between server processes: each publishes to one Redis channel and hands what it receives to its
 * own subscribers, its own publications included (Redis echoes them), so nothing is delivered twice.
 */
export async function createRedisEventBus({ url, prefix }: RedisEventBusOptions): Promise<EventBus> {
  const channel = `${prefix}order-events`;
  const publisher = new Redis(url, { lazyConnect: true });
  // A connection in subscriber mode can do nothing else, hence two.
  const subscriber = new Redis(url, { lazyConnect: true });
  const local = createMemoryEventBus();
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
    subscriber.on('message', (from: string, message: string) => {
      if (from !== channel) return;
      const event = parseOrderEvent(message);
      if (event) local.deliver(event);
    });
    await subscriber.subscribe(channel);
  } catch (error) {
    publisher.disconnect();
    subscriber.disconnect();
    throw error;
  }

  return {
    async publish(event) {
      await publisher.publish(channel, JSON.stringify(event));
    },
    subscribe: (audience, handler) => local.subscribe(audience, handler),
    async close() {
      await local.close();
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}

function parseOrderEvent(message: string): OrderEvent | null {
  try {
    const value = JSON.parse(message) as Partial<OrderEvent>;
    if (typeof value.cartId !== 'number' || typeof value.companyId !== 'number' || !isOrderStatus(value.status))
      return null;
    if (value.type !== 'cart.created' && value.type !== 'cart.updated') return null;
    return {
      type: value.type,
      cartId: value.cartId,
      status: value.status,
      companyId: value.companyId,
      restaurantUuid: String(value.restaurantUuid ?? ''),
      at: String(value.at ?? ''),
    };
  } catch {
    return null;
  }
}
