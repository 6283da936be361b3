import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseDriver } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import {
  accounts,
  applicationWebhooks,
  cartEvents,
  carts,
  companies,
  platformCalls,
  printJobs,
  webhookEvents,
} from '../../db/schema';
import { seedDemo } from '../../db/seed';
import { createPostgresTestDatabase, TEST_DRIVERS } from '../../db/testing';
import { deliverooEventBody, deliverooOrder } from '../../platforms/deliveroo/fixtures';
import { signDeliverooWebhook } from '../../platforms/deliveroo/signature';
import {
  findFreePort,
  startSpawnedServer,
  stopSpawnedServer,
  withServerDatabase,
  type SpawnedServer,
} from '../../testing/spawned-server';
import { findSeededStore } from './testing';

// The real server process, killed with SIGKILL again and again while a burst of webhooks (duplicates included) is
// received and processed: every webhook it acknowledged was stored, the platforms retry the rest, and once it has
// drained every order exists once — auto-accepted once, its accept call queued once, its ticket queued once per
// printer, its order.created webhook written once (docs/architecture.md#outbox).
const SECRET = 'crash-test-deliveroo-secret';
const ORDERS = 60;
const DUPLICATES = 20;
const KILLS_WHILE_PROCESSING = 8;

function eventIdOf(body: string): string {
  const order = (JSON.parse(body) as { body: { order: { id: string } } }).body.order;
  return `order.new:${order.id}:placed:2026-01-05T12:00:00Z`;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(TEST_DRIVERS)('a server killed in the middle of a webhook burst (%s)', (driver: DatabaseDriver) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'comptoir-crash-'));
  let databaseUrl = '';
  let dropDatabase: () => Promise<void> = async () => undefined;
  let storeId = '';
  let port = 0;
  // PGlite allows one process at a time: the test opens it only while no server runs.
  const withDatabase = <T>(work: (database: Database) => Promise<T>): Promise<T> =>
    withServerDatabase({ dataDir, databaseUrl }, work);
  const start = () =>
    startSpawnedServer(
      { DEMO: '1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, DELIVEROO_WEBHOOK_SECRET: SECRET },
      port,
    );

  beforeAll(async () => {
    if (driver === 'pg') ({ url: databaseUrl, drop: dropDatabase } = await createPostgresTestDatabase());
    // Seeded here (one day of history, quick) so the test knows a store id; the server then finds a non-empty database.
    await withDatabase(async (database) => {
      await migrateDatabase(database);
      await seedDemo(database.db, { days: 1, uploadsDir: join(dataDir, 'uploads') });
      const store = await findSeededStore(database.db, 'PLATFORM_DELIVEROO');
      storeId = store.storeId;
      await database.db
        .update(companies)
        .set({ autoAccept: true, autoPrintEnabled: true })
        .where(eq(companies.id, store.companyId));
      // The demo application (linked to this company) listens: each order's order.created is written once too. Its
      // address refuses connections, so the deliveries stay in the outbox to be counted.
      await database.db
        .update(accounts)
        .set({ webhookUrl: 'http://127.0.0.1:9/hooks', webhookEnabled: true })
        .where(eq(accounts.type, 'Application'));
    });
    port = await findFreePort();
  }, 120_000);
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase();
  });

  it('loses and doubles no order, no auto-accept and no ticket once restarted and the platforms retried', async () => {
    const orderIds = Array.from({ length: ORDERS }, (_, index) => `fr:crash-${driver}-${Date.now()}-${index}`);
    const bodies = orderIds.map((orderId) => deliverooEventBody('order.new', deliverooOrder({ orderId, storeId })));
    const burst = [...bodies, ...bodies.slice(0, DUPLICATES)];
    let guid = 0;
    const send = (body: string) => {
      guid += 1;
      return fetch(`http://127.0.0.1:${port}/webhooks/deliveroo`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-deliveroo-sequence-guid': String(guid),
          'x-deliveroo-hmac-sha256': signDeliverooWebhook(String(guid), body, SECRET),
        },
        body,
      }).then(
        (response) => response.status,
        () => 0,
      );
    };

    let server: SpawnedServer = await start();
    let answered = 0;
    const first = burst.map((body) =>
      send(body).then((status) => {
        answered += 1;
        return status;
      }),
    );
    while (answered < burst.length / 3) await pause(5);
    await stopSpawnedServer(server, 'SIGKILL');
    const firstStatuses = await Promise.all(first);
    // Some were acknowledged before the kill, and some never got an answer: the crash really hit the burst.
    expect(firstStatuses.filter((status) => status === 200).length).toBeGreaterThan(0);
    expect(firstStatuses.filter((status) => status !== 200).length).toBeGreaterThan(0);

    // Every webhook acknowledged before the kill was already stored.
    const acknowledged = burst.filter((_body, index) => firstStatuses[index] === 200).map((body) => eventIdOf(body));
    await withDatabase(async (database) => {
      const stored = await database.db
        .select({ eventId: webhookEvents.eventId })
        .from(webhookEvents)
        .where(inArray(webhookEvents.eventId, acknowledged));
      expect(new Set(stored.map((row) => row.eventId))).toEqual(new Set(acknowledged));
    });

    // The platforms retry everything; the server is killed again and again while its workers write the orders.
    for (let kill = 0; kill < KILLS_WHILE_PROCESSING; kill += 1) {
      server = await start();
      if (kill === 0) expect((await Promise.all(burst.map(send))).every((status) => status === 200)).toBe(true);
      await pause(50 + Math.floor(Math.random() * 250));
      await stopSpawnedServer(server, 'SIGKILL');
    }

    // Then it runs until nothing is pending, and stops so this test can open the embedded database.
    let pending = Number.POSITIVE_INFINITY;
    for (let round = 0; round < 10 && pending > 0; round += 1) {
      server = await start();
      await pause(1500);
      await stopSpawnedServer(server, 'SIGTERM');
      pending = await withDatabase(async (database) => {
        const rows = await database.db
          .select({ id: webhookEvents.id })
          .from(webhookEvents)
          .where(and(eq(webhookEvents.platform, 'PLATFORM_DELIVEROO'), eq(webhookEvents.status, 'pending')));
        return rows.length;
      });
    }
    expect(pending).toBe(0);

    await withDatabase(async (database) => {
      const written = await database.db
        .select({ id: carts.id, platformId: carts.platformId, status: carts.status })
        .from(carts)
        .where(inArray(carts.platformId, orderIds));
      expect(written.map((row) => row.platformId).sort()).toEqual([...orderIds].sort());
      expect(written.every((row) => row.status === 'ACCEPTED')).toBe(true);
      const cartIds = written.map((row) => row.id);
      const perCart = async (
        table: typeof cartEvents | typeof printJobs | typeof platformCalls,
        where: ReturnType<typeof and>,
      ) => {
        const rows = await database.db
          .select({ cartId: table.cartId, count: sql<number>`count(*)::int` })
          .from(table)
          .where(and(inArray(table.cartId, cartIds), where))
          .groupBy(table.cartId);
        return new Map(rows.map((row) => [row.cartId, row.count]));
      };
      const accepts = await perCart(cartEvents, eq(cartEvents.type, 'autoAccept'));
      const tickets = await perCart(printJobs, undefined);
      const calls = await perCart(platformCalls, eq(platformCalls.action, 'accept'));
      const created = await database.db
        .select({ key: applicationWebhooks.orderingKey, count: sql<number>`count(*)::int` })
        .from(applicationWebhooks)
        .where(
          and(
            inArray(
              applicationWebhooks.orderingKey,
              cartIds.map((id) => `order:${id}`),
            ),
            eq(applicationWebhooks.event, 'order.created'),
          ),
        )
        .groupBy(applicationWebhooks.orderingKey);
      const webhooks = new Map(created.map((row) => [row.key, row.count]));
      for (const id of cartIds) {
        // One ticket on each of the store's two cloud printers (the seed's kitchen and counter printers).
        expect([id, accepts.get(id), tickets.get(id), calls.get(id), webhooks.get(`order:${id}`)]).toEqual([
          id,
          1,
          2,
          1,
          1,
        ]);
      }
      const failed = await database.db.select().from(webhookEvents).where(eq(webhookEvents.status, 'failed'));
      expect(failed).toEqual([]);
    });
  }, 300_000);
});
