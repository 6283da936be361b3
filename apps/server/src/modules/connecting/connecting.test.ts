import { UNCONNECTED_STORES } from '@comptoir/platform-sim';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountManagerCompanies,
  accounts,
  auditLog,
  outgoingEmails,
  platformCalls,
  restaurants,
} from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts';
import { TEST_DRIVERS } from '../../db/testing';
import { queueStoreCall } from '../../platforms/outbound/queue-store-call';
import { createTestPlatformConnections } from '../../platforms/testing';
import { findRestaurantForStore } from '../intake/write-cart';
import { checkDeliverooSite } from './store-check';
import { startConnectingApi, type ConnectingApi } from './testing/connecting-api';
import type { SignedInContext } from '../../context/types';
import { createTestAccount, type GraphQLBody } from '../../testing/test-api';

const REGISTER = `mutation($companyId: Int!, $platform: String!, $platformId: String, $storeName: String!, $brandId: String,
  $login: String, $password: String, $isTabletLess: Boolean, $hubUrl: String, $applicationId: Int, $authorizationId: String) {
  registerPendingRestaurant(companyId: $companyId, platform: $platform, platformId: $platformId, storeName: $storeName,
    brandId: $brandId, login: $login, password: $password, isTabletLess: $isTabletLess, hubUrl: $hubUrl,
    applicationId: $applicationId, authorizationId: $authorizationId) {
    uuid title integrationStatus platformStoreId credentialsVerified isTabletLess requestedBy
  } }`;
const APPROVE = `mutation($uuid: String!) { approvePendingRestaurant(restaurantUuid: $uuid) {
  uuid integrationStatus reviewedAt } }`;
const REJECT = `mutation($uuid: String!, $reason: String!) { rejectPendingRestaurant(restaurantUuid: $uuid, reason: $reason) {
  uuid integrationStatus rejectionReason } }`;
const PENDING = `{ pendingRestaurants { totalCount edges { node { uuid title } } } pendingRestaurantCount }`;
const LOGIN_CHECK = `mutation($login: String!, $password: String!, $platform: String!, $platformId: String) {
  loginPlatformCheck(login: $login, password: $password, platform: $platform, platformId: $platformId) }`;

const site = (linked: boolean) => {
  const found = UNCONNECTED_STORES.find(
    (store) => store.platform === 'PLATFORM_DELIVEROO' && store.linkedToIntegrator === linked,
  );
  if (!found?.brandId) throw new Error('No demo Deliveroo site');
  return {
    ...found,
    brandId: found.brandId,
    hubUrl: `https://partner-hub.deliveroo.com/brands/${found.brandId}/restaurants/${found.storeId}/orders`,
  };
};
const justEatStore = UNCONNECTED_STORES.find((store) => store.platform === 'PLATFORM_JUST_EAT');

type Registered = {
  uuid: string;
  title: string;
  integrationStatus: string;
  platformStoreId: string;
  credentialsVerified: boolean | null;
};

function registered(body: GraphQLBody): Registered {
  const row = body.data?.registerPendingRestaurant as Registered | undefined;
  if (!row) throw new Error(`Not registered: ${JSON.stringify(body.errors)}`);
  return row;
}

function refusal(body: GraphQLBody) {
  const error = body.errors?.[0];
  return { code: error?.extensions?.code, reason: error?.extensions?.reason, field: error?.extensions?.field };
}

describe.each(TEST_DRIVERS)('connecting a restaurant (%s)', (driver) => {
  let api: ConnectingApi;
  let company: string;
  let basic: string;
  let manager: string;
  let admin: string;
  let burgerId: number;
  let pizzaId: number;
  let appId: number;

  beforeAll(async () => {
    api = await startConnectingApi(driver);
    const signIn = (key: 'company' | 'basic' | 'manager' | 'admin') =>
      api.signIn(DEMO_ACCOUNTS[key].email, DEMO_ACCOUNTS[key].password);
    company = await signIn('company');
    basic = await signIn('basic');
    manager = await signIn('manager');
    admin = await signIn('admin');
    const ids = await api.graphql('{ viewer { companyId } }', {}, company);
    const own = await api.graphql('{ companys(first: 10) { edges { node { id name } } } }', {}, manager);
    const companies = (own.data?.companys as { edges: { node: { id: number; name: string } }[] }).edges.map(
      (edge) => edge.node,
    );
    burgerId = companies.find((node) => node.name === DEMO_ACCOUNTS.company.companyName)?.id ?? 0;
    pizzaId = companies.find((node) => node.name === DEMO_ACCOUNTS.basic.companyName)?.id ?? 0;
    const app = await api.database.db.query.accounts.findFirst({
      where: (a, { eq: is }) => is(a.email, DEMO_ACCOUNTS.app.email),
    });
    appId = app?.id ?? 0;
    expect(ids).toBeDefined();
  });
  afterAll(async () => api?.close());

  const register = (variables: Record<string, unknown>, token = company) =>
    api.graphql(REGISTER, { companyId: burgerId, storeName: 'Burger Canal', ...variables }, token);

  it('registers a Deliveroo site from its Partner Hub address, pending, with credentials the platform accepted', async () => {
    const linked = site(true);
    const row = registered(
      await register({
        platform: 'PLATFORM_DELIVEROO',
        hubUrl: linked.hubUrl,
        login: linked.tabletLogin,
        password: linked.tabletPass,
      }),
    );
    expect(row).toMatchObject({
      integrationStatus: 'PENDING',
      platformStoreId: linked.storeId,
      credentialsVerified: true,
    });
    const [stored] = await api.database.db.select().from(restaurants).where(eq(restaurants.uuid, row.uuid));
    expect(stored?.platformData?.brandId).toBe(linked.brandId);
    expect(stored?.platformData?.tabletPassEncrypted).not.toContain(linked.tabletPass);
    // The company's account managers are told.
    const mails = await api.database.db
      .select()
      .from(outgoingEmails)
      .where(eq(outgoingEmails.template, 'restaurant-pending'));
    expect(mails.map((mail) => mail.toAddress)).toContain(DEMO_ACCOUNTS.manager.email);
    // A pending restaurant takes no orders and makes no platform calls.
    expect(await findRestaurantForStore(api.database.db, 'PLATFORM_DELIVEROO', linked.storeId)).toBeNull();
    await expect(
      api.simulator.placeOrder({ platform: 'PLATFORM_DELIVEROO', restaurantUuid: row.uuid }),
    ).rejects.toThrow('Unknown demo restaurant');
    const call = await queueStoreCall(
      api.database.db,
      { id: stored?.id ?? 0, platform: 'PLATFORM_DELIVEROO', platformStoreId: linked.storeId },
      { type: 'pause' },
    );
    expect(call.status).toBe('unsupported');
    const [recorded] = await api.database.db.select().from(platformCalls).where(eq(platformCalls.id, call.callId));
    expect(recorded?.lastErrorReason?.code).toBe('RESTAURANT_PENDING_REVIEW');
  });

  it('answers each connecting refusal for Deliveroo, and reads or refuses the Hub address', async () => {
    const linked = site(true);
    const unlinked = site(false);
    expect(
      refusal(await register({ platform: 'PLATFORM_DELIVEROO', brandId: linked.brandId, platformId: '999999' })),
    ).toMatchObject({ code: 'RESTAURANT_NOT_FOUND' });
    expect(
      refusal(await register({ platform: 'PLATFORM_DELIVEROO', brandId: '11111', platformId: linked.storeId })),
    ).toMatchObject({ code: 'RESTAURANT_ALREADY_EXISTS' });
    expect(refusal(await register({ platform: 'PLATFORM_DELIVEROO', hubUrl: unlinked.hubUrl }))).toMatchObject({
      code: 'RESTAURANT_NOT_INTEGRATED',
      reason: 'RESTAURANT_NOT_INTEGRATED',
    });
    expect(
      refusal(
        await register({
          platform: 'PLATFORM_DELIVEROO',
          hubUrl: 'https://partner-hub.deliveroo.com/brands/48213/orders',
        }),
      ),
    ).toEqual({ code: 'BAD_USER_INPUT', reason: 'HUB_URL_NO_SITE', field: 'hubUrl' });
    expect(refusal(await register({ platform: 'PLATFORM_DELIVEROO', platformId: '1' }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'brandId',
    });
  });

  it('answers RESTAURANT_NOT_FOUND, in the catalogue wording, for an Uber Eats store Uber does not show Comptoir', async () => {
    const body = await register({ platform: 'PLATFORM_UBER_EAT', platformId: '00000000-0000-4000-8000-000000000000' });
    expect(refusal(body)).toMatchObject({ code: 'RESTAURANT_NOT_FOUND', reason: 'RESTAURANT_NOT_FOUND' });
    expect(body.errors?.[0]?.message).toBe('Restaurant not found: verify the UUID and add the manager account');
    const foreignGrant = await register({
      platform: 'PLATFORM_UBER_EAT',
      platformId: 'x',
      authorizationId: '0b0e7a52-0000-4000-8000-000000000000',
    });
    expect(refusal(foreignGrant)).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'UBER_AUTHORIZATION_NOT_FOUND',
      field: 'authorizationId',
    });
  });

  it('refuses wrong tablet credentials (WRONG_CREDENTIALS) and writes nothing', async () => {
    const store = justEatStore;
    if (!store) throw new Error('No demo Just Eat store');
    const before = await api.database.db.select().from(restaurants);
    const body = await register({
      platform: 'PLATFORM_JUST_EAT',
      platformId: store.storeId,
      login: store.tabletLogin,
      password: 'wrong',
    });
    expect(refusal(body).code).toBe('WRONG_CREDENTIALS');
    expect(await api.database.db.select().from(restaurants)).toHaveLength(before.length);
  });

  it('says RESTAURANT_CREATION_FAILED when Deliveroo cannot be reached', async () => {
    const platforms = createTestPlatformConnections({
      PLATFORM_DELIVEROO: { apiUrl: 'http://127.0.0.1:9/nothing', authUrl: 'http://127.0.0.1:9/token' },
    });
    const context = { config: { platforms } } as unknown as SignedInContext;
    const input = { platform: 'PLATFORM_DELIVEROO', brandId: '48213', storeId: '702911' } as const;
    await expect(
      checkDeliverooSite(context, {
        ...input,
        companyId: 1,
        storeName: 'Burger X',
        credentials: null,
        isTabletLess: false,
        attachedToPos: false,
        authorizationId: null,
        applicationId: null,
      }),
    ).rejects.toMatchObject({ extensions: { code: 'RESTAURANT_CREATION_FAILED' } });
  });

  it('takes one of two registrations of one store sent at once, and answers the other "already exists"', async () => {
    const bodies = await Promise.all(
      [0, 1].map(() => register({ platform: 'PLATFORM_GLOVO', platformId: 'GLOVO-BURST-1', isTabletLess: true })),
    );
    const codes = bodies.map((body) => (body.errors ? refusal(body).code : 'OK')).sort();
    expect(codes).toEqual(['OK', 'RESTAURANT_ALREADY_EXISTS']);
  });

  it("creates GET RESTO (with the company's application) and Click N Collect restaurants integrated at once", async () => {
    const getResto = registered(
      await register({ platform: 'PLATFORM_GET_RESTO', applicationId: appId, storeName: 'Burger Web' }),
    );
    expect(getResto.integrationStatus).toBe('INTEGRATED');
    const cnc = registered(await register({ platform: 'PLATFORM_CLICK_N_COLLECT', storeName: 'Burger Counter' }));
    expect(cnc).toMatchObject({ integrationStatus: 'INTEGRATED', platformStoreId: cnc.uuid });
    // Another company's application is refused.
    const foreign = await register({ platform: 'PLATFORM_GET_RESTO', applicationId: appId }, basic);
    expect(refusal(foreign)).toMatchObject({ code: 'NOT_FOUND' });
    const pizzaWithBurgerApp = await api.graphql(
      REGISTER,
      { companyId: pizzaId, storeName: 'Pizza Web', platform: 'PLATFORM_GET_RESTO', applicationId: appId },
      manager,
    );
    expect(refusal(pizzaWithBurgerApp)).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'APPLICATION_NOT_LINKED',
      field: 'applicationId',
    });
  });

  it("takes a restaurant's name only within the bounds its settings keep, so it can be saved there again", async () => {
    const before = await api.database.db.select().from(restaurants);
    const short = await register({ platform: 'PLATFORM_CLICK_N_COLLECT', storeName: 'B' });
    expect(refusal(short)).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'TEXT_TOO_SHORT', field: 'storeName' });
    const long = await register({ platform: 'PLATFORM_CLICK_N_COLLECT', storeName: 'B'.repeat(81) });
    expect(refusal(long)).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'TEXT_TOO_LONG', field: 'storeName' });
    expect(await api.database.db.select().from(restaurants)).toHaveLength(before.length);
  });

  it('refuses a GET RESTO restaurant tied to a disabled application, which could never send it an order', async () => {
    await api.database.db.update(accounts).set({ enabled: false }).where(eq(accounts.id, appId));
    try {
      const answer = await register({ platform: 'PLATFORM_GET_RESTO', applicationId: appId, storeName: 'Burger Off' });
      expect(refusal(answer)).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'APPLICATION_NOT_LINKED' });
    } finally {
      await api.database.db.update(accounts).set({ enabled: true }).where(eq(accounts.id, appId));
    }
  });

  it("refuses another tenant's company, and lets the account manager register for its companies", async () => {
    expect(
      refusal(
        await api.graphql(
          REGISTER,
          { companyId: burgerId, storeName: 'Burger X', platform: 'PLATFORM_GLOVO', platformId: 'G-2' },
          basic,
        ),
      ).code,
    ).toBe('NOT_FOUND');
    const row = registered(
      await api.graphql(
        REGISTER,
        {
          companyId: pizzaId,
          storeName: 'Pizza Glovo',
          platform: 'PLATFORM_GLOVO',
          platformId: 'G-3',
          isTabletLess: true,
        },
        manager,
      ),
    );
    expect(row).toMatchObject({ integrationStatus: 'PENDING', credentialsVerified: null });
  });

  it("hides a company's pending restaurants from a manager not in charge of it, who can neither approve nor reject them", async () => {
    const row = registered(
      await register({
        platform: 'PLATFORM_GLOVO',
        platformId: 'G-ELSEWHERE',
        storeName: 'Burger Elsewhere',
        isTabletLess: true,
      }),
    );
    const other = await createTestAccount(api.database, { roles: ['ROLE_ACCOUNT_MANAGER'] });
    await api.database.db.insert(accountManagerCompanies).values({ accountId: other.id, companyId: pizzaId });
    const token = await api.signIn(other.email, other.password);
    const listed = await api.graphql(PENDING, {}, token);
    const uuids = (listed.data?.pendingRestaurants as { edges: { node: { uuid: string } }[] }).edges.map(
      (edge) => edge.node.uuid,
    );
    expect(uuids).not.toContain(row.uuid);
    expect(refusal(await api.graphql(APPROVE, { uuid: row.uuid }, token)).code).toBe('NOT_FOUND');
    expect(refusal(await api.graphql(REJECT, { uuid: row.uuid, reason: 'Not mine' }, token)).code).toBe('NOT_FOUND');
    const [stored] = await api.database.db.select().from(restaurants).where(eq(restaurants.uuid, row.uuid));
    expect(stored).toMatchObject({ integrationStatus: 'pending', reviewedByAccountId: null });
    // Its own company's are its to review.
    const pizza = registered(
      await register(
        {
          companyId: pizzaId,
          platform: 'PLATFORM_GLOVO',
          platformId: 'G-MINE',
          storeName: 'Pizza Mine',
          isTabletLess: true,
        },
        basic,
      ),
    );
    expect((await api.graphql(APPROVE, { uuid: pizza.uuid }, token)).data?.approvePendingRestaurant).toMatchObject({
      integrationStatus: 'INTEGRATED',
    });
  });

  it('lets the account manager review once: approve (e-mail, audit, then orders come) or reject with a reason', async () => {
    const store = justEatStore;
    if (!store) throw new Error('No demo Just Eat store');
    const row = registered(
      await register({
        platform: 'PLATFORM_JUST_EAT',
        platformId: store.storeId,
        storeName: 'Burger Bercy',
        login: store.tabletLogin,
        password: store.tabletPass,
      }),
    );
    const listed = await api.graphql(PENDING, {}, manager);
    expect(
      (listed.data?.pendingRestaurants as { edges: { node: { uuid: string } }[] }).edges.map((edge) => edge.node.uuid),
    ).toContain(row.uuid);
    expect(listed.data?.pendingRestaurantCount).toBeGreaterThan(0);
    // The company may neither list nor review; its count is 0.
    expect(refusal(await api.graphql('{ pendingRestaurants { totalCount } }', {}, company)).code).toBe('FORBIDDEN');
    expect((await api.graphql('{ pendingRestaurantCount }', {}, company)).data?.pendingRestaurantCount).toBe(0);
    expect(refusal(await api.graphql(APPROVE, { uuid: row.uuid }, company)).code).toBe('FORBIDDEN');

    const approved = await api.graphql(APPROVE, { uuid: row.uuid }, manager);
    expect(approved.data?.approvePendingRestaurant).toMatchObject({ integrationStatus: 'INTEGRATED' });
    expect(refusal(await api.graphql(APPROVE, { uuid: row.uuid }, admin))).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'RESTAURANT_ALREADY_REVIEWED',
    });
    expect(refusal(await api.graphql(REJECT, { uuid: row.uuid, reason: 'late' }, manager)).reason).toBe(
      'RESTAURANT_ALREADY_REVIEWED',
    );
    const [mail] = await api.database.db
      .select()
      .from(outgoingEmails)
      .where(
        and(
          eq(outgoingEmails.template, 'restaurant-approved'),
          eq(outgoingEmails.toAddress, DEMO_ACCOUNTS.company.email),
        ),
      );
    expect(mail?.subject).toContain('Burger Bercy');
    const audits = await api.database.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.action, ['restaurant.register', 'restaurant.approve']))
      .orderBy(desc(auditLog.id));
    expect(audits.map((audit) => audit.entityId)).toContain(row.uuid);
    // Integrated: its orders are taken in.
    expect(await findRestaurantForStore(api.database.db, 'PLATFORM_JUST_EAT', store.storeId)).not.toBeNull();
    const order = await api.simulator.placeOrder({ platform: 'PLATFORM_JUST_EAT', restaurantUuid: row.uuid });
    await api.simulator.idle();
    expect(api.simulator.webhooks().filter((attempt) => attempt.status === 200).length).toBeGreaterThan(0);
    expect(order.platformOrderId).toBeTruthy();

    const other = registered(
      await register({
        platform: 'PLATFORM_GLOVO',
        platformId: 'G-REJECT',
        isTabletLess: true,
        storeName: 'Burger Nope',
      }),
    );
    expect(refusal(await api.graphql(REJECT, { uuid: other.uuid, reason: '  ' }, manager))).toMatchObject({
      reason: 'TEXT_EMPTY',
      field: 'reason',
    });
    const rejected = await api.graphql(
      REJECT,
      { uuid: other.uuid, reason: 'This Glovo store belongs to another company' },
      admin,
    );
    expect(rejected.data?.rejectPendingRestaurant).toMatchObject({
      integrationStatus: 'REJECTED',
      rejectionReason: 'This Glovo store belongs to another company',
    });
    const [rejection] = await api.database.db
      .select()
      .from(outgoingEmails)
      .where(eq(outgoingEmails.template, 'restaurant-rejected'));
    expect(rejection?.text).toContain('This Glovo store belongs to another company');
  });

  it('mends a rejected or unlinked restaurant registered again by its company, and refuses a healthy one', async () => {
    const rejected = registered(
      await register({
        platform: 'PLATFORM_GLOVO',
        platformId: 'G-AGAIN',
        isTabletLess: true,
        storeName: 'Burger Bis',
      }),
    );
    await api.graphql(REJECT, { uuid: rejected.uuid, reason: 'Wrong store id' }, manager);
    // Another company may not take it over, rejected or not.
    expect(
      refusal(
        await register(
          {
            companyId: pizzaId,
            platform: 'PLATFORM_GLOVO',
            platformId: 'G-AGAIN',
            isTabletLess: true,
            storeName: 'Pizza X',
          },
          basic,
        ),
      ).code,
    ).toBe('RESTAURANT_ALREADY_EXISTS');
    const again = registered(
      await register({
        platform: 'PLATFORM_GLOVO',
        platformId: 'G-AGAIN',
        isTabletLess: true,
        storeName: 'Burger Ter',
      }),
    );
    expect(again).toMatchObject({ uuid: rejected.uuid, integrationStatus: 'PENDING', title: 'Burger Ter' });
    await api.graphql(APPROVE, { uuid: again.uuid }, manager);
    // Integrated and healthy: "already exists".
    expect(
      refusal(
        await register({ platform: 'PLATFORM_GLOVO', platformId: 'G-AGAIN', isTabletLess: true, storeName: 'Burger' }),
      ).code,
    ).toBe('RESTAURANT_ALREADY_EXISTS');

    // Unlinked by its platform: mended in place, still integrated, its activation queued again.
    await api.database.db.update(restaurants).set({ unlinkedAt: new Date() }).where(eq(restaurants.uuid, again.uuid));
    const relinked = registered(
      await register({
        platform: 'PLATFORM_GLOVO',
        platformId: 'G-AGAIN',
        isTabletLess: true,
        storeName: 'Burger Ter',
      }),
    );
    expect(relinked).toMatchObject({ uuid: again.uuid, integrationStatus: 'INTEGRATED' });

    // Its tablet login refused by the platform: a new one the platform cannot check is used from now on.
    await api.database.db
      .update(restaurants)
      .set({ unlinkedAt: null, komIsConnected: false })
      .where(eq(restaurants.uuid, again.uuid));
    registered(
      await register({
        platform: 'PLATFORM_GLOVO',
        platformId: 'G-AGAIN',
        storeName: 'Burger Ter',
        login: 'caisse',
        password: 'nouveau-mot',
      }),
    );
    const [mended] = await api.database.db.select().from(restaurants).where(eq(restaurants.uuid, again.uuid));
    expect(mended).toMatchObject({ komIsConnected: true, credentialsVerified: false, integrationStatus: 'integrated' });

    const audits = await api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'restaurant.reconnect'), eq(auditLog.entityId, again.uuid)));
    expect(audits).toHaveLength(3);
  });

  it('checks a tablet login with the platform: accepted, refused, unverifiable without a store; ten refusals lock every check of the account', async () => {
    const linked = site(true);
    const check = (password: string, platformId: string | null = linked.storeId) =>
      api.graphql(
        LOGIN_CHECK,
        { login: linked.tabletLogin, password, platform: 'PLATFORM_DELIVEROO', platformId },
        basic,
      );
    // A right password or a check the platform cannot answer guesses nothing: twelve of them use none of the budget.
    for (let attempt = 0; attempt < 12; attempt += 1) {
      expect((await check(linked.tabletPass)).data?.loginPlatformCheck).toBe('ACCEPTED');
      expect((await check('wrong', null)).data?.loginPlatformCheck).toBe('UNVERIFIABLE');
    }
    for (let attempt = 0; attempt < 10; attempt += 1)
      expect((await check('wrong')).data?.loginPlatformCheck).toBe('REFUSED');
    expect(refusal(await check(linked.tabletPass)).code).toBe('TOO_MANY_ATTEMPTS');
    // The budget is the account's, whichever screen asks: registering with a tablet login is refused as well.
    const locked = await register(
      { companyId: pizzaId, platform: 'PLATFORM_GLOVO', platformId: 'G-LOCKED', login: 'caisse', password: 'secret' },
      basic,
    );
    expect(refusal(locked).code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('asks the platform at most ten times for a burst of 100 tablet login checks from one account', async () => {
    const linked = site(true);
    const asked = () => api.simulator.calls().filter((call) => call.path.includes('tablet-login')).length;
    const before = asked();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        api.graphql(
          LOGIN_CHECK,
          { login: linked.tabletLogin, password: 'wrong', platform: 'PLATFORM_DELIVEROO', platformId: linked.storeId },
          company,
        ),
      ),
    );
    expect(asked() - before).toBeLessThanOrEqual(10);
    // Every check either asked the platform or was refused without asking.
    expect(answers.filter((body) => refusal(body).code === 'TOO_MANY_ATTEMPTS')).toHaveLength(100 - (asked() - before));
  });

  it('records one decision, one audit line and one e-mail for 100 approvals and rejections sent at once', async () => {
    const row = registered(
      await register({
        platform: 'PLATFORM_GLOVO',
        platformId: 'GLOVO-BURST-2',
        storeName: 'Burger Burst',
        isTabletLess: true,
      }),
    );
    const decisions = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        index % 2 === 0
          ? api.graphql(APPROVE, { uuid: row.uuid }, manager)
          : api.graphql(REJECT, { uuid: row.uuid, reason: 'Not ours' }, manager),
      ),
    );
    const taken = decisions.filter((body) => !body.errors);
    expect(taken).toHaveLength(1);
    expect(decisions.filter((body) => refusal(body).reason === 'RESTAURANT_ALREADY_REVIEWED')).toHaveLength(99);
    const audits = await api.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityId, row.uuid), inArray(auditLog.action, ['restaurant.approve', 'restaurant.reject'])),
      );
    expect(audits).toHaveLength(1);
    const mails = await api.database.db
      .select()
      .from(outgoingEmails)
      .where(inArray(outgoingEmails.template, ['restaurant-approved', 'restaurant-rejected']));
    expect(mails.filter((mail) => mail.subject.includes('Burger Burst'))).toHaveLength(1);
  });
});
