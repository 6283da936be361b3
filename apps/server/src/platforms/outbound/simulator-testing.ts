import { createSimulator, type Simulator } from '@comptoir/platform-sim';
import { PLATFORM_CODES, PLATFORMS, type PlatformCode } from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { platforms, restaurants } from '../../db/schema';
import type { PlatformConnections } from '../platform-config';
import { createTestPlatformConnections } from '../testing';
import { createPlatformClient, type PlatformClient } from './platform-client';

const ORIGIN = 'http://comptoir.test';

/**
 * The simulated platforms playing the seeded restaurants (with their tablet logins), reached in-process: the
 * connections point at /simulator/<slug> as in demo mode, and the client's fetch is the simulator's handler.
 */
export async function createSimulatedPlatforms(
  db: Db,
): Promise<{ simulator: Simulator; client: PlatformClient; connections: PlatformConnections }> {
  const rows = await db
    .select({
      platform: platforms.code,
      storeId: restaurants.platformStoreId,
      uuid: restaurants.uuid,
      platformData: restaurants.platformData,
    })
    .from(restaurants)
    .innerJoin(platforms, eq(platforms.id, restaurants.platformId));
  const apiUrl = (code: PlatformCode) => (PLATFORMS[code].slug ? `${ORIGIN}/simulator/${PLATFORMS[code].slug}` : '');
  const connections = createTestPlatformConnections(
    Object.fromEntries(
      PLATFORM_CODES.map((code) => [
        code,
        {
          apiUrl: apiUrl(code),
          authUrl:
            code === 'PLATFORM_UBER_EAT'
              ? `${apiUrl(code)}/oauth/v2/token`
              : code === 'PLATFORM_DELIVEROO'
                ? `${apiUrl(code)}/oauth2/token`
                : '',
          // The simulator holds one secret per platform, for its webhooks and its API alike.
          clientSecret: `test-webhook-secret-${code}`,
        },
      ]),
    ),
  );
  const simulator = createSimulator({
    baseUrl: ORIGIN,
    secrets: Object.fromEntries(PLATFORM_CODES.map((code) => [code, connections[code].webhookSecret])),
    restaurants: rows.map((row) => ({
      platform: row.platform,
      storeId: row.storeId,
      uuid: row.uuid,
      tabletLogin: row.platformData?.tabletLogin,
      tabletPass: row.platformData?.tabletPass,
    })),
    retryDelayScale: 0,
    // Seeded, so a test sees the same simulated orders on every run.
    seed: 1,
  });
  const client = createPlatformClient(connections, (input, init) => simulator.handle(new Request(input, init)));
  return { simulator, client, connections };
}
