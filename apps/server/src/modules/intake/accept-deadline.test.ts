import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Simulator } from '@comptoir/platform-sim';
import { eq } from 'drizzle-orm';
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

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Demo mode (docs/orders.md#accept-deadline): a simulated platform cancels an order nobody answered, through the
// same signed webhook a real platform sends, and the tablet's order turns CANCELED.
describe.each(TEST_DRIVERS)('the demo platforms cancel unanswered orders (%s)', (driver) => {
  let database: TestDatabase;
  let config: AppConfig;
  let simulator: Simulator | null = null;
  let closeServer: () => Promise<void>;
  const dataDir = mkdtempSync(join(tmpdir(), 'comptoir-accept-deadline-'));

  beforeAll(async () => {
    database = await openTestDatabase(driver, { seed: 'minimal' });
    let listener: RequestListener = (_request, response) => response.end();
    const server = createServer((request, response) => listener(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const platforms = loadPlatformConnections({}, { dataDir, demo: true, host: '127.0.0.1', port });
    // SIMULATOR_ACCEPT_TIMEOUT_SCALE=0.001: Deliveroo's 10 minutes become 0.6 s, the configured Glovo's 5 0.3 s.
    config = createTestConfig({
      dataDir,
      port,
      demo: true,
      platforms,
      simulatorAcceptTimeoutScale: 0.001,
      acceptTimeouts: { PLATFORM_GLOVO: 300 },
    });
    listener = createApp({
      database,
      config,
      simulator: { handle: (request) => (simulator ?? refuse()).handle(request) },
    });
    simulator = await createDemoSimulator({
      db: database.db,
      config,
      webhookEvents: createWebhookEventBatcher(database.db),
      onStored: () => undefined,
      autoOrderEveryMs: null,
    });
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

  async function intake(): Promise<void> {
    await simulator?.idle();
    const client = createPlatformClient(config.platforms);
    while ((await processPendingWebhooks({ db: database.db, client, hooks: NO_INTAKE_HOOKS, baseDelayMs: 0 })) > 0);
  }

  async function statusOf(platformOrderId: string): Promise<string | undefined> {
    const [cart] = await database.db
      .select({ status: carts.status })
      .from(carts)
      .where(eq(carts.platformId, platformOrderId));
    return cart?.status;
  }

  it('an Uber Eats order is New, then CANCELED once its timeout has passed', async () => {
    const placed = await simulator!.placeOrder({ platform: 'PLATFORM_UBER_EAT', acceptTimeoutSeconds: 1 });
    await intake();
    expect(await statusOf(placed.platformOrderId)).toBe('CREATED');
    await wait(1_300);
    await intake();
    expect(await statusOf(placed.platformOrderId)).toBe('CANCELED');
  });

  it('a Deliveroo order is rejected at its own timeout times SIMULATOR_ACCEPT_TIMEOUT_SCALE', async () => {
    const placed = await simulator!.placeOrder({ platform: 'PLATFORM_DELIVEROO' });
    await intake();
    const scheduled = simulator!.order(placed.platformOrderId)?.draft.scheduledFor;
    await wait(900);
    await intake();
    expect(await statusOf(placed.platformOrderId)).toBe(scheduled ? 'SCHEDULED_ORDER_CREATED' : 'CANCELED');
  });

  it('Glovo cancels its ASAP orders at the configured timeout; Just Eat, with none configured, never does', async () => {
    const place = async (platform: 'PLATFORM_GLOVO' | 'PLATFORM_JUST_EAT') => {
      const ids = [];
      for (let order = 0; order < 3; order += 1) ids.push((await simulator!.placeOrder({ platform })).platformOrderId);
      return ids;
    };
    const glovo = await place('PLATFORM_GLOVO');
    const justEat = await place('PLATFORM_JUST_EAT');
    await intake();
    await wait(700);
    await intake();
    for (const id of glovo) expect((await statusOf(id)) === 'CANCELED').toBe(!simulator!.order(id)?.draft.scheduledFor);
    for (const id of justEat) expect(await statusOf(id)).not.toBe('CANCELED');
  });
});

function refuse(): never {
  throw new Error('No simulator yet');
}
