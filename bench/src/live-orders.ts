// Live orders: how long from the platform's webhook until a tablet sees the order, through the SSE push and through
// the 5-second poll alone, and what `activeOrders` sustains with many tablets. Figures only.
import { measure, printFigures, type Figures } from './measure';
import { postGraphQL } from './post-graphql';
import { startServerProcess } from './server-process';

const PLATFORMS = [
  'PLATFORM_UBER_EAT',
  'PLATFORM_DELIVEROO',
  'PLATFORM_JUST_EAT',
  'PLATFORM_GLOVO',
  'PLATFORM_CLICK_N_COLLECT',
  'PLATFORM_GET_RESTO',
];
const ACTIVE_ORDERS =
  '{ activeOrders { created { id platformId displayId total } accepted { id platformId } finished { id } } }';
const POLL_MS = 5000;

type Api = { graphql<T>(query: string, token?: string): Promise<T> };

function apiOf(origin: string): Api {
  return { graphql: (query, token) => postGraphQL(origin, query, token) };
}

function percentiles(values: number[]): { p50: number; p99: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? Number.NaN;
  return { p50: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1] ?? Number.NaN };
}

async function placeOrder(origin: string, index: number): Promise<string> {
  const response = await fetch(`${origin}/simulator/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ platform: PLATFORMS[index % PLATFORMS.length] }),
  });
  const body = (await response.json()) as { platformOrderId: string };
  return body.platformOrderId;
}

/** Reads the orderEvents SSE stream, calling back with each event's arrival time and cart id. */
async function subscribe(
  origin: string,
  token: string,
  onEvent: (cartId: number, at: number) => void,
  signal: AbortSignal,
): Promise<void> {
  const response = await fetch(`${origin}/graphql/kom`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: 'subscription { orderEvents { type cartId status } }' }),
    signal,
  });
  if (!response.body) throw new Error('no event stream');
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split('\n').find((line) => line.startsWith('data:'));
          if (!data) continue;
          const parsed = JSON.parse(data.slice(5)) as { data?: { orderEvents?: { cartId: number } } };
          if (parsed.data?.orderEvents) onEvent(parsed.data.orderEvents.cartId, performance.now());
        }
      }
    } catch {
      // aborted at the end of the run
    }
  })();
}

async function pushLatency(origin: string, api: Api, token: string, orders: number): Promise<number[]> {
  const seenCarts = new Map<number, number>();
  const controller = new AbortController();
  await subscribe(
    origin,
    token,
    (cartId, at) => void (seenCarts.has(cartId) || seenCarts.set(cartId, at)),
    controller.signal,
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  const latencies: number[] = [];
  for (let index = 0; index < orders; index += 1) {
    const before = new Set(seenCarts.keys());
    const sent = performance.now();
    const platformOrderId = await placeOrder(origin, index);
    // Visible = the pushed event has arrived and the tablet's refetch of activeOrders shows the order.
    for (;;) {
      const fresh = [...seenCarts.keys()].filter((id) => !before.has(id));
      if (fresh.length > 0) {
        const data = await api.graphql<{ activeOrders: { created: { platformId: string }[] } }>(ACTIVE_ORDERS, token);
        if (data.activeOrders.created.some((cart) => cart.platformId === platformOrderId)) break;
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    latencies.push(performance.now() - sent);
  }
  controller.abort();
  return latencies;
}

async function pollLatency(origin: string, api: Api, token: string, orders: number): Promise<number[]> {
  const placed = new Map<string, number>();
  const latencies: number[] = [];
  let done = false;
  const poller = (async () => {
    while (!done) {
      const data = await api.graphql<{ activeOrders: { created: { platformId: string }[] } }>(ACTIVE_ORDERS, token);
      const now = performance.now();
      for (const cart of data.activeOrders.created) {
        const sentAt = placed.get(cart.platformId);
        if (sentAt !== undefined) {
          latencies.push(now - sentAt);
          placed.delete(cart.platformId);
        }
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  })();
  for (let index = 0; index < orders; index += 1) {
    const sentAt = performance.now();
    placed.set(await placeOrder(origin, index), sentAt);
    await new Promise((resolve) => setTimeout(resolve, 700 + ((index * 1337) % 1900)));
  }
  while (placed.size > 0) await new Promise((resolve) => setTimeout(resolve, 100));
  done = true;
  await poller;
  return latencies;
}

export async function benchLiveOrders(databaseUrl?: string): Promise<void> {
  // With PostgreSQL the demo must be asked for: DEMO defaults to 0 there.
  const server = await startServerProcess(databaseUrl ? { DATABASE_URL: databaseUrl, DEMO: '1' } : {});
  try {
    const api = apiOf(server.origin);
    const login = (email: string, password: string) =>
      api
        .graphql<{ login: { token: string } }>(
          `mutation { login(email: "${email}", password: "${password}") { token } }`,
        )
        .then((d) => d.login.token);
    const company = await login('company@demo.comptoir.test', 'company-demo-2026');
    const admin = await login('admin@demo.comptoir.test', 'admin-demo-2026');

    const push = percentiles(await pushLatency(server.origin, api, company, 60));
    const poll = percentiles(await pollLatency(server.origin, api, company, 20));
    console.log('\nwebhook → visible on the tablet (ms)');
    console.table([
      {
        path: 'SSE push + refetch',
        orders: 60,
        p50: push.p50.toFixed(0),
        p99: push.p99.toFixed(0),
        max: push.max.toFixed(0),
      },
      {
        path: `poll every ${POLL_MS} ms only`,
        orders: 20,
        p50: poll.p50.toFixed(0),
        p99: poll.p99.toFixed(0),
        max: poll.max.toFixed(0),
      },
    ]);

    const rows: Figures[] = [];
    for (const tablets of [8, 32]) {
      rows.push(
        await measure(
          `activeOrders, company (6 restaurants), ${tablets} tablets`,
          600,
          tablets,
          async () => void (await api.graphql(ACTIVE_ORDERS, company)),
        ),
      );
    }
    rows.push(
      await measure(
        'activeOrders, administrator (all restaurants), 8 tablets',
        400,
        8,
        async () => void (await api.graphql(ACTIVE_ORDERS, admin)),
      ),
    );
    printFigures(rows);
  } finally {
    await server.stop();
  }
}
