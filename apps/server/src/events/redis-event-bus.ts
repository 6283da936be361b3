import { randomUUID } from 'node:crypto';
import { isOrderStatus } from '@comptoir/domain';
import { Redis } from 'ioredis';
import type { AccountChange, EventBus, OrderEvent } from './event-bus';
import { createMemoryEventBus } from './memory-event-bus';

/** `prefix` (REDIS_PREFIX) keeps deployments sharing one Redis apart: pub/sub channels ignore the database number. */
export type RedisEventBusOptions = { url: string; prefix: string };

/**
 * Shares events between server processes: each publishes to one Redis channel and hands what it receives from the
 * others to its own subscribers. Its own events reach its subscribers at once, before Redis is even asked (the
 * active-orders cache of this process must not answer a poll from before the change it has just committed), and
 * their echo is recognised by the process's id and dropped, so nothing is delivered twice.
 */
export async function createRedisEventBus({ url, prefix }: RedisEventBusOptions): Promise<EventBus> {
  const channel = `${prefix}order-events`;
  const accountChannel = `${prefix}account-changes`;
  const origin = randomUUID();
  const publisher = new Redis(url, { lazyConnect: true });
  // A connection in subscriber mode can do nothing else, hence two. Named, so that CLIENT LIST tells whose it is.
  const subscriber = new Redis(url, { lazyConnect: true, connectionName: `${prefix}events:${origin}` });
  const local = createMemoryEventBus();
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
    subscriber.on('message', (from: string, message: string) => {
      if (from === accountChannel) {
        const change = parseAccountChange(message);
        if (change && change.origin !== origin) local.deliverAccountChange(change.accountIds);
        return;
      }
      if (from !== channel) return;
      const received = parseMessage(message);
      if (received && received.origin !== origin) local.deliver(received.event);
    });
    await subscriber.subscribe(channel, accountChannel);
    // Pub/sub keeps nothing for a subscriber that was away: once it is back, any account may have changed meanwhile,
    // so every cached viewer goes (docs/security.md#cached-sessions) — after the subscription answers, since ioredis
    // only sends it again on 'ready'; the reply to this one comes after that one's.
    subscriber.on('ready', () => {
      subscriber.subscribe(channel, accountChannel).then(
        () => local.deliverAccountChange('all'),
        () => undefined,
      );
    });
  } catch (error) {
    publisher.disconnect();
    subscriber.disconnect();
    throw error;
  }

  return {
    async publish(event) {
      local.deliver(event);
      await publisher.publish(channel, JSON.stringify({ ...event, origin }));
    },
    subscribe: (audience, handler) => local.subscribe(audience, handler),
    async publishAccountChange(accountIds) {
      local.deliverAccountChange(accountIds);
      await publisher.publish(accountChannel, JSON.stringify({ accountIds, origin }));
    },
    subscribeAccountChanges: (handler) => local.subscribeAccountChanges(handler),
    async ping() {
      await publisher.ping();
    },
    async close() {
      await local.close();
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}

/** An order event as another process published it, with that process's id. */
function parseMessage(message: string): { event: OrderEvent; origin: unknown } | null {
  try {
    const value = JSON.parse(message) as Partial<OrderEvent> & { origin?: unknown };
    if (typeof value.cartId !== 'number' || typeof value.companyId !== 'number' || !isOrderStatus(value.status))
      return null;
    if (value.type !== 'cart.created' && value.type !== 'cart.updated') return null;
    return {
      origin: value.origin,
      event: {
        type: value.type,
        cartId: value.cartId,
        status: value.status,
        companyId: value.companyId,
        restaurantUuid: String(value.restaurantUuid ?? ''),
        at: String(value.at ?? ''),
      },
    };
  } catch {
    return null;
  }
}

/** An account change as another process announced it, with that process's id. */
function parseAccountChange(message: string): { accountIds: AccountChange; origin: unknown } | null {
  try {
    const value = JSON.parse(message) as { accountIds?: unknown; origin?: unknown };
    if (!Array.isArray(value.accountIds) || !value.accountIds.every((id) => Number.isInteger(id))) return null;
    return { accountIds: value.accountIds as number[], origin: value.origin };
  } catch {
    return null;
  }
}
