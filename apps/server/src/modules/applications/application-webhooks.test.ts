import { createHmac, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCompanies, companies, menuConfigurations, platforms, restaurants } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_COMPANY_NAMES } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { aClickNCollectOrder } from '../../platforms/click-n-collect/fixtures';
import { createTestAccount, startTestApi, type TestApi } from '../../testing/test-api';
import { NO_INTAKE_HOOKS } from '../intake/hooks';
import { processPendingWebhooks } from '../intake/intake-worker';
import { storeTrustedWebhook } from '../intake/receive-webhook';
import { createWebhookEventBatcher } from '../intake/webhook-event-batcher';
import { createFakePlatformClient, findSeededStore, jsonAnswer } from '../intake/testing';
import { recordPlatformRefund } from '../disputes/record-platform-refund';
import { aCart } from '../orders/testing/a-cart';
import { recordPlatformReview } from '../reviews/record-platform-review';
import { sendDueApplicationWebhooks } from './application-webhook-worker';
import { startWebhookReceiver, type ReceivedWebhook } from './testing/webhook-receiver';

const HOUR = 3_600_000;

const sign = (body: string, secret: string) =>
  `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;

type Delivery = {
  deliveryId: string;
  event: string;
  status: string;
  attemptCount: number;
  attempts: { statusCode: number | null; responseExcerpt: string | null }[];
};

describe.each(TEST_DRIVERS)('webhooks posted to applications (%s)', (driver) => {
  let api: TestApi;
  let burgerReceiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let pizzaReceiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  const burgerApp = { token: '', secret: '' };
  const pizzaApp = { token: '', secret: '', createdSecret: null as string | null };
  let basicToken = '';

  const deliverAt = (at: Date) =>
    sendDueApplicationWebhooks({ db: api.database.db, allowPrivateNetworks: true, now: () => at, random: () => 1 });
  const drain = async (at = new Date()) => {
    while ((await deliverAt(at)) > 0);
  };
  const call = async (token: string, query: string, variables: Record<string, unknown> = {}) => {
    const result = await api.graphql(query, { token, variables });
    return result.body;
  };
  const orderOf = (webhook: ReceivedWebhook) =>
    (JSON.parse(webhook.body) as { order?: { uuid: string; status: string } }).order;
  const act = (cart: number, status: string) =>
    call(
      basicToken,
      'mutation($cart: Int!, $status: OrderStatus) { cartEvent(cart: $cart, status: $status) { id status } }',
      { cart, status },
    );
  const deliveries = async (token: string, args = '') => {
    const body = await call(
      token,
      `{ applicationWebhookDeliveries(first: 50${args}) { totalCount edges { node { deliveryId event status attemptCount attempts { statusCode responseExcerpt } } } } }`,
    );
    const connection = body.data?.applicationWebhookDeliveries as { edges: { node: Delivery }[] } | undefined;
    return connection?.edges.map((edge) => edge.node) ?? [];
  };

  beforeAll(async () => {
    api = await startTestApi(driver);
    burgerReceiver = await startWebhookReceiver();
    pizzaReceiver = await startWebhookReceiver();
    // Demo POS serves Demo Burger Co; its seeded secret is never shown, so it is rotated to be known.
    burgerApp.token = await api.signIn(DEMO_ACCOUNTS.app.email, DEMO_ACCOUNTS.app.password);
    await call(
      burgerApp.token,
      'mutation($url: String!) { applicationInfo(input: { webhookUrl: $url, webhookEnabled: true }) { uuid } }',
      { url: burgerReceiver.url },
    );
    const rotated = await call(burgerApp.token, 'mutation { rotateApplicationSecret { webhookSecret } }');
    burgerApp.secret = (rotated.data?.rotateApplicationSecret as { webhookSecret: string }).webhookSecret;
    // A second integrator serves Corner Pizza only.
    const pizza = await createTestAccount(api.database, {
      type: 'Application',
      roles: ['ROLE_APPLICATION'],
      name: 'Pizza POS',
    });
    const [corner] = await api.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, DEMO_COMPANY_NAMES.pizza));
    await api.database.db.insert(applicationCompanies).values({ accountId: pizza.id, companyId: corner?.id ?? 0 });
    pizzaApp.token = await api.signIn(pizza.email, pizza.password);
    // The contract: applicationInfo answers id, name, phone, webhookSecret and webhookUrl.
    const info = await call(
      pizzaApp.token,
      'mutation($url: String!) { applicationInfo(input: { webhookUrl: $url, webhookEnabled: true }) { id name phone webhookSecret webhookUrl } }',
      {
        url: pizzaReceiver.url,
      },
    );
    expect(info.data?.applicationInfo).toMatchObject({
      id: pizza.id,
      name: 'Pizza POS',
      phone: null,
      webhookUrl: pizzaReceiver.url,
    });
    pizzaApp.createdSecret = (info.data?.applicationInfo as { webhookSecret: string | null }).webhookSecret;
    pizzaApp.secret = pizzaApp.createdSecret ?? '';
    basicToken = await api.signIn(DEMO_ACCOUNTS.basic.email, DEMO_ACCOUNTS.basic.password);
  });
  afterAll(async () => {
    await Promise.all([burgerReceiver?.close(), pizzaReceiver?.close()]);
    await api?.close();
  });

  it('shows a secret in the answer that created it, and never again', async () => {
    expect(pizzaApp.createdSecret).toMatch(/^whsec_/);
    const me = await call(
      pizzaApp.token,
      '{ me { ... on Application { webhookSecret hasWebhookSecret webhookUrl webhookEnabled } } }',
    );
    expect(me.data?.me).toEqual({
      webhookSecret: null,
      hasWebhookSecret: true,
      webhookUrl: pizzaReceiver.url,
      webhookEnabled: true,
    });
  });

  it("posts a new order to its company's application only, signed with that application's secret", async () => {
    const store = await findSeededStore(api.database.db, 'PLATFORM_CLICK_N_COLLECT');
    const order = aClickNCollectOrder({ id: `cnc-hook-${driver}-${Date.now()}`, storeId: store.storeId });
    await storeTrustedWebhook(
      { webhookEvents: createWebhookEventBatcher(api.database.db) },
      'PLATFORM_CLICK_N_COLLECT',
      `order.placed:${order.id}`,
      'order.placed',
      order,
    );
    await processPendingWebhooks({
      db: api.database.db,
      client: createFakePlatformClient(() => jsonAnswer(500)).client,
      hooks: NO_INTAKE_HOOKS,
    });
    await drain();

    const received = burgerReceiver.received.filter((webhook) => webhook.body.includes(order.id));
    expect(received.map((webhook) => webhook.event)).toEqual(['order.created']);
    const [webhook] = received;
    if (!webhook) throw new Error('nothing received');
    expect(webhook.headers['x-comptoir-signature']).toBe(sign(webhook.body, burgerApp.secret));
    expect(webhook.headers['x-comptoir-delivery']).toMatch(/^[0-9a-f-]{36}$/);
    const payload = JSON.parse(webhook.body) as {
      version: number;
      event: string;
      company: { name: string };
      order: Record<string, unknown>;
    };
    expect(payload).toMatchObject({ version: 1, event: 'order.created', company: { name: DEMO_COMPANY_NAMES.burger } });
    expect(payload.order).toMatchObject({
      platform: 'PLATFORM_CLICK_N_COLLECT',
      platformOrderId: order.id,
      status: 'CREATED',
    });
    expect(pizzaReceiver.received.some((other) => other.body.includes(order.id))).toBe(false);
  });

  it("posts a Corner Pizza order's changes to Corner Pizza's application, and a cancellation as order.cancelled", async () => {
    const cart = await aCart(api.database.db, { company: 'pizza' });
    expect((await act(cart.id, 'ACCEPTED')).errors).toBeUndefined();
    expect((await act(cart.id, 'CANCELED')).errors).toBeUndefined();
    await drain();
    const received = pizzaReceiver.received.filter((webhook) => orderOf(webhook)?.uuid === cart.uuid);
    expect(received.map((webhook) => [webhook.event, orderOf(webhook)?.status])).toEqual([
      ['order.updated', 'ACCEPTED'],
      ['order.cancelled', 'CANCELED'],
    ]);
    expect(JSON.parse(received[0]?.body ?? '{}')).toMatchObject({ changes: ['status'] });
    for (const webhook of received)
      expect(webhook.headers['x-comptoir-signature']).toBe(sign(webhook.body, pizzaApp.secret));
    expect(burgerReceiver.received.some((webhook) => orderOf(webhook)?.uuid === cart.uuid)).toBe(false);
  });

  it("posts a pause and a resume of each of the company's restaurants, a platform's review and refund, and a published menu", async () => {
    const pizzaStores = await api.database.db
      .select({
        id: restaurants.id,
        uuid: restaurants.uuid,
        storeId: restaurants.platformStoreId,
        platform: platforms.code,
      })
      .from(restaurants)
      .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
      .innerJoin(companies, eq(companies.id, restaurants.companyId))
      .where(eq(companies.name, DEMO_COMPANY_NAMES.pizza));
    const since = pizzaReceiver.received.length;
    expect((await call(basicToken, 'mutation { companyOperation(pause: true) { id } }')).errors).toBeUndefined();
    expect((await call(basicToken, 'mutation { companyOperation(pause: false) { id } }')).errors).toBeUndefined();
    const uber = pizzaStores.find((store) => store.platform === 'PLATFORM_UBER_EAT');
    if (!uber) throw new Error('no Corner Pizza Uber Eats store');
    await api.database.db.transaction(async (tx) => {
      await recordPlatformReview(tx, {
        platform: 'PLATFORM_UBER_EAT',
        platformReviewId: `review-${driver}-${Date.now()}`,
        workflowId: randomUUID(),
        storeId: uber.storeId,
        platformOrderId: null,
        orderNumber: 'A-42',
        rating: 2,
        comment: 'Cold pizza',
        orderValue: 2_390,
        client: { platformId: 'eater-1', firstName: 'Ana', picture: null },
        reviewedAt: new Date(),
      });
      await recordPlatformRefund(tx, 'PLATFORM_UBER_EAT', uber.storeId, {
        platformRefundId: `refund-${driver}-${Date.now()}`,
        platformOrderId: 'unknown-order',
        displayOrderId: 'A-43',
        amount: 1_250,
        problem: 'MISSING_ITEM',
        customerComment: 'No drink',
        deadlineAt: null,
        refundedAt: new Date(),
        items: [{ platformItemId: 'coke', name: 'Coca-Cola', price: 250, problem: 'MISSING_ITEM' }],
      });
    });
    await drain();
    const received = pizzaReceiver.received.slice(since);
    for (const store of pizzaStores) {
      const about = received.filter(
        (webhook) => (JSON.parse(webhook.body) as { restaurant?: { uuid: string } }).restaurant?.uuid === store.uuid,
      );
      expect(about.map((webhook) => webhook.event)).toEqual(['restaurant.paused', 'restaurant.resumed']);
    }
    const review = received.find((webhook) => webhook.event === 'review.created');
    expect(JSON.parse(review?.body ?? '{}')).toMatchObject({
      review: { rating: 2, comment: 'Cold pizza', orderValue: 2_390, restaurant: { uuid: uber.uuid } },
    });
    const dispute = received.find((webhook) => webhook.event === 'dispute.created');
    expect(JSON.parse(dispute?.body ?? '{}')).toMatchObject({
      dispute: { amount: 1_250, items: [{ name: 'Coca-Cola', price: 250 }], order: { uuid: null, displayId: 'A-43' } },
    });
    expect(burgerReceiver.received.some((webhook) => webhook.body.includes('Cold pizza'))).toBe(false);

    // Demo Burger Co publishes its Uber Eats restaurant's live menu again: its application hears it.
    const [live] = await api.database.db
      .select({ id: menuConfigurations.id, restaurantUuid: restaurants.uuid })
      .from(menuConfigurations)
      .innerJoin(restaurants, eq(restaurants.id, menuConfigurations.restaurantId))
      .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
      .innerJoin(companies, eq(companies.id, restaurants.companyId))
      .where(and(eq(companies.name, DEMO_COMPANY_NAMES.burger), eq(platforms.code, 'PLATFORM_UBER_EAT')))
      .limit(1);
    const companyToken = await api.signIn(DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.company.password);
    const published = await call(
      companyToken,
      'mutation($restaurants: [String!]!, $id: Int!) { menuToTablet(restaurants: $restaurants, menuConfigurationId: $id) { status } }',
      {
        restaurants: [live?.restaurantUuid],
        id: live?.id,
      },
    );
    expect(published.data?.menuToTablet).toEqual([{ status: 'PENDING' }]);
    await drain();
    const menu = burgerReceiver.received.filter((webhook) => webhook.event === 'menu.published').at(-1);
    expect(JSON.parse(menu?.body ?? '{}')).toMatchObject({
      restaurant: { uuid: live?.restaurantUuid, platform: 'PLATFORM_UBER_EAT' },
      menu: { items: expect.any(Array) },
    });
  });

  it('retries a delivery answered 500 under the same delivery id, and logs both attempts', async () => {
    const cart = await aCart(api.database.db, { company: 'pizza' });
    pizzaReceiver.answerNext(500);
    await act(cart.id, 'ACCEPTED');
    const now = new Date();
    await deliverAt(now);
    expect(await deliverAt(now)).toBe(0);
    await drain(new Date(now.getTime() + HOUR));
    const received = pizzaReceiver.received.filter((webhook) => orderOf(webhook)?.uuid === cart.uuid);
    expect(received).toHaveLength(2);
    expect(received[1]?.deliveryId).toBe(received[0]?.deliveryId);
    expect(received.map((webhook) => webhook.headers['x-comptoir-attempt'])).toEqual(['1', '2']);
    const [logged] = (await deliveries(pizzaApp.token)).filter(
      (delivery) => delivery.deliveryId === received[0]?.deliveryId,
    );
    expect(logged).toMatchObject({ event: 'ORDER_UPDATED', status: 'DELIVERED', attemptCount: 2 });
    expect(logged?.attempts).toEqual([
      { statusCode: 500, responseExcerpt: 'refused with 500' },
      { statusCode: 200, responseExcerpt: 'ok' },
    ]);
  });

  it("holds an order's next event until the one before it is delivered", async () => {
    const cart = await aCart(api.database.db, { company: 'pizza' });
    pizzaReceiver.answerNext(500);
    await act(cart.id, 'ACCEPTED');
    await act(cart.id, 'READY_FOR_PICKUP');
    const now = new Date();
    await drain(now);
    const statuses = () =>
      pizzaReceiver.received
        .filter((webhook) => orderOf(webhook)?.uuid === cart.uuid)
        .map((webhook) => orderOf(webhook)?.status);
    expect(statuses()).toEqual(['ACCEPTED']);
    await drain(new Date(now.getTime() + HOUR));
    expect(statuses()).toEqual(['ACCEPTED', 'ACCEPTED', 'READY_FOR_PICKUP']);
  });

  it('gives a delivery up after 24 hours, and redelivers it from the log', async () => {
    const cart = await aCart(api.database.db, { company: 'pizza' });
    pizzaReceiver.answerNext(503, 503);
    await act(cart.id, 'ACCEPTED');
    const now = new Date();
    await drain(now);
    await drain(new Date(now.getTime() + 25 * HOUR));
    const failed = await deliveries(pizzaApp.token, ', status: FAILED');
    const mine = failed.find(
      (delivery) => delivery.attempts.length === 2 && delivery.attempts.every((attempt) => attempt.statusCode === 503),
    );
    expect(mine).toBeDefined();
    if (!mine) return;

    // Another application asking for it is told it does not exist.
    const foreign = await call(
      burgerApp.token,
      'mutation($id: String!) { redeliverApplicationWebhook(deliveryId: $id) { status } }',
      { id: mine.deliveryId },
    );
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const again = await call(
      pizzaApp.token,
      'mutation($id: String!) { redeliverApplicationWebhook(deliveryId: $id) { status } }',
      { id: mine.deliveryId },
    );
    expect(again.data?.redeliverApplicationWebhook).toEqual({ status: 'PENDING' });
    await drain();
    expect(pizzaReceiver.received.filter((webhook) => webhook.deliveryId === mine.deliveryId)).toHaveLength(3);
    const [logged] = (await deliveries(pizzaApp.token)).filter((delivery) => delivery.deliveryId === mine.deliveryId);
    expect(logged?.status).toBe('DELIVERED');
  });

  it('signs with the old secret beside the new one for 24 hours after a rotation', async () => {
    const before = pizzaApp.secret;
    const rotation = await call(
      pizzaApp.token,
      'mutation { rotateApplicationSecret { webhookSecret previousSecretValidUntil } }',
    );
    const { webhookSecret, previousSecretValidUntil } = rotation.data?.rotateApplicationSecret as {
      webhookSecret: string;
      previousSecretValidUntil: string;
    };
    pizzaApp.secret = webhookSecret;
    expect(webhookSecret).not.toBe(before);
    expect(Date.parse(previousSecretValidUntil) - Date.now()).toBeGreaterThan(23 * HOUR);

    const ping = await call(pizzaApp.token, 'mutation { sendApplicationTestWebhook { deliveryId event } }');
    const { deliveryId } = ping.data?.sendApplicationTestWebhook as { deliveryId: string };
    await drain();
    const [during] = pizzaReceiver.received.filter((webhook) => webhook.deliveryId === deliveryId);
    expect(during?.event).toBe('ping');
    expect(during?.headers['x-comptoir-signature']).toBe(sign(during?.body ?? '', webhookSecret));
    expect(during?.headers['x-comptoir-signature-previous']).toBe(sign(during?.body ?? '', before));

    await call(pizzaApp.token, 'mutation($id: String!) { redeliverApplicationWebhook(deliveryId: $id) { status } }', {
      id: deliveryId,
    });
    await drain(new Date(Date.now() + 25 * HOUR));
    const after = pizzaReceiver.received.filter((webhook) => webhook.deliveryId === deliveryId).at(-1);
    expect(after?.headers['x-comptoir-signature']).toBe(sign(after?.body ?? '', webhookSecret));
    expect(after?.headers['x-comptoir-signature-previous']).toBeUndefined();
  });

  it('filters the log by event and status', async () => {
    const pings = await deliveries(pizzaApp.token, ', event: PING');
    expect(pings.length).toBeGreaterThan(0);
    expect(pings.every((delivery) => delivery.event === 'PING')).toBe(true);
    const failed = await deliveries(pizzaApp.token, ', status: FAILED');
    expect(failed.every((delivery) => delivery.status === 'FAILED')).toBe(true);
    const page = `query($after: String) { applicationWebhookDeliveries(first: 2, after: $after) {
      totalCount pageInfo { hasNextPage endCursor } edges { node { deliveryId } } } }`;
    type Page = {
      totalCount: number;
      pageInfo: { hasNextPage: boolean; endCursor: string };
      edges: { node: { deliveryId: string } }[];
    };
    const one = (await call(pizzaApp.token, page)).data?.applicationWebhookDeliveries as Page;
    const two = (await call(pizzaApp.token, page, { after: one.pageInfo.endCursor })).data
      ?.applicationWebhookDeliveries as Page;
    expect(one.pageInfo.hasNextPage).toBe(true);
    expect(one.totalCount).toBeGreaterThan(2);
    const ids = [...one.edges, ...two.edges].map((edge) => edge.node.deliveryId);
    expect(new Set(ids).size).toBe(4);
    const bad = await call(pizzaApp.token, '{ applicationWebhookDeliveries(fromDate: "2026-02-30") { totalCount } }');
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses an address that is not http(s) and events without an address, naming the field and changing nothing', async () => {
    const wrong = await call(
      pizzaApp.token,
      'mutation { applicationInfo(input: { webhookUrl: "ftp://pos.example.com/hooks" }) { webhookUrl } }',
    );
    expect(wrong.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { webhookUrl: 'invalid_webhook_url' },
    });
    const empty = await call(
      pizzaApp.token,
      'mutation { applicationInfo(input: { webhookUrl: "", webhookEnabled: true }) { webhookUrl } }',
    );
    expect(empty.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { webhookUrl: 'field_required' },
    });
    const me = await call(pizzaApp.token, '{ me { ... on Application { webhookUrl webhookEnabled } } }');
    expect(me.data?.me).toEqual({ webhookUrl: pizzaReceiver.url, webhookEnabled: true });

    // Events off: a test ping would only be written to fail, so it is refused, naming the switch.
    await call(pizzaApp.token, 'mutation { applicationInfo(input: { webhookEnabled: false }) { webhookEnabled } }');
    const ping = await call(pizzaApp.token, 'mutation { sendApplicationTestWebhook { deliveryId } }');
    expect(ping.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { webhookEnabled: 'field_required' },
    });
    await call(pizzaApp.token, 'mutation { applicationInfo(input: { webhookEnabled: true }) { webhookEnabled } }');
  });

  it('keeps the console to applications', async () => {
    const company = await call(basicToken, '{ applicationWebhookDeliveries { totalCount } }');
    expect(company.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const rotate = await call(basicToken, 'mutation { rotateApplicationSecret { webhookSecret } }');
    expect(rotate.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
