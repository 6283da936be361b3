import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSimulator, type Simulator } from '@comptoir/platform-sim';
import { PLATFORM_CODES, PLATFORMS, type PlatformCode } from '@comptoir/domain';
import { and, eq, sql } from 'drizzle-orm';
import { createApp, GRAPHQL_PATH } from '../../../app';
import type { DatabaseDriver } from '../../../db/client';
import { platforms, restaurants } from '../../../db/schema';
import { openTestDatabase, type TestDatabase } from '../../../db/testing';
import { checkStoreCredentials } from '../../../platforms/outbound/check-store-credentials';
import { createPlatformClient } from '../../../platforms/outbound/platform-client';
import { createTestPlatformConnections } from '../../../platforms/testing';
import { createTestConfig, type GraphQLBody } from '../../../testing/test-api';

export type ConnectingApi = {
  database: TestDatabase;
  simulator: Simulator;
  graphql(query: string, variables?: Record<string, unknown>, token?: string): Promise<GraphQLBody>;
  signIn(email: string, password: string): Promise<string>;
  close(): Promise<void>;
};

/**
 * Comptoir and the simulated platforms on one loopback server, as in demo mode: the partner APIs (site lookups, tablet
 * logins) are the simulator's, and an approved restaurant's orders come back through its webhooks.
 */
export async function startConnectingApi(driver: DatabaseDriver): Promise<ConnectingApi> {
  const database = await openTestDatabase(driver, { seed: 'minimal' });
  let listener: RequestListener = (_request, response) => response.end();
  const server = createServer((request, response) => listener(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const apiUrl = (code: PlatformCode) => (PLATFORMS[code].slug ? `${origin}/simulator/${PLATFORMS[code].slug}` : '');
  const connections = createTestPlatformConnections(
    Object.fromEntries(
      PLATFORM_CODES.map((code) => [
        code,
        {
          apiUrl: apiUrl(code),
          authUrl:
            code === 'PLATFORM_DELIVEROO'
              ? `${apiUrl(code)}/oauth2/token`
              : code === 'PLATFORM_UBER_EAT'
                ? `${apiUrl(code)}/oauth/v2/token`
                : '',
        },
      ]),
    ),
  );
  for (const code of PLATFORM_CODES) connections[code].clientSecret = connections[code].webhookSecret;
  const rows = await database.db
    .select({ platform: platforms.code, storeId: restaurants.platformStoreId, uuid: restaurants.uuid })
    .from(restaurants)
    .innerJoin(platforms, eq(platforms.id, restaurants.platformId));
  const simulator = createSimulator({
    baseUrl: origin,
    secrets: Object.fromEntries(PLATFORM_CODES.map((code) => [code, connections[code].webhookSecret])),
    restaurants: rows,
    retryDelayScale: 0,
    seed: 1,
    findRestaurant: async (uuid) => {
      const [row] = await database.db
        .select({ platform: platforms.code, storeId: restaurants.platformStoreId, uuid: restaurants.uuid })
        .from(restaurants)
        .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
        .where(and(sql`${restaurants.uuid}::text = ${uuid}`, eq(restaurants.integrationStatus, 'integrated')));
      return row ?? null;
    },
  });
  const client = createPlatformClient(connections);
  listener = createApp({
    database,
    config: createTestConfig({ platforms: connections, publicUrl: origin }),
    simulator,
    checkStoreCredentials: (store, login, password) =>
      checkStoreCredentials({ client, connections }, store, login, password),
  });
  let address = 0;
  async function graphql(query: string, variables: Record<string, unknown> = {}, token?: string) {
    const response = await fetch(`${origin}${GRAPHQL_PATH}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        // Each request its own client address, so the sign-in limits never get in the way.
        'x-forwarded-for': `10.77.${Math.floor((address += 1) / 250)}.${address % 250}`,
      },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GraphQLBody;
  }
  return {
    database,
    simulator,
    graphql,
    async signIn(email, password) {
      const body = await graphql('mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', {
        e: email,
        p: password,
      });
      const token = (body.data?.login as { token?: string } | undefined)?.token;
      if (!token) throw new Error(`Sign-in of ${email} failed: ${JSON.stringify(body)}`);
      return token;
    },
    async close() {
      simulator.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.dispose();
    },
  };
}
