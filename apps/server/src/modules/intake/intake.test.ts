import { nestOptions, salesOf } from '@comptoir/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { cartCustomisations, cartEvents, cartLines, carts, webhookEvents, type CartRow } from '../../db/schema';
import { deliverooEventBody, deliverooOrder } from '../../platforms/deliveroo/fixtures';
import { signDeliverooWebhook } from '../../platforms/deliveroo/signature';
import { uberFulfillmentOrder, uberWebhookBody } from '../../platforms/uber-eats/fixtures';
import { signUberWebhook } from '../../platforms/uber-eats/signature';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { aClickNCollectOrder } from '../../platforms/click-n-collect/fixtures';
import { loadTicketOrder } from '../tickets/load-ticket-order';
import { NO_INTAKE_HOOKS, type IntakeHooks } from './hooks';
import { processPendingWebhooks } from './intake-worker';
import { storeTrustedWebhook } from './receive-webhook';
import { createWebhookEventBatcher } from './webhook-event-batcher';
import { createFakePlatformClient, findSeededStore, jsonAnswer, postWebhook } from './testing';

let orderCounter = 0;
const nextOrderId = (prefix: string) => `${prefix}-${Date.now()}-${(orderCounter += 1)}`;

describe.each(TEST_DRIVERS)('webhook intake over HTTP (%s)', (driver) => {
  let api: TestApi;
  let uberStore: Awaited<ReturnType<typeof findSeededStore>>;
  let deliverooStore: Awaited<ReturnType<typeof findSeededStore>>;
  const created: CartRow[] = [];
  const updated: CartRow[] = [];
  const hooks: IntakeHooks = {
    onCartsCreated: async (_tx, carts) => ({ carts: [...carts], queuedCalls: false }),
    onCartsCommitted: async (changes) => {
      for (const { cart, created: isNew } of changes) (isNew ? created : updated).push(cart);
    },
  };
  const uberOrders = new Map<string, { state: string; preparationStatus?: string }>();
  const fake = createFakePlatformClient((_platform, call) => {
    const id = /\/v1\/delivery\/order\/([^/?]+)/.exec(call.path)?.[1] ?? '';
    const state = uberOrders.get(decodeURIComponent(id));
    return state
      ? jsonAnswer(200, uberFulfillmentOrder({ orderId: decodeURIComponent(id), storeId: uberStore.storeId, ...state }))
      : jsonAnswer(404, { code: 'not_found' });
  });
  const processAll = async () => {
    while ((await processPendingWebhooks({ db: api.database.db, client: fake.client, hooks, baseDelayMs: 0 })) > 0);
  };

  beforeAll(async () => {
    api = await startTestApi(driver);
    uberStore = await findSeededStore(api.database.db, 'PLATFORM_UBER_EAT');
    deliverooStore = await findSeededStore(api.database.db, 'PLATFORM_DELIVEROO');
  });
  afterAll(async () => api?.close());
  beforeEach(() => {
    created.length = 0;
    updated.length = 0;
  });

  const uberSecret = () => api.config.platforms.PLATFORM_UBER_EAT.webhookSecret;
  const deliverooSecret = () => api.config.platforms.PLATFORM_DELIVEROO.webhookSecret;
  const postUber = (body: string, secret = uberSecret()) =>
    postWebhook(api.url, 'uber-eats', body, { 'X-Uber-Signature': signUberWebhook(body, secret) });
  let guid = 1_000;
  const postDeliveroo = (body: string, secret = deliverooSecret()) => {
    guid += 1;
    return postWebhook(api.url, 'deliveroo', body, {
      'X-Deliveroo-Sequence-Guid': String(guid),
      'X-Deliveroo-Hmac-Sha256': signDeliverooWebhook(String(guid), body, secret),
    });
  };
  const cartsOf = (platformId: string) => api.database.db.select().from(carts).where(eq(carts.platformId, platformId));
  const eventsOf = (eventId: string) =>
    api.database.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, eventId));

  it('turns a signed Deliveroo order into exactly one cart with its lines, nested customisations and totals', async () => {
    const orderId = nextOrderId('gb');
    const response = await postDeliveroo(
      deliverooEventBody('order.new', deliverooOrder({ orderId, storeId: deliverooStore.storeId })),
    );
    expect(response.status).toBe(200);
    await processAll();

    const [cart, ...others] = await cartsOf(orderId);
    expect(others).toHaveLength(0);
    expect(cart).toMatchObject({
      restaurantId: deliverooStore.id,
      companyId: deliverooStore.companyId,
      status: 'CREATED',
      displayId: '1753',
      subtotal: 2850,
      promo: 300,
      tips: 100,
      total: 2650,
    });
    const lines = await api.database.db
      .select()
      .from(cartLines)
      .where(eq(cartLines.cartId, cart?.id ?? -1))
      .orderBy(asc(cartLines.position));
    expect(lines.map((line) => [line.itemTitle, line.quantity, line.price])).toEqual([
      ['Margherita', 2, 1100],
      ['Cola', 1, 250],
    ]);
    const customisations = await api.database.db
      .select()
      .from(cartCustomisations)
      .where(eq(cartCustomisations.cartLineId, lines[0]?.id ?? -1))
      .orderBy(asc(cartCustomisations.position));
    expect(customisations.map((row) => [row.customisationTitle, row.price])).toEqual([
      ['Extra mozzarella', 300],
      ['Truffle oil', 100],
    ]);
    expect(customisations[1]?.parentId).toBe(customisations[0]?.id);
    expect(customisations[0]?.parentId).toBeNull();
    expect(created.map((row) => row.platformId)).toEqual([orderId]);
    const [event] = await api.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.cartId, cart?.id ?? -1));
    expect(event).toMatchObject({ status: 'processed', attempts: 1 });
    expect(
      await api.database.db
        .select()
        .from(cartEvents)
        .where(eq(cartEvents.cartId, cart?.id ?? -1)),
    ).toEqual([expect.objectContaining({ type: 'platform.received', toStatus: 'CREATED' })]);
  });

  it('writes an order and its automatic actions together: a failure between them leaves neither, and the retry does both once', async () => {
    const orderId = nextOrderId('atomic');
    await postDeliveroo(deliverooEventBody('order.new', deliverooOrder({ orderId, storeId: deliverooStore.storeId })));
    let crashes = 1;
    const crashingOnce: IntakeHooks = {
      ...hooks,
      async onCartsCreated(tx, created) {
        // What auto-accept writes first, then the process dies before the rest of the transaction.
        const ids = created.map((cart) => cart.id);
        await tx.update(carts).set({ status: 'ACCEPTED' }).where(inArray(carts.id, ids));
        if (crashes-- > 0) throw new Error('killed between the order and its consequences');
        return { carts: created.map((cart) => ({ ...cart, status: 'ACCEPTED' as const })), queuedCalls: false };
      },
    };
    await processPendingWebhooks({ db: api.database.db, client: fake.client, hooks: crashingOnce, baseDelayMs: 0 });
    expect(await cartsOf(orderId)).toEqual([]);
    const [pendingEvent] = await api.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.eventId, `order.new:${orderId}:placed:2026-01-05T12:00:00Z`));
    expect(pendingEvent).toMatchObject({ status: 'pending', cartId: null });

    await processPendingWebhooks({ db: api.database.db, client: fake.client, hooks: crashingOnce, baseDelayMs: 0 });
    expect(await cartsOf(orderId)).toEqual([expect.objectContaining({ status: 'ACCEPTED' })]);
    expect(created.filter((row) => row.platformId === orderId)).toEqual([
      expect.objectContaining({ status: 'ACCEPTED' }),
    ]);
  });

  it('acknowledges an Uber notification with 200 and an empty body, then fetches the order it names', async () => {
    const orderId = nextOrderId('uber');
    uberOrders.set(orderId, { state: 'OFFERED' });
    const response = await postUber(
      uberWebhookBody({ eventId: `evt-${orderId}`, orderId, storeId: uberStore.storeId }),
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
    await processAll();

    expect(fake.calls.at(-1)).toEqual({
      platform: 'PLATFORM_UBER_EAT',
      call: { method: 'GET', path: `/v1/delivery/order/${orderId}?expand=carts,deliveries,payment` },
    });
    const [cart] = await cartsOf(orderId);
    expect(cart).toMatchObject({
      status: 'CREATED',
      subtotal: 2800,
      total: 3000,
      displayId: 'BC953',
      restaurantId: uberStore.id,
    });
    const lines = await api.database.db
      .select()
      .from(cartLines)
      .where(eq(cartLines.cartId, cart?.id ?? -1));
    const nested = await api.database.db
      .select()
      .from(cartCustomisations)
      .where(
        inArray(
          cartCustomisations.cartLineId,
          lines.map((line) => line.id),
        ),
      );
    expect(nested.map((row) => row.customisationTitle).sort()).toEqual(['Bacon', 'Extra cheese']);
  });

  it('shows an Uber Eats order with the options the customer chose, in their groups, and lines that add up', async () => {
    const orderId = nextOrderId('uber');
    uberOrders.set(orderId, { state: 'OFFERED' });
    await postUber(uberWebhookBody({ eventId: `evt-${orderId}`, orderId, storeId: uberStore.storeId }));
    await processAll();
    const [cart] = await cartsOf(orderId);
    if (!cart) throw new Error('the Uber order was not written');
    const token = await api.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const query = `query($id: Int!) { cart(id: $id) { subtotal orders { quantity price item { title }
      customisations { id parentId quantity unitPrice price item { title } customisation { title } group { title } } } } }`;
    type ShownOption = {
      id: number;
      parentId: number | null;
      quantity: number;
      unitPrice: number;
      price: number;
      item: { title: string };
      customisation: { title: string };
      group: { title: string } | null;
    };
    type Shown = {
      subtotal: number;
      orders: { quantity: number; price: number; item: { title: string }; customisations: ShownOption[] }[];
    };
    const shown = (await api.graphql(query, { token, variables: { id: cart.id } })).body.data?.cart as Shown;
    const burger = shown.orders.find((line) => line.item.title === 'Burger');
    expect(
      burger?.customisations.map((option) => [option.item.title, option.customisation.title, option.group?.title]),
    ).toEqual([
      ['Extra cheese', 'Extra cheese', 'Extras'],
      ['Bacon', 'Bacon', 'Toppings'],
    ]);
    // The lines as the screens compute them add up to Sales.
    const lines = shown.orders.map((line) => ({
      name: line.item.title,
      quantity: line.quantity,
      unitPrice: line.price,
      options: nestOptions(
        line.customisations.map((option) => ({
          ...option,
          name: option.customisation.title,
          group: option.group?.title ?? null,
          total: option.price,
        })),
      ),
    }));
    expect(salesOf(lines)).toBe(shown.subtotal);
    const ticket = await loadTicketOrder(api.database.db, cart.id);
    expect(ticket?.lines.flatMap((line) => line.options.map((option) => option.name))).toEqual([
      'Extra cheese',
      'Bacon',
    ]);
  });

  it('refuses a forged webhook with 401 and stores nothing', async () => {
    const orderId = nextOrderId('forged');
    const eventId = `evt-${orderId}`;
    const body = uberWebhookBody({ eventId, orderId, storeId: uberStore.storeId });
    expect((await postUber(body, 'not-the-secret')).status).toBe(401);
    expect((await postWebhook(api.url, 'uber-eats', body, {})).status).toBe(401);
    expect(
      (
        await postDeliveroo(
          deliverooEventBody('order.new', deliverooOrder({ orderId, storeId: deliverooStore.storeId })),
          'wrong',
        )
      ).status,
    ).toBe(401);
    expect(await eventsOf(eventId)).toHaveLength(0);
    expect(
      await api.database.db
        .select()
        .from(webhookEvents)
        .where(eq(webhookEvents.eventId, `order.new:${orderId}:placed:2026-01-05T12:00:00Z`)),
    ).toHaveLength(0);
  });

  it('acknowledges a duplicate without processing it again: one event, one cart', async () => {
    const orderId = nextOrderId('dup');
    uberOrders.set(orderId, { state: 'OFFERED' });
    const body = uberWebhookBody({ eventId: `evt-${orderId}`, orderId, storeId: uberStore.storeId });
    const answers = await Promise.all([postUber(body), postUber(body), postUber(body)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    // The same order notified under another event id (a platform bug or a replay) still makes one cart.
    await postUber(uberWebhookBody({ eventId: `evt-${orderId}-again`, orderId, storeId: uberStore.storeId }));
    await processAll();
    expect(await eventsOf(`evt-${orderId}`)).toHaveLength(1);
    expect(await cartsOf(orderId)).toHaveLength(1);
    expect(created.filter((row) => row.platformId === orderId)).toHaveLength(1);
  });

  it('never moves an order backwards when events arrive out of order', async () => {
    const orderId = nextOrderId('ooo');
    const placed = { at: '2026-01-05T12:00:00Z', status: 'placed' };
    const accepted = { at: '2026-01-05T12:01:00Z', status: 'accepted' };
    const canceled = { at: '2026-01-05T12:02:00Z', status: 'canceled' };
    const order = (status: string, statusLog: { at: string; status: string }[]) =>
      deliverooOrder({ orderId, storeId: deliverooStore.storeId, status, statusLog });
    // The cancellation overtakes everything: the order is written from it, already CANCELED.
    await postDeliveroo(deliverooEventBody('order.status_update', order('canceled', [placed, accepted, canceled])));
    await processAll();
    await postDeliveroo(deliverooEventBody('order.status_update', order('accepted', [placed, accepted])));
    await postDeliveroo(deliverooEventBody('order.new', order('placed', [placed])));
    await processAll();
    const [cart, ...others] = await cartsOf(orderId);
    expect(others).toHaveLength(0);
    expect(cart?.status).toBe('CANCELED');
    expect(cart?.canceledAt).not.toBeNull();
  });

  it('moves an order forward on a later status event and tells the hooks', async () => {
    const orderId = nextOrderId('fwd');
    uberOrders.set(orderId, { state: 'OFFERED' });
    await postUber(uberWebhookBody({ eventId: `evt-${orderId}`, orderId, storeId: uberStore.storeId }));
    await processAll();
    uberOrders.set(orderId, { state: 'FAILED' });
    await postUber(
      uberWebhookBody({
        eventId: `evt-${orderId}-cancel`,
        eventType: 'orders.cancel',
        orderId,
        storeId: uberStore.storeId,
      }),
    );
    // A late notification for the same order (it is fetched again) does not bring it back.
    await postUber(uberWebhookBody({ eventId: `evt-${orderId}-late`, orderId, storeId: uberStore.storeId }));
    await processAll();
    const [cart] = await cartsOf(orderId);
    expect(cart?.status).toBe('CANCELED');
    expect(updated.map((row) => [row.platformId, row.status])).toEqual([[orderId, 'CANCELED']]);
    const history = await api.database.db
      .select()
      .from(cartEvents)
      .where(eq(cartEvents.cartId, cart?.id ?? -1))
      .orderBy(asc(cartEvents.id));
    expect(history.map((event) => [event.type, event.fromStatus, event.toStatus])).toEqual([
      ['platform.received', null, 'CREATED'],
      ['platform.status', 'CREATED', 'CANCELED'],
    ]);
  });

  /** The stored `order.new` webhook of the Deliveroo fixture's order. */
  async function newDeliverooOrderEvent(orderId: string) {
    const [event] = await api.database.db
      .select()
      .from(webhookEvents)
      .where(
        and(
          eq(webhookEvents.platform, 'PLATFORM_DELIVEROO'),
          eq(webhookEvents.eventId, `order.new:${orderId}:placed:2026-01-05T12:00:00Z`),
        ),
      );
    return event;
  }

  it('fails the event of an unknown store with a clear error and writes no cart', async () => {
    const orderId = nextOrderId('nostore');
    await postDeliveroo(deliverooEventBody('order.new', deliverooOrder({ orderId, storeId: 'no-such-site' })));
    await processAll();
    expect(await cartsOf(orderId)).toHaveLength(0);
    const event = await newDeliverooOrderEvent(orderId);
    expect(event).toMatchObject({ status: 'failed', attempts: 1 });
    expect(event?.lastError).toMatch(/Unknown store.*no-such-site/);
  });

  it('fails an order holding more of an item than any kitchen makes, with a clear error, and writes no cart', async () => {
    const orderId = nextOrderId('huge');
    const order = deliverooOrder({ orderId, storeId: deliverooStore.storeId });
    // 2 pizzas × 5,001 mozzarellas each: 10,002 mozzarellas, one level down.
    const [pizza] = order.items;
    if (!pizza?.modifiers[0]) throw new Error('the fixture has a pizza with a modifier');
    pizza.modifiers[0].quantity = 5_001;
    await postDeliveroo(deliverooEventBody('order.new', order));
    await processAll();
    expect(await cartsOf(orderId)).toHaveLength(0);
    const event = await newDeliverooOrderEvent(orderId);
    expect(event).toMatchObject({ status: 'failed', attempts: 1 });
    expect(event?.lastError).toMatch(
      /Implausible order: Option "Extra mozzarella" holds 10002 units \(at most 10000\)/,
    );
  });

  it('retries a failed fetch with backoff, then gives up after the last attempt', async () => {
    const orderId = nextOrderId('retry');
    const failing = createFakePlatformClient(() => jsonAnswer(503, { error: 'down' }));
    await postUber(uberWebhookBody({ eventId: `evt-${orderId}`, orderId, storeId: uberStore.storeId }));
    const options = { db: api.database.db, client: failing.client, hooks, maxAttempts: 3, baseDelayMs: 60_000 };
    await processPendingWebhooks(options);
    expect((await eventsOf(`evt-${orderId}`))[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: expect.stringContaining('503'),
    });
    // Not due again before the delay has passed.
    expect(await processPendingWebhooks(options)).toBe(0);
    const later = (minutes: number) => ({ ...options, now: () => new Date(Date.now() + minutes * 60_000) });
    await processPendingWebhooks(later(2));
    await processPendingWebhooks(later(10));
    expect((await eventsOf(`evt-${orderId}`))[0]).toMatchObject({ status: 'failed', attempts: 3 });
    expect(await cartsOf(orderId)).toHaveLength(0);
  });

  it('answers 404 for an unknown platform, 413 for a body over 1 MB, and 400 (stored as failed) for an unreadable signed body', async () => {
    expect((await postWebhook(api.url, 'no-such-platform', '{}', {})).status).toBe(404);
    const huge = JSON.stringify({ padding: 'x'.repeat(1024 * 1024) });
    expect((await postUber(huge)).status).toBe(413);
    const unreadable = '{"event_type":"orders.notification"';
    const response = await postUber(unreadable);
    expect(response.status).toBe(400);
    const stored = await api.database.db.select().from(webhookEvents).where(eq(webhookEvents.body, unreadable));
    expect(stored).toEqual([
      expect.objectContaining({ status: 'failed', eventType: 'unreadable', platform: 'PLATFORM_UBER_EAT' }),
    ]);
  });
});

describe.each(TEST_DRIVERS)('orders from Comptoir’s own channel (%s)', (driver) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(driver);
  });
  afterAll(async () => api?.close());

  it('takes a Click N Collect order through the same stored, idempotent path', async () => {
    const store = await findSeededStore(api.database.db, 'PLATFORM_CLICK_N_COLLECT');
    const order = aClickNCollectOrder({ id: `cnc-${Date.now()}`, storeId: store.storeId });
    const deps = { webhookEvents: createWebhookEventBatcher(api.database.db) };
    expect(
      await storeTrustedWebhook(deps, 'PLATFORM_CLICK_N_COLLECT', `order.placed:${order.id}`, 'order.placed', order),
    ).toBe(true);
    expect(
      await storeTrustedWebhook(deps, 'PLATFORM_CLICK_N_COLLECT', `order.placed:${order.id}`, 'order.placed', order),
    ).toBe(false);
    const fake = createFakePlatformClient(() => jsonAnswer(500));
    await processPendingWebhooks({ db: api.database.db, client: fake.client, hooks: NO_INTAKE_HOOKS });
    const rows = await api.database.db.select().from(carts).where(eq(carts.platformId, order.id));
    expect(rows).toEqual([
      expect.objectContaining({ platform: 'PLATFORM_CLICK_N_COLLECT', restaurantId: store.id, status: 'CREATED' }),
    ]);
    expect(fake.calls).toHaveLength(0);
  });
});
