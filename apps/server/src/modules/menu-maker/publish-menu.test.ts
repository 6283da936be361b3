import type { Simulator } from '@comptoir/platform-sim';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItems, platformCalls } from '../../db/schema';
import { TEST_DRIVERS } from '../../db/testing';
import type { PlatformClient } from '../../platforms/outbound/platform-client';
import { createSimulatedPlatforms } from '../../platforms/outbound/simulator-testing';
import { sendDuePlatformCalls } from '../platform-calls/outbound-worker';
import {
  CONFIGURATION_OP,
  GROUP_OP,
  ITEM_OP,
  MENU_OP,
  MENU_V2,
  PUBLICATIONS,
  PUBLISH,
  VALIDATION,
  startMenuMakerFixture,
  type Configuration,
  type MenuMakerFixture,
} from './testing/menu-maker-fixture';

type Publication = {
  restaurant: { uuid: string };
  platform: string;
  status: string;
  message: string | null;
  reason: { code: string; params: { name: string; value: string }[] } | null;
  problems: { code: string; title: string; message: string }[];
};

describe.each(TEST_DRIVERS)('publishing a menu (%s)', (driver) => {
  let f: MenuMakerFixture;
  let simulator: Simulator;
  let client: PlatformClient;
  beforeAll(async () => {
    f = await startMenuMakerFixture(driver);
    ({ simulator, client } = await createSimulatedPlatforms(f.api.database.db));
  });
  afterAll(async () => f?.api.close());

  const ok = async <T>(name: string, query: string, variables: Record<string, unknown>): Promise<T> => {
    const { data, response } = await f.run(name, query, variables);
    expect(response.body.errors).toBeUndefined();
    return data as T;
  };
  const sendAll = async () => {
    while ((await sendDuePlatformCalls({ db: f.api.database.db, client, baseDelayMs: 0 })) > 0);
  };
  const publishCalls = () =>
    f.api.database.db.select().from(platformCalls).where(eq(platformCalls.action, 'menu.publish'));

  /** A draft copy of a live menu (Uber Eats' by default) with a Sauce group and a Smash Burger in Burgers. */
  async function draftWithSmashBurger(from = f.uber.configurationId): Promise<Configuration> {
    const draft = await ok<Configuration>('updateMenuConfiguration', CONFIGURATION_OP, {
      operation: 'DUPLICATE',
      input: { id: from, title: 'Carte été' },
    });
    const item = (title: string) => draft.items.find((row) => row.title === title)?.id;
    const withGroup = await ok<Configuration>('updateMenuModifierGroup', GROUP_OP, {
      operation: 'ADD',
      input: {
        menuConfigurationId: draft.id,
        title: 'Sauce',
        minPermitted: 0,
        maxPermitted: 2,
        options: [{ itemId: item('Ketchup') }, { itemId: item('Mayonnaise') }],
      },
    });
    const sauce = withGroup.modifierGroups.find((group) => group.title === 'Sauce');
    const burgers = withGroup.categories.find((category) => category.title === 'Burgers');
    return ok<Configuration>('updateMenuItem', ITEM_OP, {
      operation: 'ADD',
      input: {
        menuConfigurationId: draft.id,
        title: 'Smash Burger',
        price: 1290,
        categoryIds: [burgers?.id],
        modifierGroupIds: [sauce?.id],
      },
    });
  }

  it('refuses to publish a menu with problems: nothing is copied or sent, and each problem says where', async () => {
    const draft = await draftWithSmashBurger();
    const smash = draft.items.find((row) => row.title === 'Smash Burger');
    await ok('updateMenuItem', ITEM_OP, {
      operation: 'UPDATE',
      input: { menuConfigurationId: draft.id, id: smash?.id, price: null },
    });
    const before = (await publishCalls()).length;
    const [result] = await ok<Publication[]>('menuToTablet', PUBLISH, { restaurants: [f.uber.uuid], id: draft.id });
    expect(result).toMatchObject({
      status: 'INVALID',
      problems: [{ code: 'ITEM_WITHOUT_PRICE', title: 'Smash Burger', message: 'Item "Smash Burger" has no price' }],
    });
    expect((await publishCalls()).length).toBe(before);
    const live = await ok<Configuration>('menuV2', MENU_V2, { id: f.uber.configurationId });
    expect(live.items.map((row) => row.title)).not.toContain('Smash Burger');
    const problems = await ok<{ code: string }[]>('menuValidation', VALIDATION, {
      id: draft.id,
      restaurants: [f.uber.uuid],
    });
    expect(problems.map((found) => found.code)).toEqual(['ITEM_WITHOUT_PRICE']);
  });

  it('copies the draft into the restaurant’s live menu, keeps suspensions, and Uber Eats receives the new item and its group', async () => {
    const before = await ok<Configuration>('menuV2', MENU_V2, { id: f.uber.configurationId });
    const onionRings = before.items.find((row) => row.platformId === 'item-onion-rings');
    expect(onionRings?.suspendUntil).not.toBeNull();
    const draft = await draftWithSmashBurger();
    expect(await ok('menuValidation', VALIDATION, { id: draft.id, restaurants: [f.uber.uuid] })).toEqual([]);

    const [result] = await ok<Publication[]>('menuToTablet', PUBLISH, { restaurants: [f.uber.uuid], id: draft.id });
    expect(result).toMatchObject({ platform: 'PLATFORM_UBER_EAT', status: 'PENDING', problems: [] });
    const live = await ok<Configuration & { publishedAt: string | null }>('menuV2', MENU_V2, {
      id: f.uber.configurationId,
    });
    const smash = live.items.find((row) => row.title === 'Smash Burger');
    expect(smash).toMatchObject({ price: 1290, modifierGroups: [{ title: 'Sauce' }] });
    expect(live.categories.find((category) => category.title === 'Burgers')?.items.map((row) => row.title)).toContain(
      'Smash Burger',
    );
    expect(live.publishedAt).not.toBeNull();
    // The kitchen's suspension survives, on the same item row.
    expect(live.items.find((row) => row.platformId === 'item-onion-rings')).toMatchObject({
      id: onionRings?.id,
      suspendUntil: onionRings?.suspendUntil,
    });
    const [rings] = await f.api.database.db
      .select()
      .from(menuItems)
      .where(and(eq(menuItems.configurationId, f.uber.configurationId), eq(menuItems.platformId, 'item-onion-rings')));
    expect(rings?.suspensionInfo).not.toBeNull();

    await sendAll();
    const polled = await ok<Publication[]>('menuPublications', PUBLICATIONS, { id: draft.id });
    expect(polled.find((entry) => entry.restaurant.uuid === f.uber.uuid)).toMatchObject({ status: 'SENT' });
    const uploaded = simulator.store('PLATFORM_UBER_EAT', f.uber.storeId)?.menu;
    expect(uploaded?.itemIds).toContain(smash?.platformId);
    const sauce = live.modifierGroups.find((group) => group.title === 'Sauce');
    expect(uploaded?.modifierGroupIds).toContain(sauce?.platformId);
  });

  it('sells a menu without hours of its own whenever the restaurant opens, and a lunch menu only within them', async () => {
    const draft = await draftWithSmashBurger();
    await ok('menuToTablet', PUBLISH, { restaurants: [f.uber.uuid], id: draft.id });
    await sendAll();
    // Uber Eats' regular hours are the menus' service availability: the demo week, Sunday dinner only.
    const hours = () =>
      (simulator.store('PLATFORM_UBER_EAT', f.uber.storeId)?.openingHours ?? []).filter(
        (day) => day.periods.length > 0,
      );
    expect(hours().find((day) => day.dayOfWeek === 7)?.periods).toEqual([{ start: '18:30', end: '22:30' }]);
    expect(hours()).toHaveLength(7);

    const carte = draft.menus[0];
    const lunchOnly = [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
      dayOfWeek,
      timePeriods: [{ startTime: '11:00', endTime: '15:00' }],
    }));
    await ok('updateMenu', MENU_OP, {
      operation: 'UPDATE',
      input: { menuConfigurationId: draft.id, id: carte?.id, title: 'Midi', serviceAvailability: lunchOnly },
    });
    await ok('menuToTablet', PUBLISH, { restaurants: [f.uber.uuid], id: draft.id });
    await sendAll();
    // Cut to the opening hours: lunch on weekdays and Saturday, nothing on Sunday when the kitchen opens for dinner
    // only.
    expect(hours().map((day) => day.dayOfWeek)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(hours()[0]?.periods).toEqual([{ start: '11:30', end: '14:30' }]);
  });

  it('tells Glovo, whose API only updates the products it has, nothing of new ones but names them; known ones go out', async () => {
    const glovo = await f.restaurantOf('PLATFORM_GLOVO');
    const sent = (await publishCalls()).length;
    const draft = await draftWithSmashBurger(glovo.configurationId);
    const [result] = await ok<Publication[]>('menuToTablet', PUBLISH, { restaurants: [glovo.uuid], id: draft.id });
    expect(result).toMatchObject({ platform: 'PLATFORM_GLOVO', status: 'UNSUPPORTED' });
    expect(result?.message).toBe(
      "Glovo's API only updates the products it already has: add Smash Burger, Sauce in the Glovo partner portal, then publish again",
    );
    // Beside the English, the code and values a screen says in the reader's language (docs/errors.md#data).
    const reason = {
      code: 'NEW_PRODUCTS_IN_PARTNER_PORTAL',
      params: [
        { name: 'platform', value: 'Glovo' },
        { name: 'products', value: 'Smash Burger, Sauce' },
      ],
    };
    expect(result?.reason).toEqual(reason);
    const polled = await ok<Publication[]>('menuPublications', PUBLICATIONS, { id: draft.id });
    expect(polled.find((entry) => entry.restaurant.uuid === glovo.uuid)?.reason).toEqual(reason);
    expect((await publishCalls()).filter((call) => call.status === 'pending')).toHaveLength(0);
    expect((await publishCalls()).length).toBe(sent + 1);

    // Once added on Glovo, the same menu (now the live one) goes out as a bulk update.
    const [again] = await ok<Publication[]>('menuToTablet', PUBLISH, {
      restaurants: [glovo.uuid],
      id: glovo.configurationId,
    });
    expect(again).toMatchObject({ status: 'PENDING' });
    await sendAll();
    expect(simulator.store('PLATFORM_GLOVO', glovo.storeId)?.menu?.itemIds).toContain(
      draft.items.find((row) => row.title === 'Smash Burger')?.platformId,
    );
  });

  it('applies a Click N Collect menu at once and republishes a live menu to its own restaurant', async () => {
    const clickNCollect = await f.restaurantOf('PLATFORM_CLICK_N_COLLECT');
    const [own] = await ok<Publication[]>('menuToTablet', PUBLISH, {
      restaurants: [clickNCollect.uuid],
      id: clickNCollect.configurationId,
    });
    expect(own).toMatchObject({
      platform: 'PLATFORM_CLICK_N_COLLECT',
      status: 'SENT',
      reason: { code: 'MENU_LIVE_AT_ONCE', params: [{ name: 'platform', value: 'Click N Collect' }] },
    });
    const polled = await ok<Publication[]>('menuPublications', PUBLICATIONS, { id: clickNCollect.configurationId });
    expect(polled.find((entry) => entry.restaurant.uuid === clickNCollect.uuid)?.status).toBe('SENT');
  });

  it('publishes only to the configuration’s own company, and only with the menu maker activated', async () => {
    const pizza = await f.restaurantOf('PLATFORM_UBER_EAT', 'pizza');
    const foreign = await f.run('menuToTablet', PUBLISH, { restaurants: [pizza.uuid], id: f.uber.configurationId });
    expect(foreign.response.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const gated = await f.run(
      'menuToTablet',
      PUBLISH,
      { restaurants: [pizza.uuid], id: pizza.configurationId },
      f.tokens.basic,
    );
    expect(gated.response.body.errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'MENU_MAKER_NOT_ACTIVATED',
    });
    const none = await f.run('menuToTablet', PUBLISH, { restaurants: [], id: f.uber.configurationId });
    expect(none.response.body.errors?.[0]).toMatchObject({
      message: 'Choose at least one restaurant to publish to',
      extensions: { code: 'BAD_USER_INPUT', reason: 'NO_RESTAURANT_CHOSEN' },
    });
  });
});
