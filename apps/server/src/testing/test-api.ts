import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { createApp, GRAPHQL_PATH, type CreateAppOptions } from '../app';
import type { AppConfig } from '../config';
import type { Database, DatabaseDriver } from '../db/client';
import { accounts, type AccountRow, type NewAccountRow } from '../db/schema';
import { openTestDatabase } from '../db/testing';
import { hashPassword } from '../lib/passwords';
import { createTestPlatformConnections } from '../platforms/testing';

type GraphQLRequest = {
  variables?: Record<string, unknown>;
  token?: string;
  switchUser?: string;
  /** Sent as x-forwarded-for: the test server trusts it, so each test can be its own client address. */
  clientAddress?: string;
  headers?: Record<string, string>;
};

export type GraphQLBody = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
};

export type GraphQLResponse = { status: number; body: GraphQLBody; text: string };

export type TestApi = {
  url: string;
  graphqlUrl: string;
  database: Database;
  config: AppConfig;
  graphql(query: string, request?: GraphQLRequest): Promise<GraphQLResponse>;
  signIn(email: string, password: string): Promise<string>;
  close(): Promise<void>;
};

export function createTestConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: tmpdir(),
    databaseUrl: undefined,
    redisUrl: undefined,
    redisPrefix: `comptoir:test-${randomBytes(6).toString('hex')}:`,
    corsOrigins: [],
    publicUrl: 'http://comptoir.test',
    demo: false,
    jwtSecret: randomBytes(32),
    dataKey: randomBytes(32),
    countryHeader: undefined,
    trustProxy: true,
    webDistDir: join(tmpdir(), 'comptoir-no-web-build'),
    platforms: createTestPlatformConnections(),
    uberEatsAuthorizeUrl: 'https://auth.uber.com/oauth/v2/authorize',
    simulatorOrderEveryMs: null,
    platformStatusCheckEveryMs: null,
    simulatorAcceptTimeoutScale: 1,
    acceptTimeouts: {},
    smtpUrl: undefined,
    mailFrom: 'Comptoir <no-reply@comptoir.test>',
    // The tests' receivers listen on 127.0.0.1.
    webhooksToPrivateNetworks: true,
    ...overrides,
  };
}

/**
 * Opens a seeded test database and serves the app on a free local port, over real HTTP. `services` replaces the event
 * bus or the platform sender, so that a test can share or observe them. The active-orders cache and the viewer cache
 * are off unless a test passes one: most tests write orders and accounts straight into the database, which no event
 * announces.
 */
export async function startTestApi(
  driver: DatabaseDriver,
  overrides: Partial<AppConfig> = {},
  services: Pick<
    CreateAppOptions,
    'eventBus' | 'rateLimits' | 'wakeOutbound' | 'checkStoreCredentials' | 'activeOrdersCache' | 'viewerCache'
  > = {},
): Promise<TestApi> {
  const database = await openTestDatabase(driver, { seed: 'minimal' });
  const dataDir = mkdtempSync(join(tmpdir(), 'comptoir-api-test-'));
  const config = createTestConfig({ dataDir, ...overrides });
  const server = createServer(createApp({ database, config, activeOrdersCache: null, viewerCache: null, ...services }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const graphqlUrl = `${url}${GRAPHQL_PATH}`;

  async function graphql(query: string, request: GraphQLRequest = {}): Promise<GraphQLResponse> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
      ...request.headers,
    };
    if (request.token) headers.authorization = `Bearer ${request.token}`;
    if (request.switchUser) headers['x-switch-user'] = request.switchUser;
    if (request.clientAddress) headers['x-forwarded-for'] = request.clientAddress;
    const response = await fetch(graphqlUrl, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables: request.variables ?? {} }),
    });
    const text = await response.text();
    return { status: response.status, body: JSON.parse(text) as GraphQLBody, text };
  }

  async function signIn(email: string, password: string): Promise<string> {
    const result = await graphql(
      'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
      {
        variables: { email, password },
        clientAddress: `10.99.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      },
    );
    const token = (result.body.data?.login as { token?: string } | undefined)?.token;
    if (!token) throw new Error(`Sign-in of ${email} failed: ${result.text}`);
    return token;
  }

  return {
    url,
    graphqlUrl,
    database,
    config,
    graphql,
    signIn,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let accountCounter = 0;

/** An extra account for tests that lock or disable it, so that the demo accounts stay usable. */
export async function createTestAccount(
  database: Database,
  values: Partial<NewAccountRow> & { password?: string } = {},
): Promise<AccountRow & { password: string }> {
  accountCounter += 1;
  const { password: chosenPassword, ...columns } = values;
  const password = chosenPassword ?? `test-password-${accountCounter}`;
  const [account] = await database.db
    .insert(accounts)
    .values({
      type: 'User',
      email: `test-${accountCounter}-${randomBytes(4).toString('hex')}@example.test`,
      roles: [],
      ...columns,
      passwordHash: await hashPassword(password),
    })
    .returning();
  if (!account) throw new Error('Could not create the test account');
  return { ...account, password };
}

export async function findAccountByEmail(database: Database, email: string): Promise<AccountRow> {
  const [account] = await database.db.select().from(accounts).where(eq(accounts.email, email));
  if (!account) throw new Error(`No account ${email}`);
  return account;
}
