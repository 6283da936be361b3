import { createHmac } from 'node:crypto';
import { and, eq, inArray, notExists } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_DRIVERS, type TestDatabase } from '../../db/testing';
import { carts, platformCalls, type CartRow } from '../../db/schema';
import { enqueuePlatformCall } from '../../platforms/outbound/enqueue';
import { createPlatformClient } from '../../platforms/outbound/platform-client';
import { queueOrderCall } from '../../platforms/outbound/queue-order-call';
import { createTestPlatformConnections } from '../../platforms/testing';
import { sendDuePlatformCalls } from './outbound-worker';

type Seen = { url: string; method: string; authorization: string | null; body: string; headers: Headers };

/** A partner API played by a queue of answers; token requests always succeed. */
function createFakeFetch() {
  const seen: Seen[] = [];
  const answers: (Response | Error)[] = [];
  const fakeFetch: typeof fetch = async (input, init) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    seen.push({
      url,
      method: init?.method ?? 'GET',
      authorization: headers.get('authorization'),
      body: init?.body ? String(init.body) : '',
      headers,
    });
    if (url.endsWith('/token'))
      return Response.json({ access_token: 'token-1', expires_in: 300, token_type: 'Bearer' });
    const answer = answers.shift() ?? new Response(null, { status: 204 });
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { fakeFetch, seen, answers };
}

describe.each(TEST_DRIVERS)('outbound platform calls (%s)', (driver) => {
  let database: TestDatabase;
  const connections = createTestPlatformConnections({
    PLATFORM_UBER_EAT: { apiUrl: 'http://uber.test', authUrl: 'http://uber.test/oauth/v2/token' },
    PLATFORM_DELIVEROO: {
      apiUrl: 'http://deliveroo.test',
      authUrl: 'http://deliveroo.test/oauth2/token',
      clientId: 'roo-id',
      clientSecret: 'roo-secret',
    },
    PLATFORM_GLOVO: { apiUrl: 'http://glovo.test' },
    PLATFORM_GET_RESTO: { apiUrl: 'http://get-resto.test', clientSecret: 'app-secret' },
  });
  // A seeded order none of whose platform calls exist yet: the seed answers some reviews, which queues a call on their
  // order, and each test reads back the calls of its own order.
  const cartOn = async (platform: CartRow['platform']) => {
    const [cart] = await database.db
      .select()
      .from(carts)
      .where(
        and(
          eq(carts.platform, platform),
          notExists(database.db.select().from(platformCalls).where(eq(platformCalls.cartId, carts.id))),
        ),
      )
      .orderBy(carts.id)
      .limit(1);
    if (!cart) throw new Error(`No seeded ${platform} cart`);
    return cart;
  };
  const callsOf = (cart: CartRow) => database.db.select().from(platformCalls).where(eq(platformCalls.cartId, cart.id));

  beforeAll(async () => {
    database = await openTestDatabase(driver, { seed: 'minimal' });
  });
  afterAll(async () => database?.dispose());

  it('sends an Uber accept with an OAuth bearer token and records the answer', async () => {
    const { fakeFetch, seen } = createFakeFetch();
    const client = createPlatformClient(connections, fakeFetch);
    const cart = await cartOn('PLATFORM_UBER_EAT');
    expect(await queueOrderCall(database.db, cart, { type: 'accept', preparationMinutes: 15 })).toBe(true);
    expect(await sendDuePlatformCalls({ db: database.db, client })).toBe(1);

    expect(seen.map((request) => [request.method, request.url])).toEqual([
      ['POST', 'http://uber.test/oauth/v2/token'],
      ['POST', `http://uber.test/v1/delivery/order/${encodeURIComponent(cart.platformId)}/accept`],
    ]);
    expect(new URLSearchParams(seen[0]?.body).get('grant_type')).toBe('client_credentials');
    expect(seen[1]?.authorization).toBe('Bearer token-1');
    expect(JSON.parse(seen[1]?.body ?? '{}')).toHaveProperty('ready_for_pickup_time');
    const [call] = await callsOf(cart);
    expect(call).toMatchObject({
      action: 'accept',
      status: 'sent',
      attempts: 1,
      responseStatus: 204,
      platform: 'PLATFORM_UBER_EAT',
    });
    expect(call?.sentAt).not.toBeNull();
  });

  it('sends the headers an adapter put on a queued call, on every attempt', async () => {
    const { fakeFetch, seen, answers } = createFakeFetch();
    const client = createPlatformClient(connections, fakeFetch);
    const cart = await cartOn('PLATFORM_GLOVO');
    await enqueuePlatformCall(database.db, {
      platform: 'PLATFORM_GLOVO',
      cartId: cart.id,
      restaurantId: cart.restaurantId,
      action: 'ready',
      call: {
        method: 'PUT',
        path: '/orders/1/status',
        body: { status: 'READY_FOR_PICKUP' },
        headers: { 'glovo-store-address-external-id': 'store-7' },
      },
    });
    answers.push(new Response(null, { status: 503 }));
    await sendDuePlatformCalls({ db: database.db, client });
    await database.db
      .update(platformCalls)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(platformCalls.cartId, cart.id));
    await sendDuePlatformCalls({ db: database.db, client });
    const sent = seen.filter((request) => request.url.endsWith('/orders/1/status'));
    expect(sent).toHaveLength(2);
    for (const request of sent) expect(request.headers.get('glovo-store-address-external-id')).toBe('store-7');
  });

  it('signs a GET RESTO callback like its pushes, with the same event id on a retry', async () => {
    const { fakeFetch, seen, answers } = createFakeFetch();
    const client = createPlatformClient(connections, fakeFetch);
    const cart = await cartOn('PLATFORM_GET_RESTO');
    await queueOrderCall(database.db, cart, { type: 'accept', preparationMinutes: 10 });
    answers.push(new Response(null, { status: 500 }));
    await sendDuePlatformCalls({ db: database.db, client });
    await database.db
      .update(platformCalls)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(platformCalls.cartId, cart.id));
    await sendDuePlatformCalls({ db: database.db, client });
    const sent = seen.filter((request) => request.url.startsWith('http://get-resto.test'));
    expect(sent).toHaveLength(2);
    for (const request of sent) {
      const expected = createHmac('sha256', 'app-secret').update(request.body).digest('hex');
      expect(request.headers.get('x-getresto-signature')).toBe(`sha256=${expected}`);
    }
    expect(sent[0]?.headers.get('x-getresto-event-id')).toBeTruthy();
    expect(sent[1]?.headers.get('x-getresto-event-id')).toBe(sent[0]?.headers.get('x-getresto-event-id'));
  });

  it('retries a 404 to a GET RESTO order callback (the application may not have stored the order yet), not to a store or review call', async () => {
    const { fakeFetch, answers } = createFakeFetch();
    const client = createPlatformClient(connections, fakeFetch);
    const cart = await cartOn('PLATFORM_GET_RESTO');
    const start = Date.now();
    const rowOf = async (id: number) =>
      (await database.db.select().from(platformCalls).where(eq(platformCalls.id, id)))[0];
    const order = await enqueuePlatformCall(database.db, {
      platform: 'PLATFORM_GET_RESTO',
      cartId: cart.id,
      restaurantId: cart.restaurantId,
      action: 'ready',
      call: { method: 'POST', path: '/orders/404-test/status', body: { status: 'ready' } },
    });
    const store = await enqueuePlatformCall(database.db, {
      platform: 'PLATFORM_GET_RESTO',
      cartId: null,
      restaurantId: cart.restaurantId,
      action: 'pause',
      call: { method: 'POST', path: '/stores/404-test/status', body: { paused: true } },
    });
    const review = await enqueuePlatformCall(database.db, {
      platform: 'PLATFORM_GET_RESTO',
      cartId: cart.id,
      restaurantId: cart.restaurantId,
      action: 'reviewReply',
      call: { method: 'POST', path: '/reviews/404-test/reply', body: { message: 'Thanks' } },
    });
    await database.db
      .update(platformCalls)
      .set({ nextAttemptAt: new Date(start - 1000) })
      .where(inArray(platformCalls.id, [order, store, review]));
    answers.push(
      new Response(null, { status: 404 }),
      new Response(null, { status: 404 }),
      new Response(null, { status: 404 }),
    );
    await sendDuePlatformCalls({ db: database.db, client, baseDelayMs: 1000, now: () => new Date(start) });
    expect(await rowOf(order)).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 404 });
    expect((await rowOf(order))?.nextAttemptAt.getTime()).toBe(start + 1000);
    expect(await rowOf(store)).toMatchObject({ status: 'failed', attempts: 1, responseStatus: 404 });
    expect(await rowOf(review)).toMatchObject({ status: 'failed', attempts: 1, responseStatus: 404 });
    // Not left pending for the next tests' answers.
    await database.db.update(platformCalls).set({ status: 'failed' }).where(eq(platformCalls.id, order));
  });

  it('does not retry a 404 to another platform', async () => {
    const { fakeFetch, answers } = createFakeFetch();
    const cart = await cartOn('PLATFORM_GLOVO');
    const id = await enqueuePlatformCall(database.db, {
      platform: 'PLATFORM_GLOVO',
      cartId: cart.id,
      restaurantId: cart.restaurantId,
      action: 'ready',
      call: { method: 'PUT', path: '/orders/404-test/status', body: {} },
    });
    answers.push(new Response(null, { status: 404 }));
    await sendDuePlatformCalls({
      db: database.db,
      client: createPlatformClient(connections, fakeFetch),
      now: () => new Date(Date.now() + 1000),
    });
    expect((await database.db.select().from(platformCalls).where(eq(platformCalls.id, id)))[0]).toMatchObject({
      status: 'failed',
      responseStatus: 404,
    });
  });

  it('retries 5xx and network errors with backoff, honours Retry-After on 429, and fails a refused call', async () => {
    const { fakeFetch, answers } = createFakeFetch();
    const client = createPlatformClient(connections, fakeFetch);
    const cart = await cartOn('PLATFORM_DELIVEROO');
    await queueOrderCall(database.db, cart, { type: 'ready' });
    const start = Date.now();
    const at = (ms: number) => () => new Date(start + ms);
    const options = { db: database.db, client, baseDelayMs: 1000 };
    const current = async () =>
      (
        await database.db
          .select()
          .from(platformCalls)
          .where(and(eq(platformCalls.cartId, cart.id), eq(platformCalls.action, 'ready')))
      )[0];

    answers.push(new Response('busy', { status: 503 }));
    await sendDuePlatformCalls({ ...options, now: at(0) });
    expect(await current()).toMatchObject({
      status: 'pending',
      attempts: 1,
      responseStatus: 503,
      lastError: 'The platform answered 503',
      lastErrorReason: { code: 'PLATFORM_ANSWERED', params: { status: 503 } },
    });
    expect((await current())?.nextAttemptAt.getTime()).toBe(start + 1000);

    answers.push(new Error('connect ECONNREFUSED'));
    expect(await sendDuePlatformCalls({ ...options, now: at(500) })).toBe(0);
    await sendDuePlatformCalls({ ...options, now: at(1000) });
    expect(await current()).toMatchObject({
      status: 'pending',
      attempts: 2,
      lastError: 'connect ECONNREFUSED',
      lastErrorReason: { code: 'PLATFORM_UNREACHABLE', params: {} },
    });
    expect((await current())?.nextAttemptAt.getTime()).toBe(start + 1000 + 2000);

    answers.push(new Response('slow down', { status: 429, headers: { 'retry-after': '30' } }));
    await sendDuePlatformCalls({ ...options, now: at(3000) });
    expect((await current())?.nextAttemptAt.getTime()).toBe(start + 3000 + 30_000);

    answers.push(new Response('{"code":"conflict"}', { status: 409 }));
    await sendDuePlatformCalls({ ...options, now: at(33_000) });
    expect(await current()).toMatchObject({
      status: 'failed',
      attempts: 4,
      responseStatus: 409,
      responseBody: '{"code":"conflict"}',
    });
  });

  it('gives up after the last attempt', async () => {
    const { fakeFetch, answers } = createFakeFetch();
    const client = createPlatformClient(connections, fakeFetch);
    const cart = await cartOn('PLATFORM_GLOVO');
    const start = Date.now();
    const id =
      (
        await database.db
          .insert(platformCalls)
          .values({
            platform: 'PLATFORM_GLOVO',
            cartId: cart.id,
            restaurantId: cart.restaurantId,
            action: 'ready',
            method: 'PUT',
            path: '/x',
            nextAttemptAt: new Date(start),
          })
          .returning()
      )[0]?.id ?? -1;
    answers.push(new Response(null, { status: 500 }), new Response(null, { status: 500 }));
    await sendDuePlatformCalls({
      db: database.db,
      client,
      maxAttempts: 2,
      baseDelayMs: 10,
      now: () => new Date(start),
    });
    await sendDuePlatformCalls({
      db: database.db,
      client,
      maxAttempts: 2,
      baseDelayMs: 10,
      now: () => new Date(start + 1000),
    });
    const [row] = await database.db.select().from(platformCalls).where(eq(platformCalls.id, id));
    expect(row).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it('records an action the platform has no call for as unsupported and sends nothing', async () => {
    const { fakeFetch, seen } = createFakeFetch();
    const cart = await cartOn('PLATFORM_DELIVEROO');
    await queueOrderCall(database.db, cart, { type: 'cancel', reason: 'OUT_OF_ITEMS' });
    const rows = await database.db
      .select()
      .from(platformCalls)
      .where(and(eq(platformCalls.cartId, cart.id), eq(platformCalls.action, 'cancel')));
    expect(rows).toEqual([expect.objectContaining({ status: 'unsupported', path: '' })]);
    await sendDuePlatformCalls({
      db: database.db,
      client: createPlatformClient(connections, fakeFetch),
      now: () => new Date(Date.now() + 3_600_000),
    });
    expect(seen.filter((request) => request.url.includes('cancel'))).toHaveLength(0);
  });

  it('authenticates Deliveroo with Basic id:secret for its token, and Glovo with its bare token', async () => {
    const { fakeFetch, seen } = createFakeFetch();
    const client = createPlatformClient(connections, fakeFetch);
    await client.request('PLATFORM_DELIVEROO', {
      method: 'PATCH',
      path: '/order/v1/orders/1',
      body: { status: 'accepted' },
    });
    await client.request('PLATFORM_GLOVO', {
      method: 'PUT',
      path: '/webhook/stores/s/orders/1/status',
      body: { status: 'ACCEPTED' },
    });
    expect(seen[0]?.authorization).toBe(`Basic ${Buffer.from('roo-id:roo-secret').toString('base64')}`);
    expect(seen[1]?.authorization).toBe('Bearer token-1');
    expect(seen[2]?.authorization).toBe(connections.PLATFORM_GLOVO.clientSecret);
  });
});
