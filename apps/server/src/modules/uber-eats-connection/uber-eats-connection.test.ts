import type { Simulator } from '@comptoir/platform-sim';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config';
import { TEST_DRIVERS, type TestDatabase } from '../../db/testing';
import {
  accounts,
  companies,
  platformAuthorizations,
  platformCalls,
  platforms,
  restaurants,
  webhookEvents,
} from '../../db/schema';
import { decryptValue, encryptValue } from '../../lib/data-encryption';
import type { PlatformClient } from '../../platforms/outbound/platform-client';
import { queueUberEatsActivation } from '../../platforms/uber-eats/activation';
import { AuthorizationExpiredError, grantAccessToken, grantTokensOf } from '../../platforms/uber-eats/grants';
import { GrantRefusedError, exchangeUberCode } from '../../platforms/uber-eats/oauth';
import { findUberEatsStore } from '../../platforms/uber-eats/provisioning';
import { signWebhook } from '@comptoir/platform-sim';
import { NO_INTAKE_HOOKS } from '../intake/hooks';
import { processPendingWebhooks } from '../intake/intake-worker';
import { startSimulatedPlatforms, type SimulatedPlatforms } from '../intake/testing/simulated-platforms';
import { sendDuePlatformCalls } from '../platform-calls/outbound-worker';
import { signConnectionState } from './connection-state';

const COMPANY = { email: 'company@demo.comptoir.test', password: 'company-demo-2026' };
const MANAGER = { email: 'manager@demo.comptoir.test', password: 'manager-demo-2026' };
const OTHER_COMPANY = { email: 'basic@demo.comptoir.test', password: 'basic-demo-2026' };
// The simulated owner's stores not yet in Comptoir (packages/platform-sim/src/uber-merchant.ts, docs/demo-data.md).
const OBERKAMPF = '3f6c2b1e-8d4a-4c55-9e21-7a0b5d9c4e01';
const MONTMARTRE = '3f6c2b1e-8d4a-4c55-9e21-7a0b5d9c4e02';
const BATIGNOLLES = '3f6c2b1e-8d4a-4c55-9e21-7a0b5d9c4e03';

type GraphQLAnswer<T> = { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };
type StorePage = {
  uberEatsStores: {
    stores: { storeId: string; name: string; address: string | null; alreadyConnected: boolean }[];
    nextCursor: string | null;
  };
};

const STORES = `query($id: String!, $after: String) {
  uberEatsStores(authorizationId: $id, after: $after) { stores { storeId name address alreadyConnected } nextCursor }
}`;

// docs/platforms.md#connecting-uber-eats: "Connect with Uber" against the simulated Uber Eats, from the authorize
// page to the store's activation and Uber's provisioning webhooks.
describe.each(TEST_DRIVERS)('Connect with Uber (%s)', (driver) => {
  let setup: SimulatedPlatforms;
  let database: TestDatabase;
  let simulator: Simulator;
  let client: PlatformClient;
  let config: AppConfig;
  let companyId: number;
  let companyToken: string;

  beforeAll(async () => {
    setup = await startSimulatedPlatforms(driver, {
      connections: (at) => ({
        PLATFORM_UBER_EAT: { apiUrl: `${at}/simulator/uber-eats`, authUrl: `${at}/simulator/uber-eats/oauth/v2/token` },
      }),
      config: (at) => ({ publicUrl: at, uberEatsAuthorizeUrl: `${at}/simulator/uber-eats/oauth/v2/authorize` }),
    });
    ({ database, simulator, client, config } = setup);
    companyToken = await signIn(COMPANY);
    const [company] = await database.db
      .select({ id: companies.id })
      .from(companies)
      .innerJoin(accounts, eq(accounts.id, companies.accountId))
      .where(eq(accounts.email, COMPANY.email));
    companyId = company!.id;
  });
  afterAll(async () => {
    await setup?.close();
  });

  async function graphql<T>(query: string, variables: Record<string, unknown>, token: string) {
    const response = await fetch(`${setup.origin}/graphql/kom`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GraphQLAnswer<T>;
  }

  async function signIn(who: { email: string; password: string }): Promise<string> {
    const response = await fetch(`${setup.origin}/graphql/kom`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.7.0.${Math.floor(Math.random() * 250)}` },
      body: JSON.stringify({
        query: 'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
        variables: who,
      }),
    });
    return ((await response.json()) as { data: { login: { token: string } } }).data.login.token;
  }

  async function startConnection(token = companyToken): Promise<URL> {
    const answer = await graphql<{ startUberEatsConnection: { authorizeUrl: string } }>(
      'mutation($id: Int!) { startUberEatsConnection(companyId: $id) { authorizeUrl } }',
      { id: companyId },
      token,
    );
    return new URL(answer.data!.startUberEatsConnection.authorizeUrl);
  }

  /** The owner answers on Uber's page; returns where Uber sends the browser (Comptoir's callback). */
  async function answer(authorizeUrl: URL, decision: 'allow' | 'deny'): Promise<URL> {
    const page = await fetch(authorizeUrl);
    expect(page.status).toBe(200);
    const form = new URLSearchParams(authorizeUrl.searchParams);
    form.set('decision', decision);
    const response = await fetch(authorizeUrl.origin + authorizeUrl.pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    return new URL(response.headers.get('location')!);
  }

  /** Comptoir's callback; returns where it sends the browser (the wizard). */
  async function callback(url: URL | string): Promise<URL> {
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(303);
    return new URL(response.headers.get('location')!);
  }

  async function connect(token = companyToken): Promise<{ wizard: URL; grantId: string }> {
    const wizard = await callback(await answer(await startConnection(token), 'allow'));
    return { wizard, grantId: wizard.searchParams.get('authorization') ?? '' };
  }

  async function storesPage(grantId: string, after: string | null, token = companyToken) {
    return graphql<StorePage>(STORES, { id: grantId, after }, token);
  }

  async function grantRow(uuid: string) {
    const [row] = await database.db.select().from(platformAuthorizations).where(eq(platformAuthorizations.uuid, uuid));
    return row!;
  }

  /** A new grant whose access token has lapsed: its next use refreshes it. */
  async function lapsedGrant(): Promise<{ uuid: string; id: number; accessTokenEncrypted: string }> {
    const { grantId } = await connect();
    const grant = await grantRow(grantId);
    await database.db
      .update(platformAuthorizations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(platformAuthorizations.id, grant.id));
    return { uuid: grantId, id: grant.id, accessTokenEncrypted: grant.accessTokenEncrypted };
  }

  async function deliverAndProcess() {
    await simulator.idle();
    while ((await processPendingWebhooks({ db: database.db, client, hooks: NO_INTAKE_HOOKS, baseDelayMs: 0 })) > 0);
  }

  async function addRestaurant(storeId: string, grantId: number | null) {
    const [bastille] = await database.db
      .select()
      .from(restaurants)
      .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
      .where(and(eq(restaurants.companyId, companyId), eq(platforms.code, 'PLATFORM_UBER_EAT')));
    const { id: _id, uuid: _uuid, createdAt: _c, updatedAt: _u, ...copy } = bastille!.restaurants;
    const [row] = await database.db
      .insert(restaurants)
      .values({ ...copy, title: `Test ${storeId.slice(-2)}`, platformStoreId: storeId, authorizationId: grantId })
      .returning();
    return row!;
  }

  it('sends the owner to Uber with the scope, the redirect uri and a signed state, and back to the wizard with a grant', async () => {
    const authorizeUrl = await startConnection();
    expect(authorizeUrl.origin + authorizeUrl.pathname).toBe(`${setup.origin}/simulator/uber-eats/oauth/v2/authorize`);
    expect(Object.fromEntries(authorizeUrl.searchParams)).toMatchObject({
      client_id: 'comptoir',
      response_type: 'code',
      scope: 'eats.pos_provisioning',
      redirect_uri: `${setup.origin}/integrations/uber-eats/callback`,
    });
    const page = await (await fetch(authorizeUrl)).text();
    expect(page).toContain('>Allow</button>');
    expect(page).toContain('>Deny</button>');
    expect(page).toContain('Demo Burger Montmartre');

    const back = await answer(authorizeUrl, 'allow');
    expect(back.pathname).toBe('/integrations/uber-eats/callback');
    expect(back.searchParams.get('state')).toBe(authorizeUrl.searchParams.get('state'));
    const wizard = await callback(back);
    expect(wizard.pathname).toBe('/restaurants/new/uber-eats');
    const grant = await grantRow(wizard.searchParams.get('authorization')!);
    expect(grant).toMatchObject({ companyId, platform: 'PLATFORM_UBER_EAT', scope: 'eats.pos_provisioning' });
    // The owner's tokens are kept encrypted and read back only with the data key.
    expect(grant.accessTokenEncrypted).not.toMatch(/^owner-/);
    expect(decryptValue(config.dataKey, grant.accessTokenEncrypted)).toMatch(/^owner-/);
    expect(decryptValue(config.dataKey, grant.refreshTokenEncrypted!)).toMatch(/^refresh-/);
    // The code was exchanged once, with the redirect uri of the authorize request.
    const exchange = simulator
      .calls()
      .filter((call) => call.path === '/oauth/v2/token')
      .at(-1);
    expect(exchange?.body).toContain('grant_type=authorization_code');
    expect(exchange?.status).toBe(200);
  });

  it("lists the owner's stores two a page, marking the one a restaurant already has", async () => {
    const { grantId } = await connect();
    await addRestaurant(OBERKAMPF, null);
    const first = await storesPage(grantId, null);
    expect(first.errors).toBeUndefined();
    expect(first.data!.uberEatsStores.stores).toEqual([
      {
        storeId: OBERKAMPF,
        name: 'Demo Burger Oberkampf',
        address: '101 rue Oberkampf, 75011 Paris',
        alreadyConnected: true,
      },
      expect.objectContaining({ storeId: MONTMARTRE, alreadyConnected: false }),
    ]);
    const second = await storesPage(grantId, first.data!.uberEatsStores.nextCursor);
    expect(second.data!.uberEatsStores).toEqual({
      stores: [expect.objectContaining({ storeId: BATIGNOLLES, alreadyConnected: false })],
      nextCursor: null,
    });
    // A cursor Uber does not take is Uber failing, not the owner's doing.
    expect((await storesPage(grantId, 'not-a-key')).errors?.[0]?.extensions?.reason).toBe('PLATFORM_UNREACHABLE');
  });

  it('sends an account manager back to the wizard they opened for the company', async () => {
    const { wizard, grantId } = await connect(await signIn(MANAGER));
    expect(wizard.pathname).toBe(`/company/${companyId}/restaurants/new/uber-eats`);
    expect((await storesPage(grantId, null, await signIn(MANAGER))).data?.uberEatsStores.stores).toHaveLength(2);
  });

  it("refuses another company's grant as if it did not exist", async () => {
    const { grantId } = await connect();
    const answerOther = await storesPage(grantId, null, await signIn(OTHER_COMPANY));
    expect(answerOther.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const unknown = await storesPage('0b5c4b1e-0000-4000-8000-000000000000', null);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('tells the wizard when the owner denied, the state expired or was forged, and never stores a grant then', async () => {
    const before = await database.db.$count(platformAuthorizations);
    const denied = await callback(await answer(await startConnection(), 'deny'));
    expect(denied.pathname).toBe('/restaurants/new/uber-eats');
    expect(denied.searchParams.get('error')).toBe('denied');

    const callbackUrl = `${setup.origin}/integrations/uber-eats/callback`;
    const account = await database.db.select().from(accounts).where(eq(accounts.email, COMPANY.email));
    const state = { companyId, accountId: account[0]!.id, wizard: 'company' as const };
    const stale = await signConnectionState(config.jwtSecret, state, new Date(Date.now() - 11 * 60_000));
    const expired = await callback(`${callbackUrl}?code=whatever&state=${stale}`);
    expect(expired.searchParams.get('error')).toBe('expired');

    const forgedState = await signConnectionState(new Uint8Array(32).fill(7), state);
    const forged = await callback(`${callbackUrl}?code=whatever&state=${forgedState}`);
    expect(forged.searchParams.get('error')).toBe('failed');
    const noState = await callback(`${callbackUrl}?code=whatever`);
    expect(noState.searchParams.get('error')).toBe('failed');
    // A state naming a company its account does not act for (signed for it, but no longer true) stores nothing.
    const [other] = await database.db
      .select({ id: companies.id })
      .from(companies)
      .innerJoin(accounts, eq(accounts.id, companies.accountId))
      .where(eq(accounts.email, OTHER_COMPANY.email));
    const otherState = await signConnectionState(config.jwtSecret, { ...state, companyId: other!.id });
    const otherCompany = await callback(`${callbackUrl}?code=whatever&state=${otherState}`);
    expect(otherCompany.searchParams.get('error')).toBe('failed');

    // A code is used once: the browser's back button replaying the callback gets no second grant.
    const back = await answer(await startConnection(), 'allow');
    expect((await callback(back)).searchParams.get('authorization')).toBeTruthy();
    expect((await callback(back)).searchParams.get('error')).toBe('failed');
    expect(await database.db.$count(platformAuthorizations)).toBe(before + 1);
  });

  it('stores one grant per state: a second code returned with the same state, at once or later, stores nothing', async () => {
    const before = await database.db.$count(platformAuthorizations);
    const authorizeUrl = await startConnection();
    // Uber's page answered three times for one authorize address: three codes, one state.
    const [first, second, third] = [
      await answer(authorizeUrl, 'allow'),
      await answer(authorizeUrl, 'allow'),
      await answer(authorizeUrl, 'allow'),
    ];
    expect(new Set([first, second, third].map((url) => url.searchParams.get('code'))).size).toBe(3);
    const racing = await Promise.all([callback(first), callback(second)]);
    expect(racing.filter((wizard) => wizard.searchParams.get('authorization')).length).toBe(1);
    expect(racing.filter((wizard) => wizard.searchParams.get('error') === 'failed').length).toBe(1);
    const replayed = await callback(third);
    expect(replayed.searchParams.get('error')).toBe('failed');
    expect(await database.db.$count(platformAuthorizations)).toBe(before + 1);
  });

  it('refuses a code presented with another redirect uri (invalid_grant)', async () => {
    const back = await answer(await startConnection(), 'allow');
    await expect(
      exchangeUberCode(config.platforms.PLATFORM_UBER_EAT, back.searchParams.get('code')!, `${setup.origin}/elsewhere`),
    ).rejects.toBeInstanceOf(GrantRefusedError);
  });

  it('refreshes a lapsed token with the refresh token, and asks to connect again once Uber refuses it', async () => {
    const { uuid: grantId, ...grant } = await lapsedGrant();
    expect((await storesPage(grantId, null)).data?.uberEatsStores.stores).toHaveLength(2);
    const refreshed = await grantRow(grantId);
    expect(decryptValue(config.dataKey, refreshed.accessTokenEncrypted)).not.toBe(
      decryptValue(config.dataKey, grant.accessTokenEncrypted),
    );
    expect(refreshed.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);
    expect(simulator.calls().some((call) => String(call.body).includes('grant_type=refresh_token'))).toBe(true);

    await database.db
      .update(platformAuthorizations)
      .set({ expiresAt: new Date(Date.now() - 1000), refreshTokenEncrypted: encryptValue(config.dataKey, 'withdrawn') })
      .where(eq(platformAuthorizations.id, grant.id));
    const lapsed = await storesPage(grantId, null);
    expect(lapsed.errors?.[0]?.extensions).toMatchObject({
      code: 'TOKEN_EXPIRED',
      reason: 'UBER_AUTHORIZATION_EXPIRED',
    });
    expect((await grantRow(grantId)).revokedAt).not.toBeNull();
  });

  describe('when Uber refuses a refresh token another process has just replaced', () => {
    const refused: typeof fetch = async () =>
      new Response(JSON.stringify({ error: 'invalid_grant', error_description: 'The refresh token was revoked' }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      });
    const deps = (through: typeof fetch) => ({
      db: database.db,
      dataKey: config.dataKey,
      connection: config.platforms.PLATFORM_UBER_EAT,
      fetch: through,
    });
    /** A refresh whose answer Uber holds back until `release`. */
    function heldBack(): { release: () => void; fetch: typeof fetch } {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      return {
        release,
        fetch: async (input, init) => {
          await released;
          return globalThis.fetch(input, init);
        },
      };
    }

    async function expectGrantStands(uuid: string, accessToken: string): Promise<void> {
      const row = await grantRow(uuid);
      expect(row.revokedAt).toBeNull();
      expect(decryptValue(config.dataKey, row.accessTokenEncrypted)).toBe(accessToken);
    }

    it('the refused one takes the tokens the other stores a moment later, and the grant stands', async () => {
      const grant = await lapsedGrant();
      const held = heldBack();
      const first = grantAccessToken(deps(held.fetch), grant.id);
      const second = grantAccessToken(
        deps(async (input, init) => {
          setTimeout(held.release, 300);
          return refused(input, init);
        }),
        grant.id,
      );
      const [firstToken, secondToken] = await Promise.all([first, second]);
      expect(secondToken).toBe(firstToken);
      await expectGrantStands(grant.uuid, firstToken);
    });

    it('a revocation made before the other refresh answered is lifted by its success', async () => {
      const grant = await lapsedGrant();
      const held = heldBack();
      const first = grantAccessToken(deps(held.fetch), grant.id);
      await expect(grantAccessToken(deps(refused), grant.id).finally(held.release)).rejects.toBeInstanceOf(
        AuthorizationExpiredError,
      );
      await expectGrantStands(grant.uuid, await first);
    });
  });

  it('finds a typed store among the owner’s stores, or through Comptoir’s own access without a grant', async () => {
    const { grantId } = await connect();
    expect(await findUberEatsStore({ db: database.db, config }, MONTMARTRE, grantId)).toMatchObject({
      kind: 'found',
      store: { name: 'Demo Burger Montmartre' },
    });
    expect(
      await findUberEatsStore({ db: database.db, config }, 'ffffffff-0000-4000-8000-000000000000', grantId),
    ).toEqual({
      kind: 'notFound',
    });
    expect(await findUberEatsStore({ db: database.db, config }, BATIGNOLLES)).toMatchObject({ kind: 'found' });
    expect(await findUberEatsStore({ db: database.db, config }, 'ffffffff-0000-4000-8000-000000000000')).toEqual({
      kind: 'notFound',
    });
  });

  it("activates the store with the owner's token; Uber's store.provisioned and store.deprovisioned set the link", async () => {
    const { grantId } = await connect();
    const grant = await grantRow(grantId);
    const restaurant = await addRestaurant(MONTMARTRE, grant.id);
    await database.db
      .update(restaurants)
      .set({ unlinkedAt: new Date('2026-01-01T00:00:00Z') })
      .where(eq(restaurants.id, restaurant.id));
    await database.db.transaction((tx) => queueUberEatsActivation(tx, restaurant));
    const grantTokens = grantTokensOf({
      db: database.db,
      dataKey: config.dataKey,
      connection: config.platforms.PLATFORM_UBER_EAT,
    });
    // Without the owner's token Uber refuses pos_data (403): the call goes with the grant's.
    await sendDuePlatformCalls({ db: database.db, client, grantTokens, baseDelayMs: 0 });
    const [call] = await database.db
      .select()
      .from(platformCalls)
      .where(and(eq(platformCalls.restaurantId, restaurant.id), eq(platformCalls.action, 'store.activate')));
    expect(call).toMatchObject({ status: 'sent', responseStatus: 204, authorizationId: grant.id });
    const [companyAccount] = await database.db
      .select({ uuid: accounts.uuid })
      .from(accounts)
      .where(eq(accounts.email, COMPANY.email));
    const posData = simulator.calls().find((sent) => sent.method === 'POST' && sent.path.endsWith('/pos_data'));
    expect(posData?.body).toEqual({
      integrator_store_id: restaurant.uuid,
      integrator_brand_id: companyAccount!.uuid,
      is_order_manager: true,
      store_configuration_data: '{}',
    });

    await deliverAndProcess();
    const linked = await database.db.select().from(restaurants).where(eq(restaurants.id, restaurant.id));
    expect(linked[0]?.unlinkedAt).toBeNull();

    const unlink = await fetch(`${setup.origin}/simulator/uber-eats/stores/${MONTMARTRE}/deprovision`, {
      method: 'POST',
    });
    expect(unlink.status).toBe(202);
    await deliverAndProcess();
    const unlinked = await database.db.select().from(restaurants).where(eq(restaurants.id, restaurant.id));
    expect(unlinked[0]?.unlinkedAt).toBeInstanceOf(Date);
    const events = await database.db
      .select({ type: webhookEvents.eventType, status: webhookEvents.status })
      .from(webhookEvents)
      .where(eq(webhookEvents.platform, 'PLATFORM_UBER_EAT'));
    expect(events).toEqual(
      expect.arrayContaining([
        { type: 'store.provisioned', status: 'processed' },
        { type: 'store.deprovisioned', status: 'processed' },
      ]),
    );
  });

  it('records the activation as not sent without a grant, and fails it once the owner withdrew the grant', async () => {
    const withoutGrant = await addRestaurant(BATIGNOLLES, null);
    await database.db.transaction((tx) => queueUberEatsActivation(tx, withoutGrant));
    const { grantId } = await connect();
    const grant = await grantRow(grantId);
    const withdrawn = await addRestaurant('3f6c2b1e-8d4a-4c55-9e21-7a0b5d9c4e99', grant.id);
    await database.db
      .update(platformAuthorizations)
      .set({ revokedAt: new Date() })
      .where(eq(platformAuthorizations.id, grant.id));
    await database.db.transaction((tx) => queueUberEatsActivation(tx, withdrawn));
    const grantTokens = grantTokensOf({
      db: database.db,
      dataKey: config.dataKey,
      connection: config.platforms.PLATFORM_UBER_EAT,
    });
    await sendDuePlatformCalls({ db: database.db, client, grantTokens, baseDelayMs: 0 });
    const reasonOf = async (restaurantId: number) => {
      const [call] = await database.db
        .select({ status: platformCalls.status, reason: platformCalls.lastErrorReason })
        .from(platformCalls)
        .where(and(eq(platformCalls.restaurantId, restaurantId), eq(platformCalls.action, 'store.activate')));
      return { status: call?.status, code: call?.reason?.code };
    };
    expect(await reasonOf(withoutGrant.id)).toEqual({ status: 'unsupported', code: 'UBER_AUTHORIZATION_MISSING' });
    expect(await reasonOf(withdrawn.id)).toEqual({ status: 'failed', code: 'UBER_AUTHORIZATION_EXPIRED' });
  });

  it('refuses a store webhook with a forged signature, and acknowledges one for an unknown store without acting', async () => {
    const body = JSON.stringify({
      event_id: 'forged-1',
      event_type: 'store.deprovisioned',
      event_time: 1,
      meta: { user_id: OBERKAMPF, resource_id: OBERKAMPF },
    });
    const forged = await fetch(`${setup.origin}/webhooks/uber-eats`, {
      method: 'POST',
      headers: signWebhook('PLATFORM_UBER_EAT', body, 'not-the-secret', { eventId: 'forged-1' }),
      body,
    });
    expect(forged.status).toBe(401);

    const unknown = JSON.stringify({
      event_id: 'unknown-store-1',
      event_type: 'store.provisioned',
      event_time: 1,
      meta: { user_id: 'no-such-store', resource_id: 'no-such-store' },
    });
    const secret = config.platforms.PLATFORM_UBER_EAT.webhookSecret;
    const answered = await fetch(`${setup.origin}/webhooks/uber-eats`, {
      method: 'POST',
      headers: signWebhook('PLATFORM_UBER_EAT', unknown, secret, { eventId: 'unknown-store-1' }),
      body: unknown,
    });
    expect(answered.status).toBe(200);
    await deliverAndProcess();
    const stored = await database.db
      .select({ status: webhookEvents.status })
      .from(webhookEvents)
      .where(eq(webhookEvents.eventId, 'unknown-store-1'));
    expect(stored).toEqual([{ status: 'ignored' }]);
    expect(await database.db.$count(webhookEvents, eq(webhookEvents.eventId, 'forged-1'))).toBe(0);
  });
});
