import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UNCONNECTED_UBER_STORES, type Simulator } from '@comptoir/platform-sim';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { AppConfig } from '../../config';
import { carts, companies, platforms, restaurants } from '../../db/schema';
import { DEMO_COMPANY_NAMES } from '../../db/seed';
import { openTestDatabase, TEST_DRIVERS, type TestDatabase } from '../../db/testing';
import { createPlatformClient } from '../../platforms/outbound/platform-client';
import { loadPlatformConnections } from '../../platforms/platform-config';
import { createTestConfig } from '../../testing/test-api';
import { createDemoSimulator } from './demo-simulator';
import { createWebhookEventBatcher } from './webhook-event-batcher';
import { NO_INTAKE_HOOKS } from './hooks';
import { processPendingWebhooks } from './intake-worker';

// docs/demo-data.md#uber-eats-owner: the demo's Uber Eats owner has Demo Burger Co's linked store and three not yet
// connected; one of those, once integrated in Comptoir, takes the simulator's orders without a restart.
describe.each(TEST_DRIVERS)("the demo's Uber Eats owner (%s)", (driver) => {
  let database: TestDatabase;
  let config: AppConfig;
  let simulator: Simulator;
  let origin: string;
  const dataDir = mkdtempSync(join(tmpdir(), 'comptoir-demo-uber-'));
  let closeServer: () => Promise<void>;

  beforeAll(async () => {
    database = await openTestDatabase(driver, { seed: 'minimal' });
    let listener: RequestListener = (_request, response) => response.end();
    const server = createServer((request, response) => listener(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    origin = `http://127.0.0.1:${port}`;
    const platformConnections = loadPlatformConnections({}, { dataDir, demo: true, host: '127.0.0.1', port });
    config = createTestConfig({ dataDir, port, demo: true, platforms: platformConnections, publicUrl: origin });
    simulator = await createDemoSimulator({
      db: database.db,
      config,
      webhookEvents: createWebhookEventBatcher(database.db),
      onStored: () => undefined,
      autoOrderEveryMs: null,
    });
    listener = createApp({ database, config, simulator });
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

  it("signs in Demo Burger Co's owner, with its linked Uber Eats store before the three unconnected ones", async () => {
    const authorize = new URL(`${origin}/simulator/uber-eats/oauth/v2/authorize`);
    authorize.search = new URLSearchParams({
      client_id: 'comptoir',
      response_type: 'code',
      scope: 'eats.pos_provisioning',
      redirect_uri: `${origin}/integrations/uber-eats/callback`,
      state: 's',
    }).toString();
    const page = await (await fetch(authorize)).text();
    expect(page).toContain('Camille Martin');
    const names = [...page.matchAll(/<li>([^<]+)<\/li>/g)].map((match) => match[1]);
    expect(names).toEqual(['Demo Burger Bastille', ...UNCONNECTED_UBER_STORES.map((store) => store.name)]);
  });

  it('places an order on a store integrated after the simulator started', async () => {
    const [bastille] = await database.db
      .select()
      .from(restaurants)
      .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
      .innerJoin(companies, eq(companies.id, restaurants.companyId))
      .where(and(eq(platforms.code, 'PLATFORM_UBER_EAT'), eq(companies.name, DEMO_COMPANY_NAMES.burger)));
    const { id: _id, uuid: _uuid, createdAt: _c, updatedAt: _u, ...copy } = bastille!.restaurants;
    const storeId = UNCONNECTED_UBER_STORES[1]!.storeId;
    const [added] = await database.db
      .insert(restaurants)
      .values({ ...copy, title: 'Demo Burger Montmartre', platformStoreId: storeId, integrationStatus: 'pending' })
      .returning();
    const order = { platform: 'PLATFORM_UBER_EAT' as const, restaurantUuid: added!.uuid };
    // Pending: not yet a restaurant the platform sends orders for.
    await expect(simulator.placeOrder(order)).rejects.toThrow(/Unknown demo restaurant/);
    await database.db.update(restaurants).set({ integrationStatus: 'integrated' }).where(eq(restaurants.id, added!.id));

    const { platformOrderId } = await simulator.placeOrder(order);
    await simulator.idle();
    const client = createPlatformClient(config.platforms);
    while ((await processPendingWebhooks({ db: database.db, client, hooks: NO_INTAKE_HOOKS, baseDelayMs: 0 })) > 0);
    const [cart] = await database.db
      .select({ restaurantId: carts.restaurantId })
      .from(carts)
      .where(eq(carts.platformId, platformOrderId));
    expect(cart?.restaurantId).toBe(added!.id);
  });
});
