import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Simulator } from '@comptoir/platform-sim';
import { PLATFORM_CODES } from '@comptoir/domain';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { AppConfig } from '../../config';
import { carts } from '../../db/schema';
import { openTestDatabase, TEST_DRIVERS, type TestDatabase } from '../../db/testing';
import { createPlatformClient } from '../../platforms/outbound/platform-client';
import { loadPlatformConnections } from '../../platforms/platform-config';
import { createTestConfig } from '../../testing/test-api';
import { createDemoSimulator } from './demo-simulator';
import { createWebhookEventBatcher } from './webhook-event-batcher';
import { NO_INTAKE_HOOKS } from './hooks';
import { processPendingWebhooks } from './intake-worker';

const ORDERS_PER_PLATFORM = 3;

// Demo mode restarted on the same database: the new process's simulator must bring new orders, not replay old ids.
describe.each(TEST_DRIVERS)('the demo simulator across a restart (%s)', (driver) => {
  let database: TestDatabase;
  let config: AppConfig;
  const dataDir = mkdtempSync(join(tmpdir(), 'comptoir-demo-simulator-'));
  let simulator: Simulator | null = null;
  let closeServer: () => Promise<void>;

  beforeAll(async () => {
    database = await openTestDatabase(driver, { seed: 'minimal' });
    let listener: RequestListener = (_request, response) => response.end();
    const server = createServer((request, response) => listener(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    // Demo mode's own connections: the partner APIs are the simulator's, on this server.
    const platforms = loadPlatformConnections({}, { dataDir, demo: true, host: '127.0.0.1', port });
    config = createTestConfig({ dataDir, port, demo: true, platforms });
    const app = createApp({
      database,
      config,
      simulator: { handle: (request) => (simulator ?? refuse()).handle(request) },
    });
    listener = app;
    closeServer = async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    };
  });
  afterAll(async () => {
    simulator?.stop();
    await closeServer?.();
    await database?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // One process's life: its simulator places orders on every platform, the intake writes them.
  async function runProcess(): Promise<string[]> {
    simulator?.stop();
    const current = await createDemoSimulator({
      db: database.db,
      config,
      webhookEvents: createWebhookEventBatcher(database.db),
      onStored: () => undefined,
      autoOrderEveryMs: null,
    });
    simulator = current;
    const ids: string[] = [];
    for (const platform of PLATFORM_CODES) {
      for (let order = 0; order < ORDERS_PER_PLATFORM; order += 1)
        ids.push((await current.placeOrder({ platform })).platformOrderId);
    }
    await current.idle();
    const client = createPlatformClient(config.platforms);
    while ((await processPendingWebhooks({ db: database.db, client, hooks: NO_INTAKE_HOOKS, baseDelayMs: 0 })) > 0);
    return ids;
  }

  it('gives the restarted simulator new order ids, and the intake writes its orders', async () => {
    const before = await runProcess();
    const after = await runProcess();

    expect(after.filter((id) => before.includes(id))).toEqual([]);
    const written = await database.db
      .select({ platformId: carts.platformId })
      .from(carts)
      .where(inArray(carts.platformId, after));
    expect(written.map((row) => row.platformId).sort()).toEqual([...after].sort());
  });
});

function refuse(): never {
  throw new Error('No simulator yet');
}
