import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventBus, OrderEvent } from './event-bus';
import { createMemoryEventBus } from './memory-event-bus';
import { createRedisEventBus } from './redis-event-bus';

const redisUrl = process.env.TEST_REDIS_URL;

function anEvent(companyId: number, cartId = 1): OrderEvent {
  return { type: 'cart.created', cartId, status: 'CREATED', companyId, restaurantUuid: 'r', at: new Date(0).toISOString() };
}

async function eventually(check: () => void, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

const buses: EventBus[] = [];
afterEach(async () => {
  await Promise.all(buses.splice(0).map((bus) => bus.close()));
});

describe('the in-process event bus', () => {
  it("delivers an event to the subscribers of its company and to 'all', not to others", async () => {
    const bus = createMemoryEventBus();
    buses.push(bus);
    const burger: OrderEvent[] = [];
    const pizza: OrderEvent[] = [];
    const everyone: OrderEvent[] = [];
    bus.subscribe([1], (event) => burger.push(event));
    bus.subscribe([2], (event) => pizza.push(event));
    const stop = bus.subscribe('all', (event) => everyone.push(event));
    await bus.publish(anEvent(1));
    stop();
    await bus.publish(anEvent(2, 2));
    expect(burger).toEqual([anEvent(1)]);
    expect(pizza).toEqual([anEvent(2, 2)]);
    expect(everyone).toEqual([anEvent(1)]);
  });
});

describe.skipIf(!redisUrl)('the Redis event bus', () => {
  it('carries an event from one process to the subscribers of another, once each', async () => {
    const channel = `comptoir:test:${randomBytes(6).toString('hex')}`;
    const first = await createRedisEventBus({ url: redisUrl ?? '', channel });
    const second = await createRedisEventBus({ url: redisUrl ?? '', channel });
    buses.push(first, second);
    const heardBySecond: OrderEvent[] = [];
    const heardByFirst: OrderEvent[] = [];
    const otherCompany: OrderEvent[] = [];
    second.subscribe([1], (event) => heardBySecond.push(event));
    first.subscribe([1], (event) => heardByFirst.push(event));
    second.subscribe([2], (event) => otherCompany.push(event));
    await first.publish(anEvent(1));
    await eventually(() => {
      expect(heardBySecond).toEqual([anEvent(1)]);
      expect(heardByFirst).toEqual([anEvent(1)]);
    });
    expect(otherCompany).toEqual([]);
  });
});
