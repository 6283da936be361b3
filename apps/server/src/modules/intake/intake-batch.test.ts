import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DRIVERS } from '../../db/testing';
import { carts, webhookEvents, type CartRow } from '../../db/schema';
import { deliverooEventBody, deliverooOrder } from '../../platforms/deliveroo/fixtures';
import { signDeliverooWebhook } from '../../platforms/deliveroo/signature';
import { startTestApi, type TestApi } from '../../testing/test-api';
import type { IntakeHooks } from './hooks';
import { processPendingWebhooks, type IntakeWorkerOptions } from './intake-worker';
import { createFakePlatformClient, findSeededStore, jsonAnswer, postWebhook } from './testing';

// The batched intake (docs/architecture.md#intake): several workers claim batches of a burst side by side, each batch
// written in one transaction with a savepoint per event.
describe.each(TEST_DRIVERS)('a webhook burst taken in by batches (%s)', (driver) => {
  let api: TestApi;
  let storeId = '';
  let run = 0;
  const announced: CartRow[] = [];
  const poisoned = new Set<string>();
  const hooks: IntakeHooks = {
    async onCartsCreated(_tx, carts) {
      if (carts.some((cart) => poisoned.has(cart.platformId)))
        throw new Error('the printer settings of this order cannot be read');
      return { carts: [...carts], queuedCalls: false };
    },
    onCartsCommitted: async (changes) => {
      for (const { cart, created } of changes) if (created) announced.push(cart);
    },
  };
  const options = (batchSize: number): IntakeWorkerOptions => ({
    db: api.database.db,
    client: createFakePlatformClient(() => jsonAnswer(500)).client,
    hooks,
    batchSize,
    baseDelayMs: 0,
  });
  const postOrder = (orderId: string, store = storeId, guid = `${orderId}-guid`, notes = 'Extra napkins') => {
    const body = deliverooEventBody('order.new', {
      ...deliverooOrder({ orderId, storeId: store }),
      order_notes: notes,
    });
    return postWebhook(api.url, 'deliveroo', body, {
      'X-Deliveroo-Sequence-Guid': guid,
      'X-Deliveroo-Hmac-Sha256': signDeliverooWebhook(
        guid,
        body,
        api.config.platforms.PLATFORM_DELIVEROO.webhookSecret,
      ),
    });
  };
  const eventsOf = (orderIds: string[]) =>
    api.database.db
      .select()
      .from(webhookEvents)
      .where(
        inArray(
          webhookEvents.eventId,
          orderIds.map((id) => `order.new:${id}:placed:2026-01-05T12:00:00Z`),
        ),
      );

  beforeAll(async () => {
    api = await startTestApi(driver);
    storeId = (await findSeededStore(api.database.db, 'PLATFORM_DELIVEROO')).storeId;
  });
  afterAll(async () => api?.close());

  it('writes each order of a burst once, and tells the tablets once, with three workers claiming at the same time', async () => {
    run += 1;
    const orderIds = Array.from({ length: 30 }, (_, index) => `burst-${driver}-${run}-${index}`);
    for (const orderId of orderIds) expect((await postOrder(orderId)).status).toBe(200);
    // The platform sends some of them again (a new delivery of the same event): stored once.
    for (const orderId of orderIds.slice(0, 5))
      expect((await postOrder(orderId, storeId, `${orderId}-again`)).status).toBe(200);
    announced.length = 0;
    const worker = async () => {
      while ((await processPendingWebhooks(options(4))) > 0);
    };
    await Promise.all([worker(), worker(), worker()]);

    const written = await api.database.db.select().from(carts).where(inArray(carts.platformId, orderIds));
    expect(written.map((cart) => cart.platformId).sort()).toEqual([...orderIds].sort());
    expect(announced.map((cart) => cart.platformId).sort()).toEqual([...orderIds].sort());
    const events = await eventsOf(orderIds);
    expect(events).toHaveLength(orderIds.length);
    expect(events.every((event) => event.status === 'processed' && event.cartId !== null)).toBe(true);
  });

  it('writes the rest of a batch when one of its orders fails, and leaves that one to retry or to fail alone', async () => {
    run += 1;
    const good = Array.from({ length: 6 }, (_, index) => `good-${driver}-${run}-${index}`);
    const bad = `bad-${driver}-${run}`;
    const strange = `strange-${driver}-${run}`;
    poisoned.add(bad);
    await postOrder(good[0] ?? '');
    await postOrder(bad);
    await postOrder(strange, 'no-such-site');
    for (const orderId of good.slice(1)) await postOrder(orderId);
    announced.length = 0;

    expect(await processPendingWebhooks(options(20))).toBe(good.length + 2);

    expect(announced.map((cart) => cart.platformId).sort()).toEqual([...good].sort());
    const events = new Map(
      (await eventsOf([...good, bad, strange])).map((event) => [event.eventId.split(':')[1], event] as const),
    );
    for (const orderId of good) expect(events.get(orderId)).toMatchObject({ status: 'processed', attempts: 1 });
    expect(events.get(bad)).toMatchObject({ status: 'pending', attempts: 1, cartId: null });
    expect(events.get(bad)?.lastError).toMatch(/printer settings/);
    expect(events.get(strange)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(events.get(strange)?.lastError).toMatch(/Unknown store/);
    expect(await api.database.db.select().from(carts).where(eq(carts.platformId, bad))).toEqual([]);

    // Once the cause is gone, the retry writes it.
    poisoned.delete(bad);
    await processPendingWebhooks(options(20));
    expect(await api.database.db.select().from(carts).where(eq(carts.platformId, bad))).toHaveLength(1);
  });

  it('writes the batch again event by event when the rows of one order cannot be stored, and loses none of the others', async () => {
    run += 1;
    const good = Array.from({ length: 6 }, (_, index) => `fine-${driver}-${run}-${index}`);
    const unstorable = `nul-${driver}-${run}`;
    for (const orderId of good.slice(0, 3)) await postOrder(orderId);
    // PostgreSQL stores no NUL character in text: the multi-row INSERT of the batch's carts fails as a whole.
    await postOrder(unstorable, storeId, `${unstorable}-guid`, 'Extra\u0000napkins');
    for (const orderId of good.slice(3)) await postOrder(orderId);
    announced.length = 0;

    expect(await processPendingWebhooks(options(20))).toBe(good.length + 1);

    const written = await api.database.db
      .select()
      .from(carts)
      .where(inArray(carts.platformId, [...good, unstorable]));
    expect(written.map((cart) => cart.platformId).sort()).toEqual([...good].sort());
    expect(announced.map((cart) => cart.platformId).sort()).toEqual([...good].sort());
    const events = new Map(
      (await eventsOf([...good, unstorable])).map((event) => [event.eventId.split(':')[1], event] as const),
    );
    for (const orderId of good) expect(events.get(orderId)).toMatchObject({ status: 'processed', attempts: 1 });
    expect(events.get(unstorable)).toMatchObject({ status: 'pending', attempts: 1, cartId: null });
    expect(events.get(unstorable)?.lastError).toBeTruthy();
  });
});
