import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { openTestDatabase, TEST_DRIVERS, type TestDatabase } from '../../db/testing';
import { captureStatements } from '../../testing/count-statements';
import { serveTwoProcesses, type TwoProcesses } from '../../testing/two-processes';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { createActiveOrdersCache } from './active-orders-cache';
import type { CartRow } from '../../db/schema';
import { aCart, type ACartOptions } from './testing/a-cart';

const redisUrl = process.env.TEST_REDIS_URL;

const ACTIVE_ORDERS = `query ActiveOrders { activeOrders {
  created { id status vatByRate { rate } } accepted { id status vatByRate { rate } } finished { id status } } }`;
const ACCEPT = 'mutation($cart: Int!) { cartEvent(cart: $cart, status: ACCEPTED, preparationTime: 10) { status } }';

type Card = { id: number; status: string; vatByRate?: { rate: number }[] | null };
type Groups = { created: Card[]; accepted: Card[]; finished: Card[] };
type Poll = { status: number; etag: string | null; text: string; orders: Groups | null };

async function poll(api: TestApi, token: string, headers: Record<string, string> = {}): Promise<Poll> {
  const response = await fetch(api.graphqlUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      authorization: `Bearer ${token}`,
      ...headers,
    },
    body: JSON.stringify({ query: ACTIVE_ORDERS, operationName: 'ActiveOrders' }),
  });
  const text = await response.text();
  const body = text ? (JSON.parse(text) as { data?: { activeOrders: Groups }; errors?: unknown }) : null;
  expect(body?.errors).toBeUndefined();
  return {
    status: response.status,
    etag: response.headers.get('etag'),
    text,
    orders: body?.data?.activeOrders ?? null,
  };
}

const idsOf = (groups: Groups | null) =>
  [...(groups?.created ?? []), ...(groups?.accepted ?? []), ...(groups?.finished ?? [])].map((card) => card.id);

describe('the active-orders cache on its own', () => {
  it('keeps no answer whose build a change overtook, yet answers the requests that waited for it', async () => {
    const cache = createActiveOrdersCache();
    const stamp = cache.stampOf([1]);
    const build = cache.startBuild('key', stamp, [1]);
    const waiting = cache.pending('key', stamp);
    cache.invalidate(1);
    const answer = build.finish('{"data":{}}');
    expect(await waiting).toBe(answer);
    expect(cache.read('key', stamp)).toBeNull();
    expect(cache.read('key', cache.stampOf([1]))).toBeNull();
  });

  it("serves an answer until its company changes, another company's change leaving it be", () => {
    const cache = createActiveOrdersCache();
    cache.startBuild('burger', cache.stampOf([1]), [1]).finish('{"burger":1}');
    cache.startBuild('everyone', cache.stampOf('all'), 'all').finish('{"all":1}');
    cache.invalidate(2);
    expect(cache.read('burger', cache.stampOf([1]))?.body).toBe('{"burger":1}');
    expect(cache.read('everyone', cache.stampOf('all'))).toBeNull();
    cache.invalidate(1);
    expect(cache.read('burger', cache.stampOf([1]))).toBeNull();
  });

  it('forgets answers past their age, and the least recently used beyond its size', () => {
    let clock = 0;
    const cache = createActiveOrdersCache({ maxAgeMs: 1_000, maxEntries: 2, now: () => clock });
    for (const key of ['a', 'b', 'c']) cache.startBuild(key, cache.stampOf([1]), [1]).finish(`"${key}"`);
    expect(cache.size).toBe(2);
    expect(cache.read('a', cache.stampOf([1]))).toBeNull();
    clock = 1_000;
    expect(cache.read('c', cache.stampOf([1]))).toBeNull();
  });
});

describe.each(TEST_DRIVERS)('activeOrders served from memory (%s)', (driver) => {
  let api: TestApi;
  let burger: string;
  let pizza: string;
  let admin: string;
  const cache = createActiveOrdersCache();

  // An order written straight into the database, then announced as the intake announces the orders it writes.
  async function anOrder(options: ACartOptions): Promise<CartRow> {
    const order = await aCart(api.database.db, options);
    cache.invalidate(order.companyId);
    return order;
  }

  beforeAll(async () => {
    api = await startTestApi(driver, {}, { activeOrdersCache: cache });
    burger = await api.signIn(DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.company.password);
    pizza = await api.signIn(DEMO_ACCOUNTS.basic.email, DEMO_ACCOUNTS.basic.password);
    admin = await api.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('answers an unchanged poll with 304 and no body, reading no order, until an order changes', async () => {
    const order = await anOrder({ status: 'CREATED' });
    const first = await poll(api, burger);
    expect(first.status).toBe(200);
    expect(first.etag).toMatch(/^"[\w-]+"$/);
    expect(idsOf(first.orders)).toContain(order.id);

    let again: Poll | undefined;
    const statements = await captureStatements(api.database, async () => {
      again = await poll(api, burger, { 'if-none-match': first.etag ?? '' });
    });
    expect(again?.status).toBe(304);
    expect(again?.text).toBe('');
    expect(statements.filter((statement) => /\bcarts\b/.test(statement))).toEqual([]);

    const accepted = await api.graphql(ACCEPT, { token: burger, variables: { cart: order.id } });
    expect(accepted.body.errors).toBeUndefined();
    const after = await poll(api, burger, { 'if-none-match': first.etag ?? '' });
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(first.etag);
    expect(after.orders?.accepted.find((card) => card.id === order.id)?.status).toBe('ACCEPTED');
  });

  it("never gives a company another's cached answer, nor a 304 on another's entity tag", async () => {
    const burgers = await anOrder({ status: 'CREATED', company: 'burger' });
    const pizzas = await anOrder({ status: 'CREATED', company: 'pizza' });
    const burgerPoll = await poll(api, burger);
    const pizzaPoll = await poll(api, pizza, { 'if-none-match': burgerPoll.etag ?? '' });
    expect(pizzaPoll.status).toBe(200);
    expect(idsOf(pizzaPoll.orders)).toContain(pizzas.id);
    expect(idsOf(pizzaPoll.orders)).not.toContain(burgers.id);
    expect(idsOf(burgerPoll.orders)).not.toContain(pizzas.id);
    // The same poll again, cached for each: still each its own.
    expect(idsOf((await poll(api, pizza)).orders)).not.toContain(burgers.id);
    expect(idsOf((await poll(api, burger)).orders)).not.toContain(pizzas.id);
  });

  it('keeps what only administrators see to them, also while one acts as the company', async () => {
    const order = await anOrder({ status: 'CREATED' });
    const byCompany = await poll(api, burger);
    const byAdmin = await poll(api, admin, { 'if-none-match': byCompany.etag ?? '' });
    const actingAs = await poll(api, admin, { 'x-switch-user': DEMO_ACCOUNTS.company.email });
    const cardIn = (answer: Poll) => answer.orders?.created.find((card) => card.id === order.id);
    expect(byAdmin.status).toBe(200);
    expect(cardIn(byAdmin)?.vatByRate).toEqual(expect.any(Array));
    expect(cardIn(byCompany)?.vatByRate).toBeNull();
    expect(cardIn(actingAs)?.vatByRate).toBeNull();
    // Cached now: asked again, each viewer still gets its own.
    expect(cardIn(await poll(api, burger))?.vatByRate).toBeNull();
    expect(cardIn(await poll(api, admin))?.vatByRate).toEqual(expect.any(Array));
  });
});

describe.skipIf(!redisUrl).each(TEST_DRIVERS)('activeOrders cached by two processes sharing Redis (%s)', (driver) => {
  let database: TestDatabase;
  let processes: TwoProcesses | undefined;
  let first = '';
  let second = '';

  beforeAll(async () => {
    database = await openTestDatabase(driver, { seed: 'minimal' });
    processes = await serveTwoProcesses(database, redisUrl ?? '', () => ({
      activeOrdersCache: createActiveOrdersCache(),
    }));
    ({ first, second } = processes);
  });
  afterAll(async () => {
    await processes?.close();
    await database?.dispose();
  });

  async function request(
    url: string,
    query: string,
    variables: Record<string, unknown>,
    headers: Record<string, string>,
  ) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    const text = await response.text();
    return { status: response.status, etag: response.headers.get('etag'), body: text ? JSON.parse(text) : null };
  }

  it('shows on the next poll of one process an order accepted through the other', async () => {
    const login = await request(
      first,
      'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
      { email: DEMO_ACCOUNTS.company.email, password: DEMO_ACCOUNTS.company.password },
      {},
    );
    const auth = { authorization: `Bearer ${login.body.data.login.token as string}` };
    const order = await aCart(database.db, { status: 'CREATED' });
    const before = await request(second, ACTIVE_ORDERS, {}, auth);
    expect(idsOf(before.body.data.activeOrders)).toContain(order.id);
    expect((await request(second, ACTIVE_ORDERS, {}, { ...auth, 'if-none-match': before.etag ?? '' })).status).toBe(
      304,
    );

    const accepted = await request(first, ACCEPT, { cart: order.id }, auth);
    expect(accepted.body.errors).toBeUndefined();
    const after = await request(second, ACTIVE_ORDERS, {}, { ...auth, 'if-none-match': before.etag ?? '' });
    expect(after.status).toBe(200);
    const card = (after.body.data.activeOrders as Groups).accepted.find((one) => one.id === order.id);
    expect(card?.status).toBe('ACCEPTED');
  });
});
