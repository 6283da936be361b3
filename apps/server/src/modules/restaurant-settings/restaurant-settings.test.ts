import type { RestaurantSettingsInput } from '@comptoir/domain';
import type { Simulator } from '@comptoir/platform-sim';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountManagerCompanies, auditLog, platformCalls, restaurants, type RestaurantRow } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import type { PlatformClient } from '../../platforms/outbound/platform-client';
import { createSimulatedPlatforms } from '../../platforms/outbound/simulator-testing';
import { findDemoRestaurants } from '../../testing/demo-restaurants';
import { findAccountByEmail, startTestApi, type GraphQLResponse, type TestApi } from '../../testing/test-api';
import { sendDuePlatformCalls } from '../platform-calls/outbound-worker';

const SETTINGS = `uuid canEdit societe fulfillmentType title preparationTime phone tabletLogin hasTabletPassword mainLogin hasMainPassword
  label instruction adresse postalCode city country deliveryZoneName deliveryZoneColor deliveryMode isIntegrated orderWebhook
  rdOptional manualDisputeHandling comissionInvoicing restaurant { platformData { tabletPass } lastPlatformChanges { action status message } }`;
const READ = `query($uuid: String!) { restaurantSettingKom(uuid: $uuid) { ${SETTINGS} } }`;
const SAVE = `mutation($uuid: String!, $input: RestaurantSettingsInput!) { restaurantSettingKom(uuid: $uuid, input: $input) { ${SETTINGS} } }`;
const SAVE_KDS = `mutation($id: Int!, $input: RestaurantKDSInput!) { restaurantKDSKom(id: $id, input: $input) { deliveryZoneName deliveryZoneColor } }`;
const SAVE_DELIVERY = `mutation($uuid: String!, $mode: String!) { restaurantDeliverySetting(restaurantUuid: $uuid, deliveryMode: $mode) { deliveryMode restaurant { lastPlatformChanges { action status message } } } }`;

// The pair the (stubbed) platform accepts.
const ACCEPTED = { login: 'new-tablet@burger.test', password: 'tablet-secret-7' };

const codeOf = (result: GraphQLResponse) => result.body.errors?.[0]?.extensions?.code;
type SettingsAnswer = { restaurant: { lastPlatformChanges: unknown[] } };
const changesOf = (result: GraphQLResponse, field = 'restaurantSettingKom') =>
  (result.body.data?.[field] as SettingsAnswer | undefined)?.restaurant.lastPlatformChanges;
const fieldsOf = (result: GraphQLResponse) => result.body.errors?.[0]?.extensions?.fields;

describe.each(TEST_DRIVERS)('restaurant settings (%s)', (driver) => {
  let api: TestApi;
  let simulator: Simulator;
  let client: PlatformClient;
  let managerToken: string;
  let uber: RestaurantRow;
  let deliveroo: RestaurantRow;
  let getResto: RestaurantRow;

  beforeAll(async () => {
    api = await startTestApi(
      driver,
      {},
      {
        checkStoreCredentials: async (_store, login, password) =>
          login === ACCEPTED.login && password === ACCEPTED.password ? 'accepted' : 'refused',
      },
    );
    ({ simulator, client } = await createSimulatedPlatforms(api.database.db));
    managerToken = await api.signIn(DEMO_ACCOUNTS.manager.email, DEMO_ACCOUNTS.manager.password);
    const demo = await findDemoRestaurants(api.database.db);
    const on = (platform: Parameters<typeof demo.burger.get>[0]) => {
      const restaurant = demo.burger.get(platform);
      if (!restaurant) throw new Error(`No demo burger restaurant on ${platform}`);
      return restaurant;
    };
    uber = on('PLATFORM_UBER_EAT');
    deliveroo = on('PLATFORM_DELIVEROO');
    getResto = on('PLATFORM_GET_RESTO');
  });
  afterAll(async () => {
    await api?.close();
  });
  beforeEach(async () => {
    await api.database.db.delete(platformCalls);
  });

  const save = (uuid: string, input: RestaurantSettingsInput, token = managerToken) =>
    api.graphql(SAVE, { token, variables: { uuid, input } });
  const sendAll = async () => {
    while ((await sendDuePlatformCalls({ db: api.database.db, client, baseDelayMs: 0 })) > 0);
  };

  it('saves every field and answers it back, a password only as "set"', async () => {
    const input = {
      societe: 'Burger Bastille SAS',
      fulfillmentType: 'PICKUP',
      title: 'Demo Burger Bastille (UE)',
      preparationTime: 22,
      phone: '01 43 55 12 34',
      label: 'DB-UE-2',
      instruction: 'Ring twice',
      adresse: '14 rue de la Roquette',
      postalCode: '75011',
      city: 'Paris',
      country: 'fr',
      deliveryZoneName: 'Bastille',
      deliveryZoneColor: '#AE3EC9',
      deliveryMode: 'RESTAURANT',
      isIntegrated: false,
      orderWebhook: 'https://pos.example/orders',
      rdOptional: true,
      manualDisputeHandling: false,
      comissionInvoicing: false,
      tabletLogin: ACCEPTED.login,
      tabletPassword: ACCEPTED.password,
    };
    const saved = await save(uber.uuid, input);
    expect(saved.body.errors).toBeUndefined();
    const read = await api.graphql(READ, { token: managerToken, variables: { uuid: uber.uuid } });
    expect(read.body.data?.restaurantSettingKom).toMatchObject({
      canEdit: true,
      societe: 'Burger Bastille SAS',
      fulfillmentType: 'PICKUP',
      title: 'Demo Burger Bastille (UE)',
      preparationTime: 22,
      phone: '+33143551234',
      label: 'DB-UE-2',
      instruction: 'Ring twice',
      adresse: '14 rue de la Roquette',
      postalCode: '75011',
      city: 'Paris',
      country: 'FR',
      deliveryZoneName: 'Bastille',
      deliveryZoneColor: '#ae3ec9',
      deliveryMode: 'RESTAURANT',
      isIntegrated: false,
      orderWebhook: 'https://pos.example/orders',
      rdOptional: true,
      manualDisputeHandling: false,
      comissionInvoicing: false,
      tabletLogin: ACCEPTED.login,
      hasTabletPassword: true,
      restaurant: { platformData: { tabletPass: null } },
    });
  });

  it('never answers nor stores a password in clear, and audits the fields changed without their secrets', async () => {
    const main = { mainLogin: ACCEPTED.login, mainPassword: ACCEPTED.password };
    const saved = await save(deliveroo.uuid, {
      ...main,
      tabletLogin: ACCEPTED.login,
      tabletPassword: ACCEPTED.password,
    });
    expect(saved.body.data?.restaurantSettingKom).toMatchObject({
      mainLogin: ACCEPTED.login,
      hasMainPassword: true,
      hasTabletPassword: true,
    });
    expect(JSON.stringify(saved.body)).not.toContain(ACCEPTED.password);

    const [row] = await api.database.db
      .select({ platformData: restaurants.platformData })
      .from(restaurants)
      .where(eq(restaurants.id, deliveroo.id));
    expect(JSON.stringify(row?.platformData)).not.toContain(ACCEPTED.password);
    expect(row?.platformData).toMatchObject({
      tabletPass: null,
      tabletPassEncrypted: expect.stringMatching(/^v1:/),
      mainPassEncrypted: expect.stringMatching(/^v1:/),
    });

    const [audit] = await api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'restaurant.settings'), eq(auditLog.entityId, deliveroo.uuid)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.data).toEqual({ fields: ['tabletLogin', 'tabletPassword', 'mainLogin', 'mainPassword'] });
    expect(JSON.stringify(audit)).not.toContain(ACCEPTED.password);
  });

  it('saves no credentials the platform refuses, and nothing else of that save', async () => {
    const refused = await save(getResto.uuid, {
      title: 'Renamed',
      tabletLogin: ACCEPTED.login,
      tabletPassword: 'wrong',
    });
    expect(codeOf(refused)).toBe('WRONG_CREDENTIALS');
    expect(fieldsOf(refused)).toEqual({ tabletLogin: 'WRONG_CREDENTIALS', tabletPassword: 'WRONG_CREDENTIALS' });
    const [row] = await api.database.db.select().from(restaurants).where(eq(restaurants.id, getResto.id));
    expect(row?.title).toBe(getResto.title);
    expect(row?.platformData?.tabletLogin).toBe(getResto.platformData?.tabletLogin);
  });

  it('queues a new preparation time for the platform with the change, shows it pending, then applied once sent', async () => {
    const saved = await save(uber.uuid, { preparationTime: 27 });
    expect(changesOf(saved)).toContainEqual({ action: 'preparationTime', status: 'pending', message: null });
    const calls = await api.database.db.select().from(platformCalls).where(eq(platformCalls.restaurantId, uber.id));
    expect(calls).toMatchObject([
      { action: 'store.preparationTime', status: 'pending', requestBody: { default_prep_time: 27 * 60 } },
    ]);

    await sendAll();
    expect(simulator.store('PLATFORM_UBER_EAT', uber.platformStoreId)?.preparationSeconds).toBe(27 * 60);
    const read = await api.graphql(READ, { token: managerToken, variables: { uuid: uber.uuid } });
    expect(changesOf(read)).toContainEqual({ action: 'preparationTime', status: 'sent', message: null });
  });

  it('records a change the platform has no call for as not available, with the reason', async () => {
    const saved = await save(deliveroo.uuid, { preparationTime: 31, deliveryMode: 'RESTAURANT' });
    const changes = changesOf(saved);
    expect(changes).toContainEqual({
      action: 'preparationTime',
      status: 'unsupported',
      message: expect.stringContaining('Deliveroo has no preparation-time call'),
    });
    expect(changes).toContainEqual({
      action: 'deliveryMode',
      status: 'unsupported',
      message: expect.stringContaining('Deliveroo has no call to change who delivers'),
    });
  });

  it('sends nothing when the preparation time is saved unchanged', async () => {
    const [row] = await api.database.db
      .select({ preparationTime: restaurants.preparationTime })
      .from(restaurants)
      .where(eq(restaurants.id, getResto.id));
    await save(getResto.uuid, { preparationTime: row?.preparationTime ?? 15 });
    expect(await api.database.db.select().from(platformCalls)).toEqual([]);
  });

  it('changes who delivers through restaurantDeliverySetting, and the GET RESTO application is told', async () => {
    const saved = await api.graphql(SAVE_DELIVERY, {
      token: managerToken,
      variables: { uuid: getResto.uuid, mode: 'PLATFORM' },
    });
    expect(saved.body.data?.restaurantDeliverySetting).toMatchObject({
      deliveryMode: 'PLATFORM',
      restaurant: {
        lastPlatformChanges: expect.arrayContaining([{ action: 'deliveryMode', status: 'pending', message: null }]),
      },
    });
    await sendAll();
    expect(simulator.store('PLATFORM_GET_RESTO', getResto.platformStoreId)?.deliveryMode).toBe('PLATFORM');
  });

  it('changes the delivery zone through restaurantKDSKom, by the restaurant’s id', async () => {
    const saved = await api.graphql(SAVE_KDS, {
      token: managerToken,
      variables: { id: getResto.id, input: { deliveryZoneName: 'Oberkampf', deliveryZoneColor: '#2F9E44' } },
    });
    expect(saved.body.data?.restaurantKDSKom).toEqual({ deliveryZoneName: 'Oberkampf', deliveryZoneColor: '#2f9e44' });
  });

  it.each<[string, RestaurantSettingsInput, Record<string, string>]>([
    ['a blank title', { title: ' ' }, { title: 'field_required' }],
    ['a preparation time out of range', { preparationTime: 0 }, { preparationTime: 'out_of_range' }],
    ['a phone number that is not one', { phone: '12' }, { phone: 'Invalid number' }],
    ['a French postal code without five digits', { postalCode: '7501' }, { postalCode: 'five_digits_required' }],
    ['a colour that is not #rrggbb', { deliveryZoneColor: 'purple' }, { deliveryZoneColor: 'invalid_colour' }],
    [
      'an order webhook in clear http',
      { orderWebhook: 'http://pos.example/orders' },
      { orderWebhook: 'invalid_https_url' },
    ],
    ['an unknown delivery mode', { deliveryMode: 'DRONE' }, { deliveryMode: 'invalid_choice' }],
    ['an unknown fulfilment type', { fulfillmentType: 'TELEPORT' }, { fulfillmentType: 'invalid_choice' }],
    ['a country outside the EU', { country: 'US' }, { country: 'field_required' }],
    ['a blank tablet login', { tabletLogin: '' }, { tabletLogin: 'field_required' }],
  ])('refuses %s by field, and saves nothing of the form', async (_case, input, fields) => {
    const refused = await save(uber.uuid, { ...input, label: 'never-saved' });
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(refused)).toEqual(fields);
    const [row] = await api.database.db
      .select({ label: restaurants.label })
      .from(restaurants)
      .where(eq(restaurants.id, uber.id));
    expect(row?.label).not.toBe('never-saved');
    expect(await api.database.db.select().from(platformCalls)).toEqual([]);
  });

  it('answers another company’s account manager NOT_FOUND, as for a missing restaurant', async () => {
    const manager = await findAccountByEmail(api.database, DEMO_ACCOUNTS.manager.email);
    const { db } = api.database;
    await db
      .delete(accountManagerCompanies)
      .where(
        and(eq(accountManagerCompanies.accountId, manager.id), eq(accountManagerCompanies.companyId, uber.companyId)),
      );
    try {
      expect(codeOf(await api.graphql(READ, { token: managerToken, variables: { uuid: uber.uuid } }))).toBe(
        'NOT_FOUND',
      );
      expect(codeOf(await save(uber.uuid, { title: 'Taken over' }))).toBe('NOT_FOUND');
      expect(codeOf(await save('6f1c1a2e-0000-4000-8000-000000000000', { title: 'Taken over' }))).toBe('NOT_FOUND');
    } finally {
      await db.insert(accountManagerCompanies).values({ accountId: manager.id, companyId: uber.companyId });
    }
  });

  it('lets an application read its restaurant’s settings but not change them, and refuses a company both', async () => {
    const appToken = await api.signIn(DEMO_ACCOUNTS.app.email, DEMO_ACCOUNTS.app.password);
    const read = await api.graphql(READ, { token: appToken, variables: { uuid: uber.uuid } });
    expect(read.body.data?.restaurantSettingKom).toMatchObject({ uuid: uber.uuid, canEdit: false });
    expect(
      codeOf(await save(uber.uuid, { tabletLogin: ACCEPTED.login, tabletPassword: ACCEPTED.password }, appToken)),
    ).toBe('FORBIDDEN');

    const companyToken = await api.signIn(DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.company.password);
    expect(codeOf(await api.graphql(READ, { token: companyToken, variables: { uuid: uber.uuid } }))).toBe('FORBIDDEN');
    expect(codeOf(await save(uber.uuid, { title: 'Mine now' }, companyToken))).toBe('FORBIDDEN');
  });
});
