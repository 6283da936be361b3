import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed';
import type { EventBus } from '../../events/event-bus';
import { createMemoryEventBus } from '../../events/memory-event-bus';
import { createRedisEventBus } from '../../events/redis-event-bus';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { aCart } from './testing/a-cart';

const SUBSCRIPTION = 'subscription { orderEvents { type cartId status companyId restaurantUuid at } }';
const ACCEPT = 'mutation($cart: Int!) { cartEvent(cart: $cart, status: ACCEPTED) { status } }';

type Stream = { events: Record<string, unknown>[]; close(): void };

/** Opens Yoga's SSE stream of `orderEvents` and collects what it pushes. */
async function openStream(api: TestApi, token: string): Promise<Stream> {
  const controller = new AbortController();
  const url = `${api.graphqlUrl}?query=${encodeURIComponent(SUBSCRIPTION)}`;
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const events: Record<string, unknown>[] = [];
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) return;
        buffer += chunk.value;
        const messages = buffer.split('\n\n');
        buffer = messages.pop() ?? '';
        for (const message of messages) {
          const data = message.split('\n').find((line) => line.startsWith('data: '));
          if (data) events.push(JSON.parse(data.slice('data: '.length)) as Record<string, unknown>);
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  // The subscription is registered once the stream is being read.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return { events, close: () => controller.abort() };
}

async function eventually(check: () => void, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

describe('orderEvents over SSE, one process', () => {
  let api: TestApi;
  let bus: EventBus;
  beforeAll(async () => {
    bus = createMemoryEventBus();
    api = await startTestApi('pglite', {}, { eventBus: bus });
  });
  afterAll(async () => {
    await api?.close();
    await bus?.close();
  });

  it("pushes a change to the company's tablets and to no other company's", async () => {
    const companyToken = await api.signIn(DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.company.password);
    const basicToken = await api.signIn(DEMO_ACCOUNTS.basic.email, DEMO_ACCOUNTS.basic.password);
    const mine = await openStream(api, companyToken);
    const theirs = await openStream(api, basicToken);
    const cart = await aCart(api.database.db, { status: 'CREATED' });
    await api.graphql(ACCEPT, { token: companyToken, variables: { cart: cart.id } });
    await eventually(() =>
      expect(mine.events).toEqual([
        {
          data: { orderEvents: expect.objectContaining({ cartId: cart.id, status: 'ACCEPTED', type: 'cart.updated' }) },
        },
      ]),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(theirs.events).toEqual([]);
    mine.close();
    theirs.close();
  });

  it('refuses a visitor', async () => {
    const response = await fetch(`${api.graphqlUrl}?query=${encodeURIComponent(SUBSCRIPTION)}`, {
      headers: { accept: 'text/event-stream' },
    });
    expect(await response.text()).toContain('UNAUTHENTICATED');
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('orderEvents over SSE, two processes sharing Redis', () => {
  const prefix = `comptoir:test-${randomBytes(6).toString('hex')}:`;
  const apis: TestApi[] = [];
  const buses: EventBus[] = [];
  beforeAll(async () => {
    for (let index = 0; index < 2; index += 1) {
      const bus = await createRedisEventBus({ url: redisUrl ?? '', prefix });
      buses.push(bus);
      apis.push(await startTestApi('pglite', {}, { eventBus: bus }));
    }
  });
  afterAll(async () => {
    await Promise.all(apis.map((api) => api.close()));
    await Promise.all(buses.map((bus) => bus.close()));
  });

  it("delivers a change made on one server to the other's SSE subscriber of that company only", async () => {
    const [writer, reader] = apis;
    if (!writer || !reader) throw new Error('two servers expected');
    const writerToken = await writer.signIn(DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.company.password);
    const mine = await openStream(
      reader,
      await reader.signIn(DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.company.password),
    );
    const theirs = await openStream(
      reader,
      await reader.signIn(DEMO_ACCOUNTS.basic.email, DEMO_ACCOUNTS.basic.password),
    );
    const cart = await aCart(writer.database.db, { status: 'CREATED' });
    const accepted = await writer.graphql(ACCEPT, { token: writerToken, variables: { cart: cart.id } });
    expect(accepted.body.errors).toBeUndefined();
    await eventually(() =>
      expect(mine.events).toEqual([
        {
          data: {
            orderEvents: expect.objectContaining({ cartId: cart.id, status: 'ACCEPTED', companyId: cart.companyId }),
          },
        },
      ]),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(theirs.events).toEqual([]);
    mine.close();
    theirs.close();
  });
});
