import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEvents } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { uberWebhookBody } from '../../platforms/uber-eats/fixtures';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { aCart } from '../orders/testing/a-cart';

const WEBHOOKS = `query($first: Int, $after: String) {
  webhookStatuses(first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { id platform event object objectId status error body createdAt processedAt } }
  }
}`;

type Node = {
  id: number;
  event: string;
  object: string;
  objectId: string | null;
  status: string;
  error: string | null;
  body: string;
};
type Connection = {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: { node: Node }[];
};

describe.each(TEST_DRIVERS)('webhookStatuses (%s)', (driver) => {
  let api: TestApi;
  const tokens: Record<'admin' | 'manager' | 'company' | 'basic' | 'app', string> = {
    admin: '',
    manager: '',
    company: '',
    basic: '',
    app: '',
  };
  const ids = { burger: 0, pizza: 0, failed: 0, ignored: 0 };
  const orderIds = { burger: '', pizza: '' };

  beforeAll(async () => {
    api = await startTestApi(driver);
    for (const key of Object.keys(tokens) as (keyof typeof tokens)[]) {
      tokens[key] = await api.signIn(DEMO_ACCOUNTS[key].email, DEMO_ACCOUNTS[key].password);
    }
    const db = api.database.db;
    const burgerCart = await aCart(db, { company: 'burger', platform: 'PLATFORM_UBER_EAT' });
    const pizzaCart = await aCart(db, { company: 'pizza', platform: 'PLATFORM_UBER_EAT' });
    orderIds.burger = burgerCart.platformId;
    orderIds.pizza = pizzaCart.platformId;
    const event = (eventId: string, orderId: string) => ({
      platform: 'PLATFORM_UBER_EAT' as const,
      eventId,
      eventType: 'orders.notification',
      headers: { 'content-type': 'application/json' },
      body: uberWebhookBody({ eventId, orderId, storeId: 'store-x' }),
    });
    const rows = await db
      .insert(webhookEvents)
      .values([
        {
          ...event('evt-burger', burgerCart.platformId),
          status: 'processed',
          cartId: burgerCart.id,
          processedAt: new Date(),
        },
        {
          ...event('evt-pizza', pizzaCart.platformId),
          status: 'processed',
          cartId: pizzaCart.id,
          processedAt: new Date(),
        },
        {
          ...event('evt-failed', 'unknown-order-42'),
          status: 'failed',
          lastError: 'Unknown store: no PLATFORM_UBER_EAT restaurant',
        },
        {
          platform: 'PLATFORM_UBER_EAT',
          eventId: 'evt-garbage',
          eventType: 'unreadable',
          headers: {},
          body: 'not json',
          status: 'failed',
          lastError: 'Unreadable webhook',
        },
      ])
      .returning({ id: webhookEvents.id, eventId: webhookEvents.eventId });
    const idOf = (eventId: string) => rows.find((row) => row.eventId === eventId)?.id ?? 0;
    ids.burger = idOf('evt-burger');
    ids.pizza = idOf('evt-pizza');
    ids.failed = idOf('evt-failed');
    ids.ignored = idOf('evt-garbage');
  });
  afterAll(async () => {
    await api?.close();
  });

  async function everyNode(token: string): Promise<Node[]> {
    const nodes: Node[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 100; pages += 1) {
      const result = await api.graphql(WEBHOOKS, { token, variables: { first: 2, after } });
      expect(result.body.errors).toBeUndefined();
      const page = result.body.data?.webhookStatuses as Connection;
      nodes.push(...page.edges.map((edge) => edge.node));
      if (!page.pageInfo.hasNextPage) return nodes;
      after = page.pageInfo.endCursor;
    }
    throw new Error('webhookStatuses never reached the last page');
  }

  it('shows an administrator every webhook, newest first, with what each concerns and what became of it', async () => {
    const nodes = await everyNode(tokens.admin);
    const listed = nodes.map((node) => node.id);
    expect(listed).toEqual([...listed].sort((a, b) => b - a));
    expect(listed).toEqual(expect.arrayContaining(Object.values(ids)));
    const byId = new Map(nodes.map((node) => [node.id, node]));
    expect(byId.get(ids.burger)).toMatchObject({
      event: 'orders.notification',
      object: 'order',
      objectId: orderIds.burger,
      status: 'PROCESSED',
      error: null,
    });
    expect(byId.get(ids.failed)).toMatchObject({
      object: 'order',
      objectId: 'unknown-order-42',
      status: 'FAILED',
      error: expect.stringContaining('Unknown store'),
    });
    expect(byId.get(ids.ignored)).toMatchObject({
      object: 'unknown',
      objectId: null,
      status: 'FAILED',
      body: 'not json',
    });
    const first = await api.graphql(WEBHOOKS, { token: tokens.admin });
    expect((first.body.data?.webhookStatuses as Connection).totalCount).toBe(nodes.length);
  });

  it.each([
    ['company', 'burger'],
    ['app', 'burger'],
    ['basic', 'pizza'],
  ] as const)('shows the %s only the webhooks of its own orders', async (who, own) => {
    const nodes = await everyNode(tokens[who]);
    expect(nodes.map((node) => node.id)).toContain(ids[own]);
    const other = own === 'burger' ? 'pizza' : 'burger';
    for (const hidden of [ids[other], ids.failed, ids.ignored])
      expect(nodes.map((node) => node.id)).not.toContain(hidden);
    expect(JSON.stringify(nodes)).not.toContain(orderIds[other]);
  });

  it("shows an account manager its companies' webhooks, and no webhook that belongs to nobody", async () => {
    const listed = (await everyNode(tokens.manager)).map((node) => node.id);
    expect(listed).toEqual(expect.arrayContaining([ids.burger, ids.pizza]));
    expect(listed).not.toContain(ids.failed);
  });

  it('refuses a visitor and a bad page request', async () => {
    expect((await api.graphql(WEBHOOKS)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    for (const variables of [{ after: 'bogus' }, { first: -1 }]) {
      const result = await api.graphql(WEBHOOKS, { token: tokens.admin, variables });
      expect(result.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });
});
