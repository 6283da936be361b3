import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  applicationCompanies,
  carts,
  platformCalls,
  restaurants,
  webhookEvents,
  type CartRow,
} from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { aGetRestoOrder, aSignedGetRestoPush } from '../../platforms/get-resto/fixtures';
import { createPlatformClient } from '../../platforms/outbound/platform-client';
import { queueOrderCall } from '../../platforms/outbound/queue-order-call';
import { createTestPlatformConnections } from '../../platforms/testing';
import { createTestAccount, findAccountByEmail, startTestApi, type TestApi } from '../../testing/test-api';
import { GET_RESTO_APPLICATION_HEADER } from './get-resto-application';
import { NO_INTAKE_HOOKS } from './hooks';
import { processPendingWebhooks } from './intake-worker';
import { sendDuePlatformCalls } from '../platform-calls/outbound-worker';
import { createFakePlatformClient, findSeededStore, jsonAnswer, postWebhook } from './testing';

describe.each(TEST_DRIVERS)('GET RESTO pushes signed per application (%s)', (driver) => {
  let api: TestApi;
  let application: { uuid: string; secret: string };
  let store: Awaited<ReturnType<typeof findSeededStore>>;
  let counter = 0;
  // Stored under the store's name: GET RESTO event ids are unique per store only.
  const eventsOf = (eventId: string) =>
    api.database.db
      .select()
      .from(webhookEvents)
      .where(like(webhookEvents.eventId, `%/${eventId}`));
  const push = (secret: string, headers: Record<string, string>, storeId = store.storeId) => {
    counter += 1;
    const eventId = `app-push-${driver}-${counter}`;
    const signed = aSignedGetRestoPush(secret, eventId, aGetRestoOrder({ id: `pos-${driver}-${counter}`, storeId }));
    return { eventId, response: postWebhook(api.url, 'get-resto', signed.rawBody, { ...signed.headers, ...headers }) };
  };

  beforeAll(async () => {
    api = await startTestApi(driver);
    // The demo application "Demo POS" is linked to Demo Burger Co, which has the GET RESTO demo restaurant.
    const account = await findAccountByEmail(api.database, DEMO_ACCOUNTS.app.email);
    application = { uuid: account.uuid, secret: account.webhookSecret ?? '' };
    store = await findSeededStore(api.database.db, 'PLATFORM_GET_RESTO');
  });
  afterAll(async () => api?.close());

  it("accepts a push signed with the named application's own secret and stores it", async () => {
    const { eventId, response } = push(application.secret, { [GET_RESTO_APPLICATION_HEADER]: application.uuid });
    expect((await response).status).toBe(200);
    expect(await eventsOf(eventId)).toHaveLength(1);
  });

  it('refuses a push signed with the deployment secret while naming an application, and stores nothing', async () => {
    const { eventId, response } = push(api.config.platforms.PLATFORM_GET_RESTO.webhookSecret, {
      [GET_RESTO_APPLICATION_HEADER]: application.uuid,
    });
    expect((await response).status).toBe(401);
    expect(await eventsOf(eventId)).toHaveLength(0);
  });

  it('refuses an unknown or disabled application', async () => {
    const unknown = push(application.secret, {
      [GET_RESTO_APPLICATION_HEADER]: '00000000-0000-4000-8000-000000000000',
    });
    expect((await unknown.response).status).toBe(401);
    await api.database.db.update(accounts).set({ enabled: false }).where(eq(accounts.uuid, application.uuid));
    try {
      const disabled = push(application.secret, { [GET_RESTO_APPLICATION_HEADER]: application.uuid });
      expect((await disabled.response).status).toBe(401);
      expect(await eventsOf(disabled.eventId)).toHaveLength(0);
    } finally {
      await api.database.db.update(accounts).set({ enabled: true }).where(eq(accounts.uuid, application.uuid));
    }
  });

  it('refuses a push to a store of a company the application is not linked to', async () => {
    const { eventId, response } = push(
      application.secret,
      { [GET_RESTO_APPLICATION_HEADER]: application.uuid },
      'a-store-of-someone-else',
    );
    expect((await response).status).toBe(403);
    expect(await eventsOf(eventId)).toHaveLength(0);
  });
});

type Received = { method: string; path: string; headers: Record<string, string | string[] | undefined>; body: string };

/** An HTTP server on 127.0.0.1 that records what it is sent and answers 200 (or the next queued status). */
async function startReceiver() {
  const received: Received[] = [];
  const statuses: number[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(statuses.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, statuses, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const hmac = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;

describe.each(TEST_DRIVERS)("GET RESTO callbacks to the store's application (%s)", (driver) => {
  let api: TestApi;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let deployment: Awaited<ReturnType<typeof startReceiver>>;
  let store: Awaited<ReturnType<typeof findSeededStore>>;
  let counter = 0;
  const db = () => api.database.db;
  const client = () => createPlatformClient(api.config.platforms, fetch, { allowPrivateNetworks: true });
  const sendAll = () => sendDuePlatformCalls({ db: db(), client: client(), baseDelayMs: 0, maxAttempts: 1 });

  /** A new application linked to the store's company, its webhook URL a path on the receiver. */
  const anApplication = async (secret: string) => {
    const account = await createTestAccount(api.database, {
      type: 'Application',
      name: 'Test POS',
      webhookUrl: `${receiver.url}/pos/`,
      webhookSecret: secret,
    });
    await db().insert(applicationCompanies).values({ accountId: account.id, companyId: store.companyId });
    return account;
  };
  const pushOrder = async (application: { uuid: string }, secret: string) => {
    counter += 1;
    const orderId = `pos-callback-${driver}-${counter}`;
    const signed = aSignedGetRestoPush(
      secret,
      `callback-push-${driver}-${counter}`,
      aGetRestoOrder({ id: orderId, storeId: store.storeId }),
    );
    const response = await postWebhook(api.url, 'get-resto', signed.rawBody, {
      ...signed.headers,
      [GET_RESTO_APPLICATION_HEADER]: application.uuid,
    });
    return { orderId, status: response.status };
  };
  /** Pushes an order as the application and lets the intake turn it into a cart. */
  const anOrderOf = async (application: { uuid: string }, secret: string): Promise<CartRow> => {
    const { orderId, status } = await pushOrder(application, secret);
    expect(status).toBe(200);
    const intakeClient = createFakePlatformClient(() => jsonAnswer(500)).client;
    while (
      (await processPendingWebhooks({ db: db(), client: intakeClient, hooks: NO_INTAKE_HOOKS, baseDelayMs: 0 })) > 0
    );
    const [cart] = await db()
      .select()
      .from(carts)
      .where(and(eq(carts.platform, 'PLATFORM_GET_RESTO'), eq(carts.platformId, orderId)));
    if (!cart) throw new Error(`The pushed order ${orderId} made no cart`);
    return cart;
  };
  const storeApplication = async () =>
    (await db().select({ id: restaurants.applicationId }).from(restaurants).where(eq(restaurants.id, store.id)))[0]?.id;
  const callOf = async (cart: CartRow, action: string) =>
    (
      await db()
        .select()
        .from(platformCalls)
        .where(and(eq(platformCalls.cartId, cart.id), eq(platformCalls.action, action)))
    )[0];

  beforeAll(async () => {
    receiver = await startReceiver();
    deployment = await startReceiver();
    api = await startTestApi(driver, {
      platforms: createTestPlatformConnections({ PLATFORM_GET_RESTO: { apiUrl: `${deployment.url}/deployment` } }),
    });
    store = await findSeededStore(api.database.db, 'PLATFORM_GET_RESTO');
  });
  afterAll(async () => {
    await api?.close();
    await receiver?.close();
    await deployment?.close();
  });

  it("sends the accept of an application's order to the application's URL, signed with its secret, never to GET_RESTO_API_URL", async () => {
    const secret = 'whsec_first-application';
    const application = await anApplication(secret);
    const cart = await anOrderOf(application, secret);
    expect(await storeApplication()).toBe(application.id);

    await queueOrderCall(db(), cart, { type: 'accept', preparationMinutes: 20 });
    await sendAll();
    const path = `/pos/orders/${encodeURIComponent(cart.platformId)}/status`;
    const [callback, ...others] = receiver.received.filter((request) => request.path === path);
    expect(others).toHaveLength(0);
    expect(callback?.method).toBe('POST');
    expect(JSON.parse(callback?.body ?? '{}')).toEqual({ status: 'accepted', preparationMinutes: 20 });
    expect(callback?.headers['x-getresto-signature']).toBe(hmac(secret, callback?.body ?? ''));
    expect(callback?.headers['x-getresto-signature-previous']).toBeUndefined();
    // Only the application's own signature: no deployment credential goes to its address.
    expect(callback?.headers.authorization).toBeUndefined();
    expect(callback?.headers['x-getresto-event-id']).toBe(`comptoir-call-${(await callOf(cart, 'accept'))?.id}`);
    expect(
      deployment.received.filter((request) => request.path.includes(encodeURIComponent(cart.platformId))),
    ).toHaveLength(0);
    expect(await callOf(cart, 'accept')).toMatchObject({ status: 'sent', responseStatus: 200 });
  });

  it('hands the store to another linked application that pushes later', async () => {
    const first = await anApplication('whsec_first');
    await anOrderOf(first, 'whsec_first');
    expect(await storeApplication()).toBe(first.id);
    const second = await anApplication('whsec_second');
    await anOrderOf(second, 'whsec_second');
    expect(await storeApplication()).toBe(second.id);
  });

  it('verifies a push with the previous secret during the overlap, signs callbacks with both, and refuses it after', async () => {
    const application = await anApplication('whsec_old');
    await db()
      .update(accounts)
      .set({
        webhookSecret: 'whsec_new',
        previousWebhookSecret: 'whsec_old',
        previousWebhookSecretUntil: new Date(Date.now() + 3_600_000),
      })
      .where(eq(accounts.id, application.id));
    const cart = await anOrderOf(application, 'whsec_old');
    expect((await pushOrder(application, 'whsec_new')).status).toBe(200);

    await queueOrderCall(db(), cart, { type: 'ready' });
    await sendAll();
    const callback = receiver.received.find(
      (request) => request.path === `/pos/orders/${encodeURIComponent(cart.platformId)}/status`,
    );
    expect(callback?.headers['x-getresto-signature']).toBe(hmac('whsec_new', callback?.body ?? ''));
    expect(callback?.headers['x-getresto-signature-previous']).toBe(hmac('whsec_old', callback?.body ?? ''));

    await db()
      .update(accounts)
      .set({ previousWebhookSecretUntil: new Date(Date.now() - 1000) })
      .where(eq(accounts.id, application.id));
    expect((await pushOrder(application, 'whsec_old')).status).toBe(401);
    expect((await pushOrder(application, 'whsec_new')).status).toBe(200);
  });

  it('sends nothing for an application no longer linked to the company: the call fails, and no other destination hears it', async () => {
    const application = await anApplication('whsec_unlinked');
    const cart = await anOrderOf(application, 'whsec_unlinked');
    await db().delete(applicationCompanies).where(eq(applicationCompanies.accountId, application.id));
    const before = { application: receiver.received.length, deployment: deployment.received.length };

    await queueOrderCall(db(), cart, { type: 'accept', preparationMinutes: null });
    await sendAll();
    expect(receiver.received.length).toBe(before.application);
    expect(deployment.received.length).toBe(before.deployment);
    expect(await callOf(cart, 'accept')).toMatchObject({
      status: 'failed',
      attempts: 1,
      responseStatus: null,
      lastError: "The store's application is no longer linked to its company",
    });
  });

  it('sends the calls of a store without application to GET_RESTO_API_URL, signed with the deployment secret', async () => {
    const application = await anApplication('whsec_then-none');
    const cart = await anOrderOf(application, 'whsec_then-none');
    await db().update(restaurants).set({ applicationId: null }).where(eq(restaurants.id, store.id));
    const before = receiver.received.length;

    await queueOrderCall(db(), cart, { type: 'ready' });
    await sendAll();
    const callback = deployment.received.find(
      (request) => request.path === `/deployment/orders/${encodeURIComponent(cart.platformId)}/status`,
    );
    expect(callback?.headers['x-getresto-signature']).toBe(
      hmac(api.config.platforms.PLATFORM_GET_RESTO.clientSecret, callback?.body ?? ''),
    );
    expect(receiver.received.length).toBe(before);
    expect(await callOf(cart, 'ready')).toMatchObject({ status: 'sent' });
  });
});
