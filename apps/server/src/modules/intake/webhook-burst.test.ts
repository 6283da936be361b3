import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../app';
import { openTestDatabase, TEST_DRIVERS, type TestDatabase } from '../../db/testing';
import { webhookEvents } from '../../db/schema';
import { deliverooEventBody, deliverooOrder } from '../../platforms/deliveroo/fixtures';
import { signDeliverooWebhook } from '../../platforms/deliveroo/signature';
import { captureStatements } from '../../testing/count-statements';
import { createTestConfig } from '../../testing/test-api';
import { findSeededStore } from './testing';

const BURST = 100;

// Webhooks that arrive together are stored with one INSERT (docs/architecture.md#intake), and each is still
// acknowledged only once its row is committed, deduplicated exactly, with its own outcome. The burst is handed to the
// app in one turn of the event loop, as a loaded server reads it from its sockets: over loopback HTTP from this same
// process, the test's own sending would spread it over many turns.
describe.each(TEST_DRIVERS)('a burst of webhooks stored in groups (%s)', (driver) => {
  let database: TestDatabase;
  let app: App;
  const config = createTestConfig();
  let storeId = '';
  let run = 0;
  let wakes = 0;

  beforeAll(async () => {
    database = await openTestDatabase(driver, { seed: 'minimal' });
    app = createApp({
      database,
      config,
      onWebhookStored: () => void (wakes += 1),
      activeOrdersCache: null,
      viewerCache: null,
    });
    storeId = (await findSeededStore(database.db, 'PLATFORM_DELIVEROO')).storeId;
  });
  afterAll(async () => database?.dispose());

  let guid = 0;
  const post = async (body: string) => {
    guid += 1;
    const headers = {
      'content-type': 'application/json',
      'x-deliveroo-sequence-guid': String(guid),
      'x-deliveroo-hmac-sha256': signDeliverooWebhook(
        String(guid),
        body,
        config.platforms.PLATFORM_DELIVEROO.webhookSecret,
      ),
    };
    const response = await app.fetch(
      new Request('http://comptoir.test/webhooks/deliveroo', { method: 'POST', headers, body }),
    );
    return response.status;
  };
  const orderBody = (orderId: string) => deliverooEventBody('order.new', deliverooOrder({ orderId, storeId }));
  const eventIdOf = (orderId: string) => `order.new:${orderId}:placed:2026-01-05T12:00:00Z`;
  const storedOf = (orderIds: readonly string[]) =>
    database.db
      .select({ eventId: webhookEvents.eventId })
      .from(webhookEvents)
      .where(inArray(webhookEvents.eventId, orderIds.map(eventIdOf)));
  const inserts = (statements: readonly string[]) =>
    statements.filter((statement) => /^insert into "webhook_events"/i.test(statement));

  it('acknowledges every webhook of a burst once stored, all of them stored with one INSERT', async () => {
    run += 1;
    const orderIds = Array.from({ length: BURST }, (_, index) => `group-${driver}-${run}-${index}`);
    let statuses: number[] = [];
    const statements = await captureStatements(database, async () => {
      statuses = await Promise.all(orderIds.map((orderId) => post(orderBody(orderId))));
    });
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect((await storedOf(orderIds)).map((row) => row.eventId).sort()).toEqual(orderIds.map(eventIdOf).sort());
    // Handed over in one turn, stored in one statement, where each used to take its own.
    expect(inserts(statements)).toHaveLength(1);
  });

  it('stores an event sent several times in one burst once, and wakes the intake once for it', async () => {
    run += 1;
    const stored = `stored-${driver}-${run}`;
    const repeated = `repeated-${driver}-${run}`;
    const others = Array.from({ length: 20 }, (_, index) => `other-${driver}-${run}-${index}`);
    expect(await post(orderBody(stored))).toBe(200);
    wakes = 0;
    const bodies = [...others, ...Array.from({ length: 10 }, () => repeated), stored].map(orderBody);
    const statuses = await Promise.all(bodies.map(post));
    // What a duplicate is answered today: the same 200 as a new event.
    expect(statuses.every((status) => status === 200)).toBe(true);
    const rows = await storedOf([stored, repeated, ...others]);
    expect(rows.filter((row) => row.eventId === eventIdOf(repeated))).toHaveLength(1);
    expect(rows.filter((row) => row.eventId === eventIdOf(stored))).toHaveLength(1);
    expect(rows).toHaveLength(others.length + 2);
    // Only a new event wakes the intake: the first of the repeated one, none for the one stored before.
    expect(wakes).toBe(others.length + 1);
  });

  it('answers one webhook PostgreSQL cannot store with its own error, and stores the others of its group', async () => {
    run += 1;
    const orderIds = Array.from({ length: 20 }, (_, index) => `beside-${driver}-${run}-${index}`);
    // Unreadable (JSON allows no raw NUL), so kept as a failed event; but text columns take no NUL either.
    const unstorable = `${orderBody(`nul-${driver}-${run}`)}\u0000`;
    let statuses: number[] = [];
    const statements = await captureStatements(database, async () => {
      statuses = await Promise.all(
        [...orderIds.slice(0, 10).map(orderBody), unstorable, ...orderIds.slice(10).map(orderBody)].map(post),
      );
    });
    expect(statuses.filter((status) => status === 200)).toHaveLength(orderIds.length);
    expect(statuses[10]).toBe(500);
    expect(await storedOf(orderIds)).toHaveLength(orderIds.length);
    // The group's INSERT, refused as a whole, then each of its rows alone.
    expect(inserts(statements)).toHaveLength(1 + orderIds.length + 1);
  });
});
