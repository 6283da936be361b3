import { companyRolesFor, PREMIUM_SERVICES } from '@comptoir/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, companies, companySubscriptions, restaurants, restaurantSubscriptions } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_COMPANY_NAMES } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import { createTestAccount, startTestApi, type TestApi } from '../../testing/test-api';
import { readInvoiceMonth } from '../invoices/invoice-period';
import { draftSubscriptionInvoice } from '../invoices/subscription-invoice';

const SWITCH = `mutation($companyId: Int!, $input: SubscriptionChangeInput!) {
  updateCompanySubscription(companyId: $companyId, input: $input) {
    id subscriptions { service activated price startedAt endedAt }
    serviceChanges { service restaurantTitle before { activated price } after { activated price } changedBy changedAt }
  }
}`;
const SWITCH_RESTAURANT = `mutation($uuid: String!, $input: SubscriptionChangeInput!) {
  updateRestaurantSubscription(restaurantUuid: $uuid, input: $input) { uuid subscriptions { service activated price } }
}`;
const ROLES = '{ me { roles } }';
const ANALYTICS = `query($fromDate: String!, $toDate: String!) { totalOrder(fromDate: $fromDate, toDate: $toDate) { overall { total } } }`;

type Change = {
  service: string;
  restaurantTitle: string | null;
  before: { activated: boolean; price: number } | null;
  after: { activated: boolean; price: number };
  changedBy: string;
};

describe.each(TEST_DRIVERS)('switching services (%s)', (driver) => {
  let api: TestApi;
  let manager = '';
  let admin = '';
  let pizzaId = 0;
  let pizzaRestaurantUuid = '';

  beforeAll(async () => {
    api = await startTestApi(driver);
    manager = await api.signIn(DEMO_ACCOUNTS.manager.email, DEMO_ACCOUNTS.manager.password);
    admin = await api.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const [pizza] = await api.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, DEMO_COMPANY_NAMES.pizza));
    pizzaId = pizza?.id ?? 0;
    const [restaurant] = await api.database.db
      .select({ uuid: restaurants.uuid })
      .from(restaurants)
      .where(eq(restaurants.companyId, pizzaId))
      .limit(1);
    pizzaRestaurantUuid = restaurant?.uuid ?? '';
  });
  afterAll(async () => {
    await api?.close();
  });

  async function pizzaToken(): Promise<string> {
    return api.signIn(DEMO_ACCOUNTS.basic.email, DEMO_ACCOUNTS.basic.password);
  }

  async function switchService(token: string, input: Record<string, unknown>, companyId = pizzaId) {
    return api.graphql(SWITCH, { token, variables: { companyId, input } });
  }

  async function rolesOf(token: string): Promise<string[]> {
    const result = await api.graphql(ROLES, { token });
    return (result.body.data?.me as { roles: string[] }).roles;
  }

  async function pizzaServices() {
    return api.database.db.select().from(companySubscriptions).where(eq(companySubscriptions.companyId, pizzaId));
  }

  it("opens a service's screen to the company at once, and closes it when switched off", async () => {
    const pizza = await pizzaToken();
    const range = { fromDate: '2026-01-01', toDate: '2026-01-31' };
    expect((await api.graphql(ANALYTICS, { token: pizza, variables: range })).body.errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );

    const on = await switchService(manager, { service: 'ANALYTICS', activated: true });
    expect(on.body.errors).toBeUndefined();
    expect(await rolesOf(pizza)).toEqual(
      expect.arrayContaining(['ROLE_COMPANY_SUBSCRIBE_ANALYSE', 'ROLE_COMPANY_SUBSCRIBE_ORDER', 'ROLE_COMPANY_ADMIN']),
    );
    expect((await api.graphql(ANALYTICS, { token: pizza, variables: range })).body.errors).toBeUndefined();

    await switchService(manager, { service: 'ANALYTICS', activated: false });
    expect(await rolesOf(pizza)).not.toContain('ROLE_COMPANY_SUBSCRIBE_ANALYSE');
    expect((await api.graphql(ANALYTICS, { token: pizza, variables: range })).body.errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
  });

  it('gives the premium role for the five premium services together, and the single roles once one is off', async () => {
    for (const service of PREMIUM_SERVICES) await switchService(admin, { service, activated: true });
    const pizza = await pizzaToken();
    expect((await rolesOf(pizza)).sort()).toEqual(['ROLE_COMPANY_ADMIN', 'ROLE_COMPANY_PREMIUM_SERVICE']);
    await switchService(admin, { service: 'TVA', activated: false });
    expect((await rolesOf(pizza)).sort()).toEqual(
      [
        'ROLE_COMPANY_ADMIN',
        'ROLE_COMPANY_SUBSCRIBE_ANALYSE',
        'ROLE_COMPANY_SUBSCRIBE_ORDER',
        'ROLE_COMPANY_SUBSCRIBE_ORDER_DISPUTE',
        'ROLE_COMPANY_SUBSCRIBE_REVIEW',
      ].sort(),
    );
    for (const service of ['ANALYTICS', 'REVIEW', 'DISPUTE']) await switchService(admin, { service, activated: false });
    expect((await rolesOf(pizza)).sort()).toEqual(['ROLE_COMPANY_ADMIN', 'ROLE_COMPANY_SUBSCRIBE_ORDER']);
  });

  it('records who changed what and when, newest first', async () => {
    const result = await switchService(manager, { service: 'MARKETING', activated: true, price: 3500 });
    const company = result.body.data?.updateCompanySubscription as {
      subscriptions: { service: string; activated: boolean; price: number; startedAt: string | null }[];
      serviceChanges: Change[];
    };
    expect(company.subscriptions.find((row) => row.service === 'MARKETING')).toMatchObject({
      activated: true,
      price: 3500,
    });
    expect(company.serviceChanges[0]).toMatchObject({
      service: 'MARKETING',
      restaurantTitle: null,
      before: { activated: false, price: 2900 },
      after: { activated: true, price: 3500 },
      changedBy: 'Hugo Bernard',
    });
    const unchanged = await switchService(manager, { service: 'MARKETING', activated: true, price: 3500 });
    expect(
      (unchanged.body.data?.updateCompanySubscription as { serviceChanges: Change[] }).serviceChanges,
    ).toHaveLength(company.serviceChanges.length);
  });

  it('invoices the month a service ended in, and not the month after', async () => {
    await switchService(manager, { service: 'RUNNER_DISPLAY', activated: true, price: 990 });
    await switchService(manager, { service: 'RUNNER_DISPLAY', activated: false });
    const now = new Date();
    const month = now.toISOString().slice(0, 7);
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 7);
    const buyer = { name: DEMO_COMPANY_NAMES.pizza, adresse: null, vatNumber: null, siret: null };
    const labels = async (period: string) =>
      (
        (
          await draftSubscriptionInvoice(
            api.database.db,
            { companyId: pizzaId, currency: 'EUR', buyer, period: readInvoiceMonth(period), lang: 'fr' },
            [],
          )
        )?.lines ?? []
      ).map((line) => line.label);
    expect((await labels(month)).some((label) => label.startsWith('Abonnement Écran runner'))).toBe(true);
    expect((await labels(next)).some((label) => label.startsWith('Abonnement Écran runner'))).toBe(false);
  });

  it("switches a restaurant's own services and lists them in the company's history", async () => {
    const result = await api.graphql(SWITCH_RESTAURANT, {
      token: manager,
      variables: { uuid: pizzaRestaurantUuid, input: { service: 'INVOICE', activated: true, price: 1500 } },
    });
    expect(result.body.errors).toBeUndefined();
    const [row] = await api.database.db
      .select()
      .from(restaurantSubscriptions)
      .innerJoin(restaurants, eq(restaurants.id, restaurantSubscriptions.restaurantId))
      .where(and(eq(restaurants.uuid, pizzaRestaurantUuid), eq(restaurantSubscriptions.service, 'INVOICE')));
    expect(row?.restaurant_subscriptions).toMatchObject({ activated: true, price: 1500 });
    const history = await api.graphql(
      `query($id: Int!) { company(id: $id) { serviceChanges(first: 1) { service restaurantTitle after { price } } } }`,
      { token: manager, variables: { id: pizzaId } },
    );
    expect((history.body.data?.company as { serviceChanges: Change[] }).serviceChanges[0]).toMatchObject({
      service: 'INVOICE',
      restaurantTitle: expect.any(String),
      after: { price: 1500 },
    });
    const wrong = await api.graphql(SWITCH_RESTAURANT, {
      token: manager,
      variables: { uuid: pizzaRestaurantUuid, input: { service: 'ANALYTICS', activated: true } },
    });
    expect(wrong.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { service: 'unknown_service' },
    });
  });

  it.each([
    [{ service: 'FREE_LUNCH', activated: true }, { service: 'unknown_service' }],
    [{ service: 'MARKETING', price: -1 }, { price: 'invalid_price' }],
    [{ service: 'MARKETING', price: 1_000_001 }, { price: 'invalid_price' }],
  ])('refuses %j naming the field, and changes nothing', async (input, fields) => {
    const before = await pizzaServices();
    const result = await switchService(manager, input);
    expect(result.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields });
    expect(await pizzaServices()).toEqual(before);
  });

  it("answers another manager's company like a missing one, and refuses companies and applications", async () => {
    const stranger = await createTestAccount(api.database, { roles: ['ROLE_ACCOUNT_MANAGER'] });
    const strangerToken = await api.signIn(stranger.email, stranger.password);
    const other = await switchService(strangerToken, { service: 'ANALYTICS', activated: true });
    const missing = await switchService(strangerToken, { service: 'ANALYTICS', activated: true }, 999_999);
    expect(other.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(other.body).toEqual(missing.body);
    const restaurant = await api.graphql(SWITCH_RESTAURANT, {
      token: strangerToken,
      variables: { uuid: pizzaRestaurantUuid, input: { service: 'VAT', activated: true } },
    });
    expect(restaurant.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    for (const key of ['basic', 'app'] as const) {
      const token = await api.signIn(DEMO_ACCOUNTS[key].email, DEMO_ACCOUNTS[key].password);
      expect(
        (await switchService(token, { service: 'MARKETING', activated: true })).body.errors?.[0]?.extensions?.code,
      ).toBe('FORBIDDEN');
    }
    expect(
      (await switchService('', { service: 'MARKETING', activated: true })).body.errors?.[0]?.extensions?.code,
    ).toBe('UNAUTHENTICATED');
  });

  it('derives the roles from the final services when many switches of one company arrive at once', async () => {
    const flips = ['ANALYTICS', 'REVIEW', 'DISPUTE', 'TVA', 'MARKETING', 'MENU_PRICE', 'RUNNER_DISPLAY'].flatMap(
      (service, index) => [
        switchService(index % 2 ? manager : admin, { service, activated: true }),
        switchService(index % 2 ? admin : manager, { service, activated: index % 3 === 0 }),
      ],
    );
    for (const result of await Promise.all(flips)) expect(result.body.errors).toBeUndefined();
    const active = (await pizzaServices()).filter((row) => row.activated).map((row) => row.service);
    const [account] = await api.database.db
      .select({ roles: accounts.roles })
      .from(accounts)
      .where(eq(accounts.email, DEMO_ACCOUNTS.basic.email));
    expect([...(account?.roles ?? [])].sort()).toEqual(companyRolesFor(['ROLE_COMPANY_ADMIN'], active).sort());
  });
});
