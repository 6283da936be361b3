// Tablets served from memory (issue 21, item 1): what `activeOrders` — the web app's own poll document — sustains
// beside `{ __typename }` in the same run, with and without the entity tag the web app sends, and what the same
// `{ __typename }` sustains signed in (the token's account is read, or found in memory); what the first poll
// after a change costs (the list is rebuilt then) on the demo history and on a large one; and how long a new order
// takes to be usable on N tablets that listen to the push like the web app (the order in the push, else a refetch).
// Figures only, beside the baseline.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../apps/server/src/db/client';
import { migrateDatabase } from '../../apps/server/src/db/migrate';
import { seedDemo } from '../../apps/server/src/db/seed';
import { seedLargeHistory } from './large-history';
import { measure, type Figures } from './measure';
import { startServerProcess, type ServerProcess } from './server-process';

const root = new URL('../..', import.meta.url).pathname;

// The web app's document, read from its source so that the bench polls exactly what a tablet polls.
function webActiveOrdersDocument(): string {
  const source = readFileSync(join(root, 'apps/web/src/features/orders/api/cart-fields.ts'), 'utf8');
  const fragment = /graphql\(`([\s\S]*?)`\)/.exec(source)?.[1]?.replace('@_unmask', '');
  if (!fragment) throw new Error('CartFields not found in the web app');
  return `query ActiveOrders { activeOrders { created { ...CartFields } accepted { ...CartFields } finished { ...CartFields } } } ${fragment}`;
}

const ACTIVE_ORDERS = webActiveOrdersDocument();

// The web app's live stream, with the order selected as its poll selects it.
function webOrderEventsDocument(): string {
  const source = readFileSync(join(root, 'apps/web/src/features/orders/api/order-events.ts'), 'utf8');
  const subscription = /graphql\(\s*`(\s*subscription OrderEvents[\s\S]*?)`/.exec(source)?.[1];
  const fragment = ACTIVE_ORDERS.slice(ACTIVE_ORDERS.indexOf('fragment CartFields'));
  if (!subscription) throw new Error('The OrderEvents subscription not found in the web app');
  return `${subscription} ${fragment}`;
}

const ORDER_EVENTS = webOrderEventsDocument();
const BROWSER_ENCODINGS = 'gzip, deflate, br';

type Poll = { status: number; etag: string | null; body: string };

async function post(
  origin: string,
  query: string,
  headers: Record<string, string> = {},
  operationName?: string,
): Promise<Poll> {
  const response = await fetch(`${origin}/graphql/kom`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify({ query, operationName }),
  });
  const body = await response.text();
  if (response.status !== 200 && response.status !== 304) throw new Error(`HTTP ${response.status}: ${body}`);
  return { status: response.status, etag: response.headers.get('etag'), body };
}

const pollOrders = (origin: string, token: string, etag?: string | null) =>
  post(
    origin,
    ACTIVE_ORDERS,
    {
      authorization: `Bearer ${token}`,
      'accept-encoding': BROWSER_ENCODINGS,
      ...(etag ? { 'if-none-match': etag } : {}),
    },
    'ActiveOrders',
  );

async function login(origin: string, email: string, password: string): Promise<string> {
  const { body } = await post(origin, `mutation { login(email: "${email}", password: "${password}") { token } }`);
  return (JSON.parse(body) as { data: { login: { token: string } } }).data.login.token;
}

async function placeOrder(origin: string): Promise<string> {
  const response = await fetch(`${origin}/simulator/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ platform: 'PLATFORM_UBER_EAT' }),
  });
  return ((await response.json()) as { platformOrderId: string }).platformOrderId;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? Number.NaN;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Throughput = {
  typename: Figures;
  signedIn: Figures;
  unchanged: Figures;
  full: Figures;
  bytes: number;
  notModified: number;
};

/** `{ __typename }` and activeOrders in alternating bursts of one size, so that both meet the same machine load. */
async function throughput(origin: string, token: string): Promise<Throughput> {
  const first = await pollOrders(origin, token);
  // Like the web app: the tag of the last answer is sent, a 200 replaces it (demo printers and couriers change orders).
  let held = first.etag;
  const answers = { total: 0, notModified: 0 };
  const rounds: Figures[][] = [];
  for (let round = 0; round < 2; round += 1) {
    rounds.push([
      await measure('{ __typename }', 1_500, 8, async () => void (await post(origin, '{ __typename }'))),
      // The same document with the tablet's token: what reading the token's account costs every request.
      await measure(
        '{ __typename } signed in',
        1_500,
        8,
        async () => void (await post(origin, '{ __typename }', { authorization: `Bearer ${token}` })),
      ),
      await measure('activeOrders with its ETag (the poll)', 1_500, 8, async () => {
        const poll = await pollOrders(origin, token, held);
        answers.total += 1;
        if (poll.status === 304) answers.notModified += 1;
        else held = poll.etag;
      }),
      await measure('activeOrders, whole answer', 1_500, 8, async () => void (await pollOrders(origin, token))),
    ]);
  }
  const best = (index: number) =>
    rounds.map((row) => row[index] as Figures).reduce((a, b) => (a.perSecond >= b.perSecond ? a : b));
  return {
    typename: best(0),
    signedIn: best(1),
    unchanged: best(2),
    full: best(3),
    bytes: Buffer.byteLength(first.body),
    notModified: answers.notModified / answers.total,
  };
}

/** The first poll after a new order: the list is rebuilt from the database then, every other poll reads memory. */
async function rebuildAfterChange(origin: string, token: string, orders: number): Promise<number[]> {
  const latencies: number[] = [];
  for (let index = 0; index < orders; index += 1) {
    let held = await pollOrders(origin, token);
    const platformOrderId = await placeOrder(origin);
    for (;;) {
      const started = performance.now();
      const poll = await pollOrders(origin, token, held.etag);
      if (poll.status === 200) {
        held = poll;
        if (poll.body.includes(platformOrderId)) {
          latencies.push(performance.now() - started);
          break;
        }
      }
      await sleep(20);
    }
  }
  return latencies;
}

/**
 * N tablets, each with its live stream open on the web app's subscription. A push holding the new order makes it
 * usable at once, as the web app merges it; a push holding none (the order left the list, or an older server) makes
 * the tablet refetch with its entity tag, and the order is usable when that answer shows it. Returns every tablet's
 * delay for every order.
 */
async function visibleOnTablets(origin: string, token: string, tablets: number, orders: number): Promise<number[]> {
  const controller = new AbortController();
  const delays: number[] = [];
  // When each tablet first held each order, by the order's platform id: a push may come before its webhook's answer.
  const arrivals = new Map<string, Map<number, number>>();
  let expected = '';
  const etags: (string | null)[] = [];
  const refetching = new Set<number>();
  const again = new Set<number>();

  function arrived(platformOrderId: string, tablet: number): void {
    let byTablet = arrivals.get(platformOrderId);
    if (!byTablet) arrivals.set(platformOrderId, (byTablet = new Map()));
    if (!byTablet.has(tablet)) byTablet.set(tablet, performance.now());
  }

  async function refetch(tablet: number): Promise<void> {
    if (refetching.has(tablet)) return void again.add(tablet);
    refetching.add(tablet);
    try {
      do {
        again.delete(tablet);
        const poll = await pollOrders(origin, token, etags[tablet]);
        if (poll.status === 200) etags[tablet] = poll.etag;
        if (expected && poll.status === 200 && poll.body.includes(expected)) arrived(expected, tablet);
      } while (again.has(tablet));
    } catch (error) {
      console.log(`  tablet ${tablet}: refetch failed (${String(error)})`);
    } finally {
      refetching.delete(tablet);
    }
  }

  function onPush(tablet: number, data: string): void {
    const message = JSON.parse(data) as { data?: { orderEvents?: { order?: { platformId: string } | null } } };
    const order = message.data?.orderEvents?.order;
    if (order) arrived(order.platformId, tablet);
    else void refetch(tablet);
  }

  async function listen(tablet: number): Promise<void> {
    const response = await fetch(`${origin}/graphql/kom`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: ORDER_EVENTS }),
      signal: controller.signal,
    });
    if (!response.body) throw new Error('no event stream');
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = block
              .split('\n')
              .find((line) => line.startsWith('data:'))
              ?.slice(5);
            if (data?.includes('"orderEvents"')) onPush(tablet, data);
          }
        }
      } catch {
        // aborted at the end of the run
      }
    })();
  }

  for (let tablet = 0; tablet < tablets; tablet += 1) {
    etags.push((await pollOrders(origin, token)).etag);
    await listen(tablet);
  }
  await sleep(500);
  for (let index = 0; index < orders; index += 1) {
    const sentAt = performance.now();
    expected = '';
    const platformOrderId = await placeOrder(origin);
    expected = platformOrderId;
    const deadline = Date.now() + 60_000;
    const heldBy = () => arrivals.get(platformOrderId)?.size ?? 0;
    while (heldBy() < tablets && Date.now() < deadline) await sleep(10);
    if (heldBy() < tablets) console.log(`  only ${heldBy()} of ${tablets} tablets held order ${index}`);
    for (const at of arrivals.get(platformOrderId)?.values() ?? []) delays.push(at - sentAt);
    await sleep(300);
  }
  controller.abort();
  return delays;
}

const fixed = (value: number) => value.toFixed(0);

async function printThroughput(label: string, origin: string, token: string, baseline: string): Promise<void> {
  const figures = await throughput(origin, token);
  const baselineOf = (row: Figures) => {
    if (row === figures.typename) return '';
    return row === figures.signedIn ? '32–41 %' : baseline;
  };
  const ratio = (row: Figures) => `${((100 * row.perSecond) / figures.typename.perSecond).toFixed(0)} %`;
  console.log(
    `\n${label}: activeOrders (the web app's document, ${(figures.bytes / 1024).toFixed(0)} KB) beside { __typename }; ` +
      `${(100 * figures.notModified).toFixed(0)} % of the polls with their ETag answered 304`,
  );
  console.table(
    [figures.typename, figures.signedIn, figures.unchanged, figures.full].map((row) => ({
      request: row.name,
      'req/s': fixed(row.perSecond),
      'p50 ms': row.p50Ms.toFixed(1),
      'p95 ms': row.p95Ms.toFixed(1),
      'of __typename': ratio(row),
      'issue baseline': baselineOf(row),
    })),
  );
}

async function printRebuild(label: string, origin: string, token: string, baseline: string): Promise<void> {
  const latencies = await rebuildAfterChange(origin, token, 15);
  console.log(
    `${label}: first poll after a new order (rebuilt from the database), 15 orders: p50 ${percentile(latencies, 0.5).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms   (issue baseline: ${baseline})`,
  );
}

async function countOrders(database: Database): Promise<number> {
  const { rows } = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from carts`);
  return Number(rows[0]?.n ?? 0);
}

/** `BENCH_TABLETS_HISTORY` orders (default 1,000,000 on PostgreSQL, 200,000 embedded) for the large-history figures. */
export async function benchTablets(databaseUrl?: string): Promise<void> {
  const onPostgres = Boolean(databaseUrl);
  const largeOrders = Number(process.env.BENCH_TABLETS_HISTORY ?? (onPostgres ? 1_000_000 : 200_000));
  const typenameBaseline = onPostgres ? '81–90 req/s, 2.3–3.0 %' : '1.0–1.3 % of __typename';

  // The demo history, then the push to many tablets.
  let server: ServerProcess = await startServerProcess(databaseUrl ? { DATABASE_URL: databaseUrl, DEMO: '1' } : {});
  try {
    const company = await login(server.origin, 'company@demo.comptoir.test', 'company-demo-2026');
    // The embedded database is the server's alone while it runs: its demo is the same 90 days as PostgreSQL's.
    let demoLabel = 'Demo history (90 days)';
    if (databaseUrl) {
      const database = await openDatabase({ dataDir: tmpdir(), databaseUrl });
      demoLabel = `Demo history (${(await countOrders(database)).toLocaleString('en')} orders)`;
      await database.close();
    }
    await printThroughput(demoLabel, server.origin, company, typenameBaseline);
    await printRebuild('Demo history', server.origin, company, 'every poll ran the query');
    console.log(
      '\nA new order usable on N tablets (webhook → push holding the order; a refetch with its entity tag when it holds none)',
    );
    for (const [tablets, orders, baseline, goal] of [
      [100, 5, '4.0 s p99', '500 ms'],
      [1_000, 3, '43 s p99', '1 s'],
    ] as const) {
      const delays = await visibleOnTablets(server.origin, company, tablets, orders);
      console.table({
        tablets,
        orders,
        'p50 ms': fixed(percentile(delays, 0.5)),
        'p99 ms': fixed(percentile(delays, 0.99)),
        'max ms': fixed(Math.max(...delays)),
        goal,
        'issue baseline': baseline,
      });
    }
  } finally {
    await server.stop();
  }

  // The large history: on PostgreSQL added beside the running demo; embedded, written before the server opens it.
  const started = performance.now();
  const dataDir = onPostgres ? undefined : mkdtempSync(join(tmpdir(), 'comptoir-bench-tablets-'));
  const database = await openDatabase({ dataDir: dataDir ?? tmpdir(), databaseUrl });
  let total: number;
  try {
    await migrateDatabase(database);
    if (!onPostgres) await seedDemo(database.db, {});
    await seedLargeHistory(database.db, {
      orders: largeOrders,
      restaurants: 60,
      days: 730,
      companyName: 'Demo Burger Co',
      onProgress: (inserted) => process.stdout.write(`\r  inserted ${inserted.toLocaleString('en')} orders`),
    });
    total = await countOrders(database);
  } finally {
    await database.close();
  }
  console.log(`\n  large history written in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  server = await startServerProcess(databaseUrl ? { DATABASE_URL: databaseUrl, DEMO: '1' } : {}, { dataDir });
  try {
    const label = `Large history (${total.toLocaleString('en')} orders)`;
    const company = await login(server.origin, 'company@demo.comptoir.test', 'company-demo-2026');
    await printThroughput(label, server.origin, company, onPostgres ? '1.6 req/s at 1 M orders' : typenameBaseline);
    await printRebuild(
      label,
      server.origin,
      company,
      onPostgres ? '478 ms in SQL at 1 M orders' : 'every poll ran the query',
    );
  } finally {
    await server.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}
