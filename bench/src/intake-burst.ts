// Intake at 1,000 orders a second (issue 21, item 2): a burst of signed order webhooks posted to a real server process,
// as the platforms send them (the simulator builds, signs and delivers each one), then how fast the server
// acknowledged them, how fast it wrote them as orders, and when the last one was in an administrator's activeOrders —
// what every tablet polls. Figures only, beside the baseline.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSimulator, type SimulatorRestaurant } from '@comptoir/platform-sim';
import type { PlatformCode } from '@comptoir/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client';
import { migrateDatabase } from '../../apps/server/src/db/migrate';
import { platforms, restaurants } from '../../apps/server/src/db/schema';
import { seedDemo } from '../../apps/server/src/db/seed';
import { postGraphQL } from './post-graphql';
import { startServerProcess } from './server-process';

// The platforms whose webhook carries the whole order. Uber Eats' carries ids only and the server fetches the order
// from the platform — here the server's own simulator, which does not hold the bench's orders.
const BURST_PLATFORMS: PlatformCode[] = ['PLATFORM_DELIVEROO', 'PLATFORM_JUST_EAT', 'PLATFORM_GLOVO'];
const SECRETS: Partial<Record<PlatformCode, string>> = {
  PLATFORM_DELIVEROO: 'bench-deliveroo-secret',
  PLATFORM_JUST_EAT: 'bench-just-eat-key',
  PLATFORM_GLOVO: 'bench-glovo-token',
};
const SECRET_ENV = {
  DELIVEROO_WEBHOOK_SECRET: 'bench-deliveroo-secret',
  JUST_EAT_WEBHOOK_KEY: 'bench-just-eat-key',
  GLOVO_WEBHOOK_TOKEN: 'bench-glovo-token',
};
// As many webhooks in flight as a platform's senders might keep open at once.
const SENDERS = 32;
const COUNT_QUERY = '{ activeOrders { created { platformId } accepted { platformId } finished { platformId } } }';
const TIMEOUT_MS = 600_000;

export function burstSize(): number {
  return Number(process.env.BENCH_INTAKE_ORDERS) || 10_000;
}

/** The figures before the batched worker (issue 21, item 2), per database. */
const BASELINE = {
  pg: { acknowledged: '1,300–2,100/s', written: '126–157/s', burst: '74 s' },
  pglite: { acknowledged: '1,300–2,100/s', written: '96–98/s', burst: '—' },
} as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type ActiveOrders = { activeOrders: Record<'created' | 'accepted' | 'finished', { platformId: string }[]> };

async function visibleOrderIds(origin: string, token: string): Promise<Set<string>> {
  const { activeOrders } = await postGraphQL<ActiveOrders>(origin, COUNT_QUERY, token);
  return new Set(
    [...activeOrders.created, ...activeOrders.accepted, ...activeOrders.finished].map((c) => c.platformId),
  );
}

async function pendingIntake(origin: string): Promise<number> {
  const response = await fetch(`${origin}/metrics`);
  const line = /^comptoir_queue_depth\{queue="intake"\} (\d+)$/m.exec(await response.text());
  if (!line?.[1]) throw new Error('no intake queue depth in /metrics');
  return Number(line[1]);
}

type SignedWebhook = { url: string; headers: Record<string, string>; body: string };

/**
 * `orders` new-order webhooks as the simulated platforms build and sign them, taken from the simulator's sender
 * instead of sent, so that the burst is posted at the bench's own pace.
 */
async function signedWebhooks(
  origin: string,
  stores: SimulatorRestaurant[],
  orders: number,
): Promise<{ webhooks: SignedWebhook[]; orderIds: string[] }> {
  const webhooks: SignedWebhook[] = [];
  const simulator = createSimulator({
    baseUrl: origin,
    secrets: SECRETS,
    restaurants: stores,
    seed: 21,
    // No platform cancels an unanswered order during the run.
    acceptTimeoutScale: 1000,
    fetch: async (url, init) => {
      webhooks.push({ url: String(url), headers: init?.headers as Record<string, string>, body: String(init?.body) });
      return new Response(null, { status: 200 });
    },
  });
  const orderIds: string[] = [];
  for (let index = 0; index < orders; index += 1) {
    const platform = BURST_PLATFORMS[index % BURST_PLATFORMS.length] as PlatformCode;
    orderIds.push((await simulator.placeOrder({ platform })).platformOrderId);
  }
  await simulator.idle();
  simulator.stop();
  return { webhooks, orderIds };
}

/** Posts one webhook, sent again when the connection drops (a kept-alive socket the server closed), as platforms do. */
async function send(webhook: SignedWebhook): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(webhook.url, { method: 'POST', headers: webhook.headers, body: webhook.body }).catch(
      (error: unknown) => {
        if (attempt >= 3) throw error;
        return null;
      },
    );
    if (!response) continue;
    if (!response.ok) throw new Error(`${webhook.url} answered ${response.status}`);
    await response.arrayBuffer();
    return;
  }
}

/** A one-day demo (so the bench knows its stores), written before the server opens the database. */
async function seedStores(dataDir: string, databaseUrl: string | undefined): Promise<SimulatorRestaurant[]> {
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    await migrateDatabase(database);
    await seedDemo(database.db, { days: 1, uploadsDir: join(dataDir, 'uploads') });
    return await database.db
      .select({ platform: platforms.code, storeId: restaurants.platformStoreId, uuid: restaurants.uuid })
      .from(restaurants)
      .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
      .where(and(eq(restaurants.integrationStatus, 'integrated'), inArray(platforms.code, BURST_PLATFORMS)));
  } finally {
    await database.close();
  }
}

export async function benchIntakeBurst(databaseUrl: string | undefined, orders: number): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'comptoir-bench-intake-'));
  const stores = await seedStores(dataDir, databaseUrl);
  const server = await startServerProcess(
    { ...SECRET_ENV, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    { dataDir },
  );
  try {
    const admin = await postGraphQL<{ login: { token: string } }>(
      server.origin,
      'mutation { login(email: "admin@demo.comptoir.test", password: "admin-demo-2026") { token } }',
    ).then((data) => data.login.token);
    const before = await visibleOrderIds(server.origin, admin);
    const { webhooks, orderIds } = await signedWebhooks(server.origin, stores, orders);
    let next = 0;
    let acknowledged = 0;
    const started = performance.now();
    let acknowledgedS = Number.NaN;
    const posting = Promise.all(
      Array.from({ length: SENDERS }, async () => {
        for (let webhook = webhooks[next++]; webhook; webhook = webhooks[next++]) {
          await send(webhook);
          acknowledged += 1;
        }
      }),
    ).then(() => void (acknowledgedS = (performance.now() - started) / 1000));
    // Awaited after the wait below; a send that failed ends that wait at once.
    let failed = false;
    posting.catch(() => void (failed = true));
    // Written: the intake queue is empty once every webhook is acknowledged (/metrics counts it, from loopback).
    let writtenS = Number.NaN;
    let reported = started;
    while (!failed && performance.now() - started < TIMEOUT_MS) {
      await sleep(250);
      const pending = await pendingIntake(server.origin);
      if (!Number.isNaN(acknowledgedS) && pending === 0) {
        writtenS = (performance.now() - started) / 1000;
        break;
      }
      if (performance.now() - reported > 10_000) {
        reported = performance.now();
        const at = ((reported - started) / 1000).toFixed(0);
        console.log(`  ${at} s: ${acknowledged} acknowledged, ${pending} waiting in the intake queue`);
      }
    }
    await posting;
    let visible = 0;
    let allVisibleS = Number.NaN;
    while (performance.now() - started < TIMEOUT_MS) {
      const seen = await visibleOrderIds(server.origin, admin);
      visible = orderIds.filter((id) => seen.has(id) && !before.has(id)).length;
      if (visible === orderIds.length) {
        allVisibleS = (performance.now() - started) / 1000;
        break;
      }
      await sleep(100);
    }
    const baseline = BASELINE[databaseUrl ? 'pg' : 'pglite'];
    console.table([
      {
        figure: `webhooks acknowledged/s (${SENDERS} senders)`,
        now: (orders / acknowledgedS).toFixed(0),
        baseline: baseline.acknowledged,
      },
      {
        figure: 'orders written/s (burst start → intake queue empty)',
        now: Number.isNaN(writtenS) ? 'timed out' : (orders / writtenS).toFixed(0),
        baseline: baseline.written,
      },
      {
        figure: `${orders} orders: burst start → all in activeOrders`,
        now: Number.isNaN(allVisibleS) ? `${visible} in time` : `${allVisibleS.toFixed(1)} s`,
        baseline: baseline.burst,
      },
    ]);
  } finally {
    await server.stop();
  }
}
