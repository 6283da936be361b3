import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSimulator, type Simulator } from '@comptoir/platform-sim';
import { PLATFORM_CODES } from '@comptoir/domain';
import { createServerAdapter } from '@whatwg-node/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { carts, platformCalls, platforms, restaurants } from './db/schema';
import { DEMO_ACCOUNTS, seedDemo } from './db/seed';
import { createPostgresTestDatabase } from './db/testing';
import { findDemoRestaurants } from './testing/demo-restaurants';
import { findFreePort, startSpawnedServer, stopSpawnedServer, type SpawnedServer } from './testing/spawned-server';

// The deployment of docs/deployment.md#several-processes: two compiled server processes on one PostgreSQL and one
// Redis, no sticky sessions. A platform's order reaches process A; the tablet listening on process B is told at once,
// accepts through B, the platform is called once although both processes run the workers, and A reads it accepted.
const SECRET = 'multi-process-deliveroo-secret';
const SUBSCRIPTION = 'subscription { orderEvents { type cartId status } }';

type OrderEvent = { type: string; cartId: number; status: string };

async function graphql(
  server: SpawnedServer,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${server.url}/graphql/kom`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown };
  if (body.errors || !body.data) throw new Error(`GraphQL failed on ${server.url}: ${JSON.stringify(body)}`);
  return body.data;
}

async function signIn(server: SpawnedServer): Promise<string> {
  const { email, password } = DEMO_ACCOUNTS.company;
  const data = await graphql(
    server,
    'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    { email, password },
  );
  return (data.login as { token: string }).token;
}

/** The tablet's live stream (SSE) on `server`: the events pushed so far, and close(). */
async function listen(server: SpawnedServer, token: string): Promise<{ events: OrderEvent[]; close(): void }> {
  const controller = new AbortController();
  const response = await fetch(`${server.url}/graphql/kom?query=${encodeURIComponent(SUBSCRIPTION)}`, {
    headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const events: OrderEvent[] = [];
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  void (async () => {
    try {
      for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
        buffer += chunk.value;
        const messages = buffer.split('\n\n');
        buffer = messages.pop() ?? '';
        for (const message of messages) {
          const data = message.split('\n').find((line) => line.startsWith('data: '));
          const parsed = data && (JSON.parse(data.slice(6)) as { data?: { orderEvents?: OrderEvent } });
          if (parsed && parsed.data?.orderEvents) events.push(parsed.data.orderEvents);
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  // The subscription is registered once the stream is being read.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return { events, close: () => controller.abort() };
}

async function eventually<T>(
  read: () => T | undefined | Promise<T | undefined>,
  what: string,
  context: () => unknown,
): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(context(), null, 1)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const databaseAdminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!databaseAdminUrl || !redisUrl)('two server processes on one PostgreSQL and one Redis', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'comptoir-two-'));
  let databaseUrl = '';
  let dropDatabase: () => Promise<void> = async () => undefined;
  let simulator: Simulator;
  // Demo Burger Co's, whose account signs in on the tablet.
  let restaurantUuid = '';
  let platformServer: Server;
  const processes: SpawnedServer[] = [];

  beforeAll(async () => {
    ({ url: databaseUrl, drop: dropDatabase } = await createPostgresTestDatabase());
    const database = await openDatabase({ dataDir, databaseUrl });
    let stores: { platform: (typeof PLATFORM_CODES)[number]; storeId: string; uuid: string }[];
    try {
      await migrateDatabase(database);
      await seedDemo(database.db, { days: 1, uploadsDir: join(dataDir, 'uploads') });
      stores = await database.db
        .select({ platform: platforms.code, storeId: restaurants.platformStoreId, uuid: restaurants.uuid })
        .from(restaurants)
        .innerJoin(platforms, eq(platforms.id, restaurants.platformId));
      restaurantUuid = (await findDemoRestaurants(database.db)).burger.get('PLATFORM_DELIVEROO')?.uuid ?? '';
    } finally {
      await database.close();
    }
    const [portA, portB] = [await findFreePort(), await findFreePort()];
    // The platform, outside both processes: its webhooks go to A, its partner API answers both.
    simulator = createSimulator({
      baseUrl: `http://127.0.0.1:${portA}`,
      secrets: Object.fromEntries(PLATFORM_CODES.map((code) => [code, SECRET])),
      restaurants: stores,
      retryDelayScale: 0,
      seed: 1,
    });
    platformServer = createServer(createServerAdapter((request: Request) => simulator.handle(request)));
    await new Promise<void>((resolve) => platformServer.listen(0, '127.0.0.1', resolve));
    const partnerApi = `http://127.0.0.1:${(platformServer.address() as AddressInfo).port}/simulator/deliveroo`;
    const env = {
      DEMO: '0',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl ?? '',
      DATA_DIR: dataDir,
      JWT_SECRET: 'multi-process-jwt-secret-shared-by-every-process',
      DELIVEROO_WEBHOOK_SECRET: SECRET,
      DELIVEROO_API_URL: partnerApi,
      DELIVEROO_AUTH_URL: `${partnerApi}/oauth2/token`,
    };
    processes.push(await startSpawnedServer(env, portA), await startSpawnedServer(env, portB));
  }, 180_000);

  afterAll(async () => {
    await Promise.all(processes.map((server) => stopSpawnedServer(server, 'SIGTERM')));
    simulator?.stop();
    await new Promise((resolve) => platformServer?.close(resolve));
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('pushes an order received by A to a tablet on B, accepted through B, the platform called once, read on A', async () => {
    const [a, b] = processes;
    if (!a || !b) throw new Error('two processes expected');
    const tablet = await listen(b, await signIn(b));

    const { platformOrderId } = await simulator.placeOrder({ platform: 'PLATFORM_DELIVEROO', restaurantUuid });
    await simulator.idle();
    expect(simulator.webhooks().every((attempt) => attempt.url.startsWith(a.url))).toBe(true);
    const created = await eventually(
      () => tablet.events.find((event) => event.status === 'CREATED'),
      'the new order on the tablet of process B',
      () => ({ events: tablet.events, webhooks: simulator.webhooks(), a: a.output(), b: b.output() }),
    );

    const accepted = await graphql(
      b,
      'mutation($cart: Int!) { cartEvent(cart: $cart, status: ACCEPTED) { status } }',
      { cart: created.cartId },
      await signIn(b),
    );
    expect(accepted).toEqual({ cartEvent: { status: 'ACCEPTED' } });

    const orderCalls = () =>
      simulator
        .calls()
        .filter((call) => decodeURIComponent(call.path).includes(platformOrderId) && call.method !== 'GET');
    await eventually(
      () => (orderCalls().length > 0 ? true : undefined),
      'the accept call on the platform',
      () => ({
        calls: simulator.calls(),
        a: a.output(),
        b: b.output(),
      }),
    );
    // Both processes' workers poll the outbox: give the other one time to send it again, were it able to.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(orderCalls()).toHaveLength(1);
    expect(simulator.order(platformOrderId)?.state.toUpperCase()).toBe('ACCEPTED');

    const onA = await graphql(
      a,
      'query($id: Int!) { cart(id: $id) { status } }',
      { id: created.cartId },
      await signIn(a),
    );
    expect(onA).toEqual({ cart: { status: 'ACCEPTED' } });
    const database = await openDatabase({ dataDir, databaseUrl });
    try {
      const calls = await database.db.select().from(platformCalls).where(eq(platformCalls.cartId, created.cartId));
      expect(calls.map((call) => [call.action, call.status])).toEqual([['accept', 'sent']]);
      const [cart] = await database.db.select().from(carts).where(eq(carts.id, created.cartId));
      expect(cart?.platformId).toBe(platformOrderId);
    } finally {
      await database.close();
    }
    tablet.close();
  });
});
