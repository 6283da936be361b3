import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartRow } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import type { EventBus } from '../../events/event-bus';
import { createMemoryEventBus } from '../../events/memory-event-bus';
import { createRedisEventBus } from '../../events/redis-event-bus';
import { captureStatements } from '../../testing/count-statements';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { aCart } from './testing/a-cart';

const SUBSCRIPTION = 'subscription { orderEvents { type cartId status companyId restaurantUuid at } }';
// The fields of an activeOrders entry the tests compare, VAT (administrators only) and the lines included.
const ORDER_FIELDS = 'id status platformId total hasImage vatByRate { rate ttc } orders { id quantity price }';
const SUBSCRIPTION_WITH_ORDER = `subscription { orderEvents { type cartId status companyId restaurantUuid at order { ${ORDER_FIELDS} } } }`;
const ACCEPT = 'mutation($cart: Int!) { cartEvent(cart: $cart, status: ACCEPTED) { status } }';

type Stream = { events: Record<string, unknown>[]; close(): void };
type PushedOrder = { id: number; status: string; vatByRate: unknown[] | null };

/** Opens Yoga's SSE stream of `orderEvents` and collects what it pushes. */
async function openStream(
  api: TestApi,
  token: string,
  subscription = SUBSCRIPTION,
  headers: Record<string, string> = {},
): Promise<Stream> {
  const controller = new AbortController();
  const url = `${api.graphqlUrl}?query=${encodeURIComponent(subscription)}`;
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', authorization: `Bearer ${token}`, ...headers },
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

describe.each(TEST_DRIVERS)('orderEvents over SSE, one process (%s)', (driver) => {
  let api: TestApi;
  let bus: EventBus;
  let company: string;
  let basic: string;
  let admin: string;
  beforeAll(async () => {
    bus = createMemoryEventBus();
    api = await startTestApi(driver, {}, { eventBus: bus });
    company = await api.signIn(DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.company.password);
    basic = await api.signIn(DEMO_ACCOUNTS.basic.email, DEMO_ACCOUNTS.basic.password);
    admin = await api.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  });
  afterAll(async () => {
    await api?.close();
    await bus?.close();
  });

  /** Announces a change of `cart` as the code that commits one does, after the commit. */
  const announce = (cart: CartRow) =>
    bus.publish({
      type: 'cart.updated',
      cartId: cart.id,
      status: cart.status,
      companyId: cart.companyId,
      restaurantUuid: '',
      at: new Date().toISOString(),
    });

  const pushedOrder = (stream: Stream, index = 0) =>
    (stream.events[index]?.data as { orderEvents: { order: PushedOrder | null } } | undefined)?.orderEvents.order;

  it("pushes a change with the order to the company's tablets and to no other company's", async () => {
    const mine = await openStream(api, company, SUBSCRIPTION_WITH_ORDER);
    const theirs = await openStream(api, basic, SUBSCRIPTION_WITH_ORDER);
    const cart = await aCart(api.database.db, { status: 'CREATED' });
    await api.graphql(ACCEPT, { token: company, variables: { cart: cart.id } });
    await eventually(() =>
      expect(mine.events).toEqual([
        {
          data: {
            orderEvents: expect.objectContaining({
              cartId: cart.id,
              status: 'ACCEPTED',
              type: 'cart.updated',
              order: expect.objectContaining({ id: cart.id, status: 'ACCEPTED', platformId: cart.platformId }),
            }),
          },
        },
      ]),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(theirs.events).toEqual([]);
    mine.close();
    theirs.close();
  });

  it('pushes the order as activeOrders lists it, to the same byte', async () => {
    const stream = await openStream(api, company, SUBSCRIPTION_WITH_ORDER);
    const cart = await aCart(api.database.db, { status: 'CREATED' });
    await announce(cart);
    await eventually(() => expect(pushedOrder(stream)).toBeTruthy());
    const listed = await api.graphql(`{ activeOrders { created { ${ORDER_FIELDS} } } }`, { token: company });
    const entries = (listed.body.data?.activeOrders as { created: PushedOrder[] }).created;
    expect(pushedOrder(stream)).toEqual(entries.find((entry) => entry.id === cart.id));
    stream.close();
  });

  it('shows the VAT fields to administrators only, and an administrator acting as the company its view', async () => {
    const byCompany = await openStream(api, company, SUBSCRIPTION_WITH_ORDER);
    const byAdmin = await openStream(api, admin, SUBSCRIPTION_WITH_ORDER);
    const actingAs = await openStream(api, admin, SUBSCRIPTION_WITH_ORDER, {
      'x-switch-user': DEMO_ACCOUNTS.company.email,
    });
    const cart = await aCart(api.database.db, { status: 'CREATED' });
    await announce(cart);
    await eventually(() => {
      for (const stream of [byCompany, byAdmin, actingAs]) expect(pushedOrder(stream)?.id).toBe(cart.id);
    });
    expect(pushedOrder(byAdmin)?.vatByRate).toEqual(expect.any(Array));
    expect(pushedOrder(byCompany)?.vatByRate).toBeNull();
    expect(pushedOrder(actingAs)?.vatByRate).toBeNull();
    for (const stream of [byCompany, byAdmin, actingAs]) stream.close();
  });

  it('pushes an order that left the list as a removal, and one still listed today with its new status', async () => {
    const stream = await openStream(api, company, SUBSCRIPTION_WITH_ORDER);
    const older = await aCart(api.database.db, {
      status: 'CANCELED',
      createdAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000),
    });
    await announce(older);
    await eventually(() => expect(stream.events).toHaveLength(1));
    expect(stream.events[0]).toEqual({
      data: { orderEvents: expect.objectContaining({ cartId: older.id, status: 'CANCELED', order: null }) },
    });
    const today = await aCart(api.database.db, { status: 'CANCELED' });
    await announce(today);
    await eventually(() => expect(stream.events).toHaveLength(2));
    expect(pushedOrder(stream, 1)).toEqual(expect.objectContaining({ id: today.id, status: 'CANCELED' }));
    stream.close();
  });

  it('reads the order once per event for every tablet of one account, not once per tablet', async () => {
    const cartReads = async (tablets: number): Promise<number> => {
      const streams = await Promise.all(
        Array.from({ length: tablets }, () => openStream(api, company, SUBSCRIPTION_WITH_ORDER)),
      );
      const cart = await aCart(api.database.db, { status: 'CREATED' });
      const statements = await captureStatements(api.database, async () => {
        await announce(cart);
        await eventually(() => {
          for (const stream of streams) expect(pushedOrder(stream)?.id).toBe(cart.id);
        });
      });
      for (const stream of streams) stream.close();
      return statements.filter((statement) => /\bcarts\b/.test(statement)).length;
    };
    const one = await cartReads(1);
    expect(one).toBeGreaterThan(0);
    expect(await cartReads(4)).toBe(one);
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
