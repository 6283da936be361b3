import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccountChange, EventBus, OrderEvent } from './event-bus';
import { createMemoryEventBus } from './memory-event-bus';
import { createRedisEventBus } from './redis-event-bus';

const redisUrl = process.env.TEST_REDIS_URL;

function anEvent(companyId: number, cartId = 1): OrderEvent {
  return {
    type: 'cart.created',
    cartId,
    status: 'CREATED',
    companyId,
    restaurantUuid: 'r',
    at: new Date(0).toISOString(),
  };
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
  const aPrefix = () => `comptoir:test-${randomBytes(6).toString('hex')}:`;
  const openBus = async (prefix: string) => {
    const bus = await createRedisEventBus({ url: redisUrl ?? '', prefix });
    buses.push(bus);
    return bus;
  };

  it('carries an event from one process to the subscribers of another, once each', async () => {
    const prefix = aPrefix();
    const first = await openBus(prefix);
    const second = await openBus(prefix);
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

  it('carries account changes to the other processes, and tells a process whose subscription came back that any may have changed', async () => {
    const prefix = aPrefix();
    const first = await openBus(prefix);
    const second = await openBus(prefix);
    const heard: AccountChange[] = [];
    second.subscribeAccountChanges((change) => heard.push(change));
    await first.publishAccountChange([7, 8]);
    await eventually(() => expect(heard).toEqual([[7, 8]]));

    // Cut the subscriptions of this test's two processes only (their connections are named after its prefix): what
    // is published while they are away is lost, so once back they must hear 'all', then the changes published after.
    const admin = new Redis(redisUrl ?? '');
    try {
      const clients = await admin.client('LIST');
      const ids = String(clients)
        .split('\n')
        .filter((line) => line.includes(`name=${prefix}events:`))
        .map((line) => /\bid=(\d+)/.exec(line)?.[1]);
      expect(ids).toHaveLength(2);
      for (const id of ids) await admin.client('KILL', 'ID', String(id));
    } finally {
      admin.disconnect();
    }
    await eventually(() => expect(heard).toContain('all'), 10_000);
    await first.publishAccountChange([9]);
    await eventually(() => expect(heard.at(-1)).toEqual([9]));
  });

  it('keeps two deployments with different prefixes on one Redis apart', async () => {
    const ours = await openBus(aPrefix());
    const theirs = await openBus(aPrefix());
    const heardByUs: OrderEvent[] = [];
    const heardByThem: OrderEvent[] = [];
    ours.subscribe('all', (event) => heardByUs.push(event));
    theirs.subscribe('all', (event) => heardByThem.push(event));
    await theirs.publish(anEvent(1, 1));
    await ours.publish(anEvent(1, 2));
    await theirs.publish(anEvent(1, 3));
    // Redis pushes messages to a subscriber in the order it ran the publications: once each bus has heard the last
    // event meant for it, an event of the other deployment published before would already be there.
    await eventually(() => {
      expect(heardByUs.at(-1)).toEqual(anEvent(1, 2));
      expect(heardByThem.at(-1)).toEqual(anEvent(1, 3));
    });
    expect(heardByThem).toEqual([anEvent(1, 1), anEvent(1, 3)]);
    expect(heardByUs).toEqual([anEvent(1, 2)]);
  });
});
