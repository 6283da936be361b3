import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { carts, webhookEvents } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import { deliverooEventBody, deliverooOrder } from '../../platforms/deliveroo/fixtures';
import { signDeliverooWebhook } from '../../platforms/deliveroo/signature';
import { findSeededStore } from './testing';

// The real server process, killed with SIGKILL while a burst of webhooks (duplicates included) is under way: every
// webhook it acknowledged was stored, the platforms retry the rest, and after a restart every order exists once.
const REPO_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const SECRET = 'crash-test-deliveroo-secret';
const ORDERS = 40;
const DUPLICATES = 20;

function eventIdOf(body: string): string {
  const order = (JSON.parse(body) as { body: { order: { id: string } } }).body.order;
  return `order.new:${order.id}:placed:2026-01-05T12:00:00Z`;
}

async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port'))));
    });
  });
}

type Server = { process: ChildProcess; exited: Promise<void> };

async function startServer(dataDir: string, port: number): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DEMO: '1', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '', REDIS_URL: '', DELIVEROO_WEBHOOK_SECRET: SECRET, SIMULATOR_ORDER_MINUTES: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Comptoir listening')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`The server exited (${code}) before listening:\n${output}`)));
  });
  return { process: child, exited };
}

async function stopServer(server: Server, signal: NodeJS.Signals): Promise<void> {
  server.process.kill(signal);
  await server.exited;
}

describe('a server killed in the middle of a webhook burst', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'comptoir-crash-'));
  let storeId = '';
  let port = 0;

  beforeAll(async () => {
    // Seeded here (one day of history, quick) so the test knows a store id; the server then finds a non-empty database.
    const database = await openDatabase({ dataDir });
    try {
      await migrateDatabase(database);
      await seedDemo(database.db, { days: 1, uploadsDir: join(dataDir, 'uploads') });
      storeId = (await findSeededStore(database.db, 'PLATFORM_DELIVEROO')).storeId;
    } finally {
      await database.close();
    }
    port = await findFreePort();
  }, 120_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('loses and doubles nothing once restarted and the platforms retried', async () => {
    const orderIds = Array.from({ length: ORDERS }, (_, index) => `fr:crash-${Date.now()}-${index}`);
    const bodies = orderIds.map((orderId) => deliverooEventBody('order.new', deliverooOrder({ orderId, storeId })));
    const burst = [...bodies, ...bodies.slice(0, DUPLICATES)];
    let guid = 0;
    const send = (body: string) => {
      guid += 1;
      return fetch(`http://127.0.0.1:${port}/webhooks/deliveroo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-deliveroo-sequence-guid': String(guid), 'x-deliveroo-hmac-sha256': signDeliverooWebhook(String(guid), body, SECRET) },
        body,
      }).then(
        (response) => response.status,
        () => 0,
      );
    };

    let server = await startServer(dataDir, port);
    let answered = 0;
    const first = burst.map((body) =>
      send(body).then((status) => {
        answered += 1;
        return status;
      }),
    );
    while (answered < burst.length / 3) await new Promise((resolve) => setTimeout(resolve, 5));
    await stopServer(server, 'SIGKILL');
    const firstStatuses = await Promise.all(first);
    // Some were acknowledged before the kill, and some never got an answer: the crash really hit the burst.
    expect(firstStatuses.filter((status) => status === 200).length).toBeGreaterThan(0);
    expect(firstStatuses.filter((status) => status !== 200).length).toBeGreaterThan(0);

    // Every webhook acknowledged before the kill was already stored.
    const acknowledged = burst.filter((_body, index) => firstStatuses[index] === 200).map((body) => eventIdOf(body));
    const afterCrash = await openDatabase({ dataDir });
    try {
      const stored = await afterCrash.db.select({ eventId: webhookEvents.eventId }).from(webhookEvents).where(inArray(webhookEvents.eventId, acknowledged));
      expect(new Set(stored.map((row) => row.eventId))).toEqual(new Set(acknowledged));
    } finally {
      await afterCrash.close();
    }

    server = await startServer(dataDir, port);
    const second = await Promise.all(burst.map(send));
    expect(second.every((status) => status === 200)).toBe(true);

    // Let the restarted process drain what is pending, then stop it so this test can open the embedded database.
    let pending = Number.POSITIVE_INFINITY;
    for (let round = 0; round < 10 && pending > 0; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await stopServer(server, 'SIGTERM');
      const database = await openDatabase({ dataDir });
      try {
        pending = (await database.db.select().from(webhookEvents).where(and(eq(webhookEvents.platform, 'PLATFORM_DELIVEROO'), eq(webhookEvents.status, 'pending')))).length;
        if (pending === 0) {
          const written = await database.db.select({ platformId: carts.platformId }).from(carts).where(inArray(carts.platformId, orderIds));
          expect(written.map((row) => row.platformId).sort()).toEqual([...orderIds].sort());
          const failed = await database.db.select().from(webhookEvents).where(eq(webhookEvents.status, 'failed'));
          expect(failed).toEqual([]);
        }
      } finally {
        await database.close();
      }
      if (pending > 0) server = await startServer(dataDir, port);
    }
    expect(pending).toBe(0);
  }, 180_000);
});
