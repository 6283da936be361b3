import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { startTestApi, type TestApi } from '../../testing/test-api';

const INIT = `{ init {
  connected
  me { __typename email }
  switchedUser { __typename email }
  platforms { name color }
  restaurants { totalCount edges { node { uuid company { name } restaurantKOM { isConnected isOrderable } } } }
  printers { label companyId }
} }`;
const RESTAURANTS = '{ restaurants { totalCount } }';
const PRINTERS = '{ printers { label } }';

type InitView = {
  connected: boolean;
  me: { __typename: string; email: string } | null;
  switchedUser: { __typename: string; email: string } | null;
  platforms: { name: string; color: string }[];
  restaurants: {
    totalCount: number;
    edges: { node: { uuid: string; company: { name: string }; restaurantKOM: { isConnected: boolean } } }[];
  };
  printers: { label: string; companyId: number }[];
};

describe.each(TEST_DRIVERS)('init (%s)', (driver) => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi(driver);
  });
  afterAll(async () => {
    await api?.close();
  });

  async function initAs(token?: string, switchUser?: string): Promise<InitView> {
    const result = await api.graphql(INIT, { ...(token ? { token } : {}), ...(switchUser ? { switchUser } : {}) });
    expect(result.body.errors).toBeUndefined();
    return result.body.data?.init as InitView;
  }

  async function count(query: string, token: string, switchUser?: string): Promise<unknown> {
    const result = await api.graphql(query, { token, ...(switchUser ? { switchUser } : {}) });
    expect(result.body.errors).toBeUndefined();
    return result.body.data;
  }

  it('answers a visitor that nobody is signed in, with nothing else', async () => {
    expect(await initAs()).toEqual({
      connected: false,
      me: null,
      switchedUser: null,
      platforms: [],
      restaurants: { totalCount: 0, edges: [] },
      printers: [],
    });
  });

  it('gives a company itself, the platforms, its own restaurants with their status, and its own printers', async () => {
    const token = await api.signIn(DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.company.password);
    const init = await initAs(token);
    expect(init.connected).toBe(true);
    expect(init.me).toEqual({ __typename: 'Company', email: DEMO_ACCOUNTS.company.email });
    expect(init.switchedUser).toBeNull();
    expect(init.platforms.length).toBeGreaterThanOrEqual(6);
    const { restaurants } = (await count(RESTAURANTS, token)) as { restaurants: { totalCount: number } };
    expect(init.restaurants.totalCount).toBe(restaurants.totalCount);
    expect(new Set(init.restaurants.edges.map((edge) => edge.node.company.name)).size).toBe(1);
    const { printers } = (await count(PRINTERS, token)) as { printers: { label: string }[] };
    expect(init.printers.map((printer) => printer.label)).toEqual(printers.map((printer) => printer.label));
    expect(init.printers.length).toBeGreaterThan(0);
  });

  it("gives an administrator acting as a company that company's restaurants and printers, and says who acts", async () => {
    const admin = await api.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const company = await api.signIn(DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.company.password);
    const init = await initAs(admin, DEMO_ACCOUNTS.company.email);
    expect(init.me?.email).toBe(DEMO_ACCOUNTS.admin.email);
    expect(init.switchedUser).toEqual({ __typename: 'Company', email: DEMO_ACCOUNTS.company.email });
    expect(init.printers).toEqual((await initAs(company)).printers);
  });

  it("gives an application its companies' restaurants but no printer (their passwords are not its to read)", async () => {
    const token = await api.signIn(DEMO_ACCOUNTS.app.email, DEMO_ACCOUNTS.app.password);
    const init = await initAs(token);
    expect(init.me?.__typename).toBe('Application');
    expect(init.restaurants.totalCount).toBeGreaterThan(0);
    expect(init.printers).toEqual([]);
  });

  it('shows a company that has not entered its e-mailed code who it is, and nothing of its data', async () => {
    const token = await api.signIn(DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.company.password);
    await api.database.db
      .update(accounts)
      .set({ awaitingValidation: true })
      .where(eq(accounts.email, DEMO_ACCOUNTS.company.email));
    try {
      const init = await initAs(token);
      expect(init.connected).toBe(true);
      expect(init.me?.email).toBe(DEMO_ACCOUNTS.company.email);
      expect(init.restaurants.totalCount).toBe(0);
      expect(init.printers).toEqual([]);
      expect(init.platforms).toEqual([]);
    } finally {
      await api.database.db
        .update(accounts)
        .set({ awaitingValidation: false })
        .where(eq(accounts.email, DEMO_ACCOUNTS.company.email));
    }
  });
});
