import { INDEFINITE_SUSPENSION_UNTIL, localDateOf, type PlatformCode } from '@comptoir/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companies, menuConfigurations, menuItems, platformCalls } from '../../db/schema';
import { DEMO_ACCOUNTS, DEMO_COMPANY_NAMES } from '../../db/seed';
import { TEST_DRIVERS } from '../../db/testing';
import type { PlatformAdapter } from '../../platforms/adapter';
import { PLATFORM_ADAPTERS } from '../../platforms/registry';
import { startTestApi, type GraphQLResponse, type TestApi } from '../../testing/test-api';
import { findLiveMenuItem } from './testing/menu-items';

const ITEM_FIELDS =
  'id platformId title internalTitle price isAvailable suspendUntil suspensionInfo { kind } platformSync { platform available status message }';
const SET_AVAILABILITY = `mutation($id: Int!, $suspend: ItemSuspension!) { item(id: $id, suspend: $suspend) { ${ITEM_FIELDS} } }`;
const SET_PRICE = `mutation($id: Int!, $price: Int!) { itemPrice(id: $id, price: $price) { ${ITEM_FIELDS} menuConfiguration { updatedAt } } }`;
const SET_INTERNAL_TITLE = `mutation($id: Int!, $title: String) { itemInternalTitle(id: $id, title: $title) { ${ITEM_FIELDS} } }`;
const MENUS = `query($companyId: Int) { menus(companyId: $companyId) { id title restaurant { uuid title } company { id } } }`;

type ItemResult = {
  id: number;
  isAvailable: boolean;
  suspendUntil: string | null;
  suspensionInfo: { kind: string } | null;
  price: number | null;
  internalTitle: string | null;
  platformSync: { platform: string; available: boolean; status: string; message: string | null } | null;
};

const codeOf = (result: GraphQLResponse) => result.body.errors?.[0]?.extensions?.code;

// Adapters that answer like a platform with an availability call, so that these tests judge Comptoir's part alone:
// Uber Eats ends a timed suspension itself, Glovo does not (docs/platforms.md#glovo), Click N Collect has no call.
function fakeAdapter(code: PlatformCode, endsSuspensionItself: boolean): PlatformAdapter {
  const real = PLATFORM_ADAPTERS[code];
  if (!real) throw new Error(`no adapter for ${code}`);
  return {
    ...real,
    endsSuspensionItself,
    itemAvailabilityCall: (change, store) => ({ method: 'POST', path: `/stores/${store.storeId}/items`, body: change }),
  };
}

describe.each(TEST_DRIVERS)('menus and item availability (%s)', (driver) => {
  let api: TestApi;
  let token: string;
  let basicToken: string;
  const originals = { ...PLATFORM_ADAPTERS };

  beforeAll(async () => {
    PLATFORM_ADAPTERS.PLATFORM_UBER_EAT = fakeAdapter('PLATFORM_UBER_EAT', true);
    PLATFORM_ADAPTERS.PLATFORM_GLOVO = fakeAdapter('PLATFORM_GLOVO', false);
    const { itemAvailabilityCall: _none, ...clickNCollect } = fakeAdapter('PLATFORM_CLICK_N_COLLECT', true);
    PLATFORM_ADAPTERS.PLATFORM_CLICK_N_COLLECT = clickNCollect;
    api = await startTestApi(driver);
    token = await api.signIn(DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.company.password);
    basicToken = await api.signIn(DEMO_ACCOUNTS.basic.email, DEMO_ACCOUNTS.basic.password);
  });
  afterAll(async () => {
    Object.assign(PLATFORM_ADAPTERS, originals);
    await api?.close();
  });
  beforeEach(async () => {
    await api.database.db.update(companies).set({ pagesAccess: [] });
  });

  const burgerItem = (platform: PlatformCode, platformId: string) =>
    findLiveMenuItem(api.database.db, DEMO_COMPANY_NAMES.burger, platform, platformId);
  async function setAvailability(id: number, suspend: string, as = token): Promise<ItemResult> {
    const result = await api.graphql(SET_AVAILABILITY, { token: as, variables: { id, suspend } });
    expect(result.body.errors).toBeUndefined();
    return result.body.data?.item as ItemResult;
  }

  it("lists the viewer's live menus in restaurant order, and refuses another company", async () => {
    const own = await api.graphql(MENUS, { token });
    expect(own.body.errors).toBeUndefined();
    const configurations = own.body.data?.menus as {
      restaurant: { uuid: string; title: string } | null;
      company: { id: number };
    }[];
    expect(configurations).toHaveLength(6);
    expect(configurations[0]?.restaurant?.title).toBe('Demo Burger Bastille');
    expect(new Set(configurations.map((configuration) => configuration.company.id)).size).toBe(1);

    const [pizza] = await api.database.db.select().from(companies).where(eq(companies.name, DEMO_COMPANY_NAMES.pizza));
    const other = await api.graphql(MENUS, { token, variables: { companyId: pizza?.id } });
    expect(codeOf(other)).toBe('NOT_FOUND');
    const basic = await api.graphql(MENUS, { token: basicToken, variables: { companyId: pizza?.id } });
    expect((basic.body.data?.menus as unknown[]).length).toBe(2);
  });

  it("lists the company's drafts after its live menus", async () => {
    const [burger] = await api.database.db
      .select()
      .from(companies)
      .where(eq(companies.name, DEMO_COMPANY_NAMES.burger));
    const [draft] = await api.database.db
      .insert(menuConfigurations)
      .values({ companyId: burger?.id ?? 0, title: 'Carte d’été' })
      .returning();
    try {
      const result = await api.graphql(MENUS, { token, variables: { companyId: burger?.id } });
      const configurations = result.body.data?.menus as { id: number; restaurant: unknown }[];
      expect(configurations.at(-1)).toMatchObject({ id: draft?.id, restaurant: null });
      expect(configurations.slice(0, -1).every((configuration) => configuration.restaurant !== null)).toBe(true);
    } finally {
      await api.database.db.delete(menuConfigurations).where(eq(menuConfigurations.id, draft?.id ?? 0));
    }
  });

  it("suspends an item until the restaurant's next midnight ('Today') and tells its platform", async () => {
    const item = await burgerItem('PLATFORM_UBER_EAT', 'item-cheese');
    const before = Date.now();
    const result = await setAvailability(item.id, 'TOMORROW');
    const until = new Date(result.suspendUntil ?? '');
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: item.timezone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(until);
    expect(local).toBe('00:00');
    expect(until.getTime()).toBeGreaterThan(before);
    expect(until.getTime() - before).toBeLessThanOrEqual(25 * 3_600_000);
    expect(localDateOf(until, item.timezone)).not.toEqual(localDateOf(new Date(before), item.timezone));
    expect(result).toMatchObject({
      isAvailable: false,
      suspensionInfo: { kind: 'TOMORROW' },
      platformSync: { platform: 'PLATFORM_UBER_EAT', available: false, status: 'PENDING', message: null },
    });

    const [call] = await api.database.db.select().from(platformCalls).where(eq(platformCalls.menuItemId, item.id));
    expect(call).toMatchObject({
      action: 'item.unavailable',
      status: 'pending',
      restaurantId: item.restaurantId,
      path: expect.stringContaining('/items'),
    });
    expect(call?.requestBody).toMatchObject({
      available: false,
      items: [{ platformId: 'item-cheese', title: 'Cheeseburger' }],
    });
    // Uber Eats ends the suspension itself: Comptoir owes it nothing at midnight.
    const [row] = await api.database.db.select().from(menuItems).where(eq(menuItems.id, item.id));
    expect(row?.restoreDueAt).toBeNull();
  });

  it("suspends indefinitely ('All Time'), then AVAILABLE clears the suspension", async () => {
    const item = await burgerItem('PLATFORM_UBER_EAT', 'item-classic');
    const off = await setAvailability(item.id, 'UNKNOWN');
    expect(off).toMatchObject({ isAvailable: false, suspensionInfo: { kind: 'UNKNOWN' } });
    expect(off.suspendUntil).toBe(INDEFINITE_SUSPENSION_UNTIL.toISOString());
    const on = await setAvailability(item.id, 'AVAILABLE');
    expect(on).toMatchObject({
      isAvailable: true,
      suspendUntil: null,
      suspensionInfo: null,
      platformSync: { available: true, status: 'PENDING' },
    });
    const calls = await api.database.db
      .select()
      .from(platformCalls)
      .where(eq(platformCalls.menuItemId, item.id))
      .orderBy(platformCalls.id);
    expect(calls.map((call) => [call.action, (call.requestBody as { until: unknown }).until])).toEqual([
      ['item.unavailable', null],
      ['item.available', null],
    ]);
  });

  it('owes "available" at midnight where the platform has no timer (Glovo), and nothing once made available', async () => {
    const item = await burgerItem('PLATFORM_GLOVO', 'item-bacon');
    const off = await setAvailability(item.id, 'TOMORROW');
    const [suspended] = await api.database.db.select().from(menuItems).where(eq(menuItems.id, item.id));
    expect(suspended?.restoreDueAt?.toISOString()).toBe(off.suspendUntil);
    await setAvailability(item.id, 'AVAILABLE');
    const [available] = await api.database.db.select().from(menuItems).where(eq(menuItems.id, item.id));
    expect(available?.restoreDueAt).toBeNull();
  });

  it("applies a Click N Collect change at once (Comptoir's own channel), and changes a draft's item without any platform", async () => {
    const item = await findLiveMenuItem(
      api.database.db,
      DEMO_COMPANY_NAMES.burger,
      'PLATFORM_CLICK_N_COLLECT',
      'item-veggie',
    );
    const result = await setAvailability(item.id, 'UNKNOWN');
    expect(result.platformSync).toMatchObject({
      status: 'SENT',
      message: expect.stringContaining("Comptoir's own channel"),
    });

    const [draft] = await api.database.db
      .insert(menuConfigurations)
      .values({ companyId: await companyId(DEMO_COMPANY_NAMES.burger), title: 'Brouillon' })
      .returning();
    const [draftItem] = await api.database.db
      .insert(menuItems)
      .values({ configurationId: draft?.id ?? 0, platformId: 'draft-1', title: 'Brouillon burger', price: 900 })
      .returning();
    try {
      const changed = await setAvailability(draftItem?.id ?? 0, 'TOMORROW');
      expect(changed).toMatchObject({ isAvailable: false, platformSync: null });
      expect(
        await api.database.db
          .select()
          .from(platformCalls)
          .where(eq(platformCalls.menuItemId, draftItem?.id ?? 0)),
      ).toEqual([]);
    } finally {
      await api.database.db.delete(menuConfigurations).where(eq(menuConfigurations.id, draft?.id ?? 0));
    }
  });

  async function companyId(name: string): Promise<number> {
    const [row] = await api.database.db.select().from(companies).where(eq(companies.name, name));
    return row?.id ?? 0;
  }

  it("answers another company's item like a missing one, and asks for the PIN where 'menu' is protected", async () => {
    const pizzaItem = await findLiveMenuItem(
      api.database.db,
      DEMO_COMPANY_NAMES.pizza,
      'PLATFORM_UBER_EAT',
      'item-margherita',
    );
    for (const [query, variables] of [
      [SET_AVAILABILITY, { id: pizzaItem.id, suspend: 'TOMORROW' }],
      [SET_PRICE, { id: pizzaItem.id, price: 100 }],
      [SET_INTERNAL_TITLE, { id: pizzaItem.id, title: 'x' }],
      [SET_AVAILABILITY, { id: 999_999_999, suspend: 'AVAILABLE' }],
    ] as const) {
      expect(codeOf(await api.graphql(query, { token, variables }))).toBe('NOT_FOUND');
    }
    const [untouched] = await api.database.db.select().from(menuItems).where(eq(menuItems.id, pizzaItem.id));
    expect(untouched?.price).not.toBe(100);

    await api.database.db
      .update(companies)
      .set({ pagesAccess: [{ tag: 'menu', pinRequired: true }] })
      .where(eq(companies.name, DEMO_COMPANY_NAMES.burger));
    const item = await burgerItem('PLATFORM_DELIVEROO', 'item-chicken');
    expect(codeOf(await api.graphql(SET_AVAILABILITY, { token, variables: { id: item.id, suspend: 'UNKNOWN' } }))).toBe(
      'PIN_REQUIRED',
    );
    expect(codeOf(await api.graphql(SET_PRICE, { token, variables: { id: item.id, price: 100 } }))).toBe(
      'PIN_REQUIRED',
    );
    const [unchanged] = await api.database.db.select().from(menuItems).where(eq(menuItems.id, item.id));
    expect(unchanged?.suspendUntil).toBeNull();
  });

  it('sets a price in minor units, marks the configuration updated, and refuses a wrong price', async () => {
    const item = await burgerItem('PLATFORM_DELIVEROO', 'item-veggie');
    const [before] = await api.database.db
      .select()
      .from(menuConfigurations)
      .where(eq(menuConfigurations.id, item.configurationId));
    const result = await api.graphql(SET_PRICE, { token, variables: { id: item.id, price: 1290 } });
    expect(result.body.errors).toBeUndefined();
    const changed = result.body.data?.itemPrice as ItemResult & { menuConfiguration: { updatedAt: string } };
    expect(changed.price).toBe(1290);
    expect(new Date(changed.menuConfiguration.updatedAt).getTime()).toBeGreaterThan(before?.updatedAt.getTime() ?? 0);
    expect(await api.database.db.select().from(platformCalls).where(eq(platformCalls.menuItemId, item.id))).toEqual([]);

    for (const price of [-1, 1_000_001]) {
      const refused = await api.graphql(SET_PRICE, { token, variables: { id: item.id, price } });
      expect(refused.body.errors?.[0]).toMatchObject({
        extensions: { code: 'BAD_USER_INPUT' },
        message: expect.stringContaining('0 to 1000000'),
      });
    }
    const fractional = await api.graphql(SET_PRICE, { token, variables: { id: item.id, price: 12.5 } });
    expect(fractional.body.errors?.[0]?.message).toContain('Int');
    const [row] = await api.database.db.select().from(menuItems).where(eq(menuItems.id, item.id));
    expect(row?.price).toBe(1290);
  });

  it('sets the internal title trimmed, clears it when blank, and refuses one over 100 characters', async () => {
    const item = await burgerItem('PLATFORM_DELIVEROO', 'item-bacon');
    const set = await api.graphql(SET_INTERNAL_TITLE, {
      token,
      variables: { id: item.id, title: '  Bacon (cuisine)  ' },
    });
    expect((set.body.data?.itemInternalTitle as ItemResult).internalTitle).toBe('Bacon (cuisine)');
    const tooLong = await api.graphql(SET_INTERNAL_TITLE, {
      token,
      variables: { id: item.id, title: 'x'.repeat(101) },
    });
    expect(codeOf(tooLong)).toBe('BAD_USER_INPUT');
    const cleared = await api.graphql(SET_INTERNAL_TITLE, { token, variables: { id: item.id, title: '   ' } });
    expect((cleared.body.data?.itemInternalTitle as ItemResult).internalTitle).toBeNull();
    const [row] = await api.database.db
      .select()
      .from(menuItems)
      .where(and(eq(menuItems.id, item.id)));
    expect(row?.internalTitle).toBeNull();
  });
});
