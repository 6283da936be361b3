import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSimulator, type Simulator, type SimulatorOptions } from '@comptoir/platform-sim';
import { PLATFORM_CODES, type PlatformCode } from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import { createApp } from '../../../app';
import type { AppConfig } from '../../../config';
import type { DatabaseDriver } from '../../../db/client';
import { platforms, restaurants } from '../../../db/schema';
import { openTestDatabase, type TestDatabase } from '../../../db/testing';
import { createPlatformClient, type PlatformClient } from '../../../platforms/outbound/platform-client';
import type { PlatformConnection } from '../../../platforms/platform-config';
import { createTestPlatformConnections } from '../../../platforms/testing';
import { createTestConfig } from '../../../testing/test-api';

export type SimulatedPlatforms = {
  database: TestDatabase;
  simulator: Simulator;
  client: PlatformClient;
  /** Where Comptoir and the simulator answer (one server, as in demo mode). */
  origin: string;
  config: AppConfig;
  close(): Promise<void>;
};

export type SimulatedPlatformsOptions = {
  /** Which platforms' partner APIs point at the simulator (others stay unset), given the server's origin. */
  connections?: (origin: string) => Partial<Record<PlatformCode, Partial<PlatformConnection>>>;
  /** Extra simulator options, given the database (lookups the simulator needs from Comptoir). */
  simulator?: (database: TestDatabase) => Partial<SimulatorOptions>;
  /** Configuration beyond the platform connections, given the server's origin. */
  config?: (origin: string) => Partial<AppConfig>;
};

/**
 * Comptoir and the simulated platforms on one loopback server, as demo mode serves them, over a minimally seeded
 * database: the simulator's signed webhooks come in, and the partner APIs named in `connections` go out to it.
 */
export async function startSimulatedPlatforms(
  driver: DatabaseDriver,
  options: SimulatedPlatformsOptions = {},
): Promise<SimulatedPlatforms> {
  const database = await openTestDatabase(driver, { seed: 'minimal' });
  let listener: RequestListener = (_request, response) => response.end();
  const server = createServer((request, response) => listener(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const connections = createTestPlatformConnections(options.connections?.(origin));
  // The simulator holds one secret per platform, for its webhooks and its API alike.
  for (const code of PLATFORM_CODES) connections[code].clientSecret = connections[code].webhookSecret;
  const stores = await database.db
    .select({ platform: platforms.code, storeId: restaurants.platformStoreId, uuid: restaurants.uuid })
    .from(restaurants)
    .innerJoin(platforms, eq(platforms.id, restaurants.platformId));
  const simulator = createSimulator({
    baseUrl: origin,
    secrets: Object.fromEntries(PLATFORM_CODES.map((code) => [code, connections[code].webhookSecret])) as Record<
      PlatformCode,
      string
    >,
    restaurants: stores,
    retryDelayScale: 0,
    // Seeded, so a test sees the same simulated orders on every run (a scheduled one among them would differ).
    seed: 1,
    ...options.simulator?.(database),
  });
  const config = createTestConfig({ platforms: connections, ...options.config?.(origin) });
  listener = createApp({ database, config, simulator });
  return {
    database,
    simulator,
    client: createPlatformClient(connections),
    origin,
    config,
    async close() {
      simulator.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.dispose();
    },
  };
}
