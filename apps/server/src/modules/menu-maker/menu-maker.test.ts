import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DRIVERS } from '../../db/testing';
import {
  CATEGORY_OP,
  CONFIGURATION_OP,
  GROUP_OP,
  ITEM_OP,
  MENU_OP,
  MENU_V2,
  POSITIONS,
  SAVE,
  startMenuMakerFixture,
  type Configuration,
  type MenuMakerFixture,
} from './testing/menu-maker-fixture';

describe.each(TEST_DRIVERS)('menu maker (%s)', (driver) => {
  let f: MenuMakerFixture;
  beforeAll(async () => {
    f = await startMenuMakerFixture(driver);
  });
  afterAll(async () => f?.api.close());

  const configuration = async (name: string, query: string, variables: Record<string, unknown>) => {
    const { data, response } = await f.run(name, query, variables);
    expect(response.body.errors).toBeUndefined();
    return data as Configuration;
  };
  const errorOf = async (query: string, variables: Record<string, unknown>, token?: string) =>
    (await f.run('x', query, variables, token)).response.body.errors?.[0];
  const newDraft = (title = 'Carte d’été') => configuration('menu', SAVE, { companyId: f.burgerId, input: { title } });

  describe('the activation gate (docs/menus.md#menu-maker)', () => {
    it('refuses Corner Pizza, which support has not activated, with the reason and a message to contact support', async () => {
      const pizza = await f.restaurantOf('PLATFORM_UBER_EAT', 'pizza');
      const error = await errorOf(MENU_V2, { id: pizza.configurationId }, f.tokens.basic);
      expect(error?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'MENU_MAKER_NOT_ACTIVATED' });
      expect(error?.message).toBe('The menu maker needs activation by support: contact support to activate it');
      const create = await errorOf(SAVE, { companyId: f.pizzaId, input: { title: 'Nouvelle carte' } }, f.tokens.basic);
      expect(create?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'MENU_MAKER_NOT_ACTIVATED' });
      expect((await f.run('menuMakerActivated', '{ menuMakerActivated }', {}, f.tokens.basic)).data).toBe(false);
    });

    it('opens for Demo Burger Co and for support on any company; scope comes before the gate', async () => {
      expect((await f.run('menuMakerActivated', '{ menuMakerActivated }', {})).data).toBe(true);
      expect(((await f.run('menuV2', MENU_V2, { id: f.uber.configurationId })).data as Configuration).id).toBe(
        f.uber.configurationId,
      );
      const pizza = await f.restaurantOf('PLATFORM_UBER_EAT', 'pizza');
      expect(
        ((await f.run('menuV2', MENU_V2, { id: pizza.configurationId }, f.tokens.admin)).data as Configuration).id,
      ).toBe(pizza.configurationId);
      // Another company's configuration answers like a missing one, before any activation is looked at.
      expect((await errorOf(MENU_V2, { id: pizza.configurationId }))?.extensions?.code).toBe('NOT_FOUND');
      expect((await errorOf(MENU_V2, { id: 987654 }))?.extensions?.code).toBe('NOT_FOUND');
      // The account manager sees both companies, but Corner Pizza's menu maker stays closed.
      expect((await errorOf(MENU_V2, { id: pizza.configurationId }, f.tokens.manager))?.extensions?.reason).toBe(
        'MENU_MAKER_NOT_ACTIVATED',
      );
      expect(
        (
          await f.run(
            'menuMakerActivated',
            'query($id: Int) { menuMakerActivated(companyId: $id) }',
            { id: f.pizzaId },
            f.tokens.manager,
          )
        ).data,
      ).toBe(false);
    });
  });

  it('builds a draft: menu, categories, items with groups, duplicates, deletes and reorders', async () => {
    const draft = await newDraft();
    expect(draft).toMatchObject({ title: 'Carte d’été', restaurant: null, menus: [], items: [] });
    const id = draft.id;
    let result = await configuration('updateMenu', MENU_OP, {
      operation: 'ADD',
      input: {
        menuConfigurationId: id,
        title: 'Midi',
        subtitle: 'Du lundi au vendredi',
        serviceAvailability: [{ dayOfWeek: 1, timePeriods: [{ startTime: '11:30', endTime: '14:30' }] }],
      },
    });
    const menuId = result.menus[0]?.id;
    await configuration('updateMenuCategory', CATEGORY_OP, {
      operation: 'ADD',
      input: { menuConfigurationId: id, title: 'Burgers', menuIds: [menuId] },
    });
    result = await configuration('updateMenuCategory', CATEGORY_OP, {
      operation: 'ADD',
      input: { menuConfigurationId: id, title: 'Desserts', menuIds: [menuId] },
    });
    const [burgers, desserts] = result.categories;
    expect(result.menus[0]?.categories.map((category) => category.id)).toEqual([burgers?.id, desserts?.id]);

    for (const title of ['Ketchup', 'Mayonnaise']) {
      result = await configuration('updateMenuItem', ITEM_OP, {
        operation: 'ADD',
        input: { menuConfigurationId: id, title, price: 0 },
      });
    }
    const ketchup = result.items.find((item) => item.title === 'Ketchup');
    const mayo = result.items.find((item) => item.title === 'Mayonnaise');
    result = await configuration('updateMenuModifierGroup', GROUP_OP, {
      operation: 'ADD',
      input: {
        menuConfigurationId: id,
        title: 'Sauce',
        minPermitted: 0,
        maxPermitted: 2,
        options: [{ itemId: ketchup?.id }, { itemId: mayo?.id, price: 30 }],
      },
    });
    const sauce = result.modifierGroups[0];
    expect(sauce).toMatchObject({ title: 'Sauce', minPermitted: 0, maxPermitted: 2 });
    expect(sauce?.options.map((option) => [option.item.title, option.price])).toEqual([
      ['Ketchup', null],
      ['Mayonnaise', 30],
    ]);
    expect(sauce?.platformId).toMatch(/^cpt-[0-9a-f]{8}$/);

    result = await configuration('updateMenuItem', ITEM_OP, {
      operation: 'ADD',
      input: {
        menuConfigurationId: id,
        title: 'Smash Burger',
        price: 1290,
        vatPercent: 10,
        categoryIds: [burgers?.id],
        modifierGroupIds: [sauce?.id],
      },
    });
    const smash = result.items.find((item) => item.title === 'Smash Burger');
    expect(smash).toMatchObject({
      price: 1290,
      categories: [{ id: burgers?.id }],
      modifierGroups: [{ title: 'Sauce' }],
    });
    result = await configuration('updateMenuItem', ITEM_OP, {
      operation: 'UPDATE',
      input: { menuConfigurationId: id, id: smash?.id, price: 1350, description: 'Double steak' },
    });
    expect(result.items.find((item) => item.id === smash?.id)).toMatchObject({
      price: 1350,
      title: 'Smash Burger',
      modifierGroups: [{ title: 'Sauce' }],
    });

    result = await configuration('updateMenuItem', ITEM_OP, {
      operation: 'DUPLICATE',
      input: { menuConfigurationId: id, id: smash?.id },
    });
    const copy = result.items.find((item) => item.title === 'Smash Burger (copy)');
    expect(copy).toMatchObject({
      price: 1350,
      categories: [{ id: burgers?.id }],
      modifierGroups: [{ title: 'Sauce' }],
    });
    expect(copy?.platformId).not.toBe(smash?.platformId);
    expect(result.categories.find((category) => category.id === burgers?.id)?.items.map((item) => item.title)).toEqual([
      'Smash Burger',
      'Smash Burger (copy)',
    ]);

    // An item offered in a group leaves the group with it.
    result = await configuration('updateMenuItem', ITEM_OP, {
      operation: 'DELETE',
      input: { menuConfigurationId: id, id: mayo?.id },
    });
    expect(result.items.map((item) => item.title)).not.toContain('Mayonnaise');
    expect(result.modifierGroups[0]?.options.map((option) => option.item.title)).toEqual(['Ketchup']);

    result = await configuration('updateMenuCategoryPosition', POSITIONS, {
      categories: [
        { id: desserts?.id, position: 0 },
        { id: burgers?.id, position: 1 },
      ],
    });
    expect(result.categories.map((category) => category.title)).toEqual(['Desserts', 'Burgers']);
    result = await configuration('updateMenuCategory', CATEGORY_OP, {
      operation: 'DUPLICATE',
      input: { menuConfigurationId: id, id: burgers?.id },
    });
    expect(result.categories.map((category) => category.title)).toEqual(['Desserts', 'Burgers', 'Burgers (copy)']);
    expect(result.categories[2]?.items.map((item) => item.title)).toEqual(['Smash Burger', 'Smash Burger (copy)']);
    result = await configuration('updateMenuCategory', CATEGORY_OP, {
      operation: 'DELETE',
      input: { menuConfigurationId: id, id: desserts?.id },
    });
    expect(result.categories.map((category) => category.title)).toEqual(['Burgers', 'Burgers (copy)']);
    result = await configuration('updateMenuModifierGroup', GROUP_OP, {
      operation: 'DUPLICATE',
      input: { menuConfigurationId: id, id: sauce?.id },
    });
    expect(result.modifierGroups.map((group) => group.title)).toEqual(['Sauce', 'Sauce (copy)']);
    result = await configuration('updateMenu', MENU_OP, {
      operation: 'UPDATE',
      input: { menuConfigurationId: id, id: menuId, title: 'Déjeuner' },
    });
    expect(result.menus[0]).toMatchObject({ title: 'Déjeuner', subtitle: 'Du lundi au vendredi' });

    const copyOfDraft = await configuration('updateMenuConfiguration', CONFIGURATION_OP, {
      operation: 'DUPLICATE',
      input: { id },
    });
    expect(copyOfDraft.title).toBe('Carte d’été (copy)');
    expect(copyOfDraft.items.map((item) => item.platformId).sort()).toEqual(
      result.items.map((item) => item.platformId).sort(),
    );
    expect(copyOfDraft.modifierGroups[0]?.options.map((option) => option.item.title)).toEqual(['Ketchup']);
    const deleted = await f.run('updateMenuConfiguration', CONFIGURATION_OP, {
      operation: 'DELETE',
      input: { id: copyOfDraft.id },
    });
    expect(deleted.response.body.errors).toBeUndefined();
    expect((await errorOf(MENU_V2, { id: copyOfDraft.id }))?.extensions?.code).toBe('NOT_FOUND');
  });

  // What the screens translate, beside the English message (docs/errors.md): the reason, and the field and values.
  const REASONS: Record<string, Record<string, unknown>> = {
    'an empty title': { reason: 'TEXT_EMPTY', field: 'title', params: { field: 'title' } },
    'a missing title': { reason: 'TEXT_REQUIRED', field: 'title' },
    'a title too long': { reason: 'TEXT_TOO_LONG', field: 'title', params: { field: 'title', max: 150 } },
    'a negative price': { reason: 'PRICE_NEGATIVE', field: 'price' },
    'a script image': { reason: 'IMAGE_URL_INVALID', field: 'imageUrl' },
    'a minimum above the maximum': { reason: 'QUANTITY_MIN_ABOVE_MAX', params: { what: 'group' } },
    'a maximum of 0': { reason: 'QUANTITY_MAX_BELOW_ONE', params: { what: 'group' } },
    'an option from another configuration': { reason: 'NOT_IN_CONFIGURATION', params: { kind: 'items' } },
    'an update without id': { reason: 'ID_REQUIRED', params: { kind: 'items' } },
    'a VAT rate over 100 %': { reason: 'VAT_RATE_OUT_OF_RANGE' },
    'a day that does not exist': {
      reason: 'INVALID_SCHEDULE',
      scheduleIssues: [{ code: 'invalid_day', dayOfWeek: 8 }],
    },
    'overlapping hours': { reason: 'INVALID_SCHEDULE', scheduleIssues: [{ code: 'periods_overlap', dayOfWeek: 5 }] },
    'hours across midnight': { reason: 'INVALID_SCHEDULE', scheduleIssues: [{ code: 'start_not_before_end' }] },
    'deleting a live menu': { reason: 'LIVE_MENU_NOT_DELETABLE' },
  };

  it.each<[string, string, (ids: { draft: number; other: number; item: number }) => Record<string, unknown>, string]>([
    [
      'an empty title',
      ITEM_OP,
      ({ draft }) => ({ operation: 'ADD', input: { menuConfigurationId: draft, title: '  ' } }),
      'The title is empty',
    ],
    [
      'a missing title',
      CATEGORY_OP,
      ({ draft }) => ({ operation: 'ADD', input: { menuConfigurationId: draft } }),
      'The title is required',
    ],
    [
      'a title too long',
      MENU_OP,
      ({ draft }) => ({ operation: 'ADD', input: { menuConfigurationId: draft, title: 'x'.repeat(151) } }),
      'The title must be at most 150 characters',
    ],
    [
      'a negative price',
      ITEM_OP,
      ({ draft }) => ({ operation: 'ADD', input: { menuConfigurationId: draft, title: 'Frites', price: -1 } }),
      'The price cannot be negative',
    ],
    [
      'a script image',
      ITEM_OP,
      ({ draft }) => ({
        operation: 'ADD',
        input: { menuConfigurationId: draft, title: 'Frites', imageUrl: 'javascript:alert(1)' },
      }),
      'The image address must start with https://',
    ],
    [
      'a minimum above the maximum',
      GROUP_OP,
      ({ draft }) => ({
        operation: 'ADD',
        input: { menuConfigurationId: draft, title: 'Sauce', minPermitted: 3, maxPermitted: 2 },
      }),
      'The group minimum cannot be above its maximum',
    ],
    [
      'a maximum of 0',
      GROUP_OP,
      ({ draft }) => ({
        operation: 'ADD',
        input: { menuConfigurationId: draft, title: 'Sauce', minPermitted: 0, maxPermitted: 0 },
      }),
      'The group maximum must be at least 1',
    ],
    [
      'an option from another configuration',
      GROUP_OP,
      ({ draft, item }) => ({
        operation: 'ADD',
        input: { menuConfigurationId: draft, title: 'Sauce', options: [{ itemId: item }] },
      }),
      `Item`,
    ],
    [
      'an update without id',
      ITEM_OP,
      ({ draft }) => ({ operation: 'UPDATE', input: { menuConfigurationId: draft, title: 'Frites' } }),
      'The item id is required for this operation',
    ],
    [
      'a VAT rate over 100 %',
      ITEM_OP,
      ({ draft }) => ({ operation: 'ADD', input: { menuConfigurationId: draft, title: 'Frites', vatPercent: 120 } }),
      'The VAT rate must be between 0 and 100 %',
    ],
    [
      'a day that does not exist',
      MENU_OP,
      ({ draft }) => ({
        operation: 'ADD',
        input: { menuConfigurationId: draft, title: 'Soir', serviceAvailability: [{ dayOfWeek: 8, timePeriods: [] }] },
      }),
      'Day 8 does not exist: days go from 1 (Monday) to 7 (Sunday)',
    ],
    [
      'overlapping hours',
      MENU_OP,
      ({ draft }) => ({
        operation: 'ADD',
        input: {
          menuConfigurationId: draft,
          title: 'Soir',
          serviceAvailability: [
            {
              dayOfWeek: 5,
              timePeriods: [
                { startTime: '18:00', endTime: '23:00' },
                { startTime: '22:00', endTime: '24:00' },
              ],
            },
          ],
        },
      }),
      'Friday: 18:00–23:00 and 22:00–24:00 overlap',
    ],
    [
      'hours across midnight',
      MENU_OP,
      ({ draft }) => ({
        operation: 'ADD',
        input: {
          menuConfigurationId: draft,
          title: 'Nuit',
          serviceAvailability: [{ dayOfWeek: 6, timePeriods: [{ startTime: '22:00', endTime: '02:00' }] }],
        },
      }),
      'Saturday: 22:00–02:00 must start before it ends (a period past midnight goes on the next day from 00:00)',
    ],
    [
      'deleting a live menu',
      CONFIGURATION_OP,
      ({ other }) => ({ operation: 'DELETE', input: { id: other } }),
      "A restaurant's live menu cannot be deleted: only drafts can",
    ],
  ])('refuses %s with BAD_USER_INPUT and changes nothing', async (name, query, variables, message) => {
    const draft = await newDraft('Brouillon');
    const live = await configuration('menuV2', MENU_V2, { id: f.uber.configurationId });
    const error = await errorOf(
      query,
      variables({ draft: draft.id, other: f.uber.configurationId, item: live.items[0]?.id ?? 0 }),
    );
    expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error?.message).toContain(message);
    expect(error?.extensions).toMatchObject(REASONS[name] ?? { reason: 'a reason for every refusal' });
    const after = await configuration('menuV2', MENU_V2, { id: draft.id });
    expect([after.menus, after.categories, after.items, after.modifierGroups]).toEqual([[], [], [], []]);
  });

  it('keeps category positions to one configuration and another company’s categories out of reach', async () => {
    const draft = await newDraft('Brouillon');
    const live = await configuration('menuV2', MENU_V2, { id: f.uber.configurationId });
    const withCategory = await configuration('updateMenuCategory', CATEGORY_OP, {
      operation: 'ADD',
      input: { menuConfigurationId: draft.id, title: 'Entrées' },
    });
    const mixed = await errorOf(POSITIONS, {
      categories: [
        { id: withCategory.categories[0]?.id, position: 0 },
        { id: live.categories[0]?.id, position: 1 },
      ],
    });
    expect(mixed?.message).toBe('The categories must belong to one menu configuration');
    const pizza = await f.restaurantOf('PLATFORM_UBER_EAT', 'pizza');
    const pizzaMenu = (await f.run('menuV2', MENU_V2, { id: pizza.configurationId }, f.tokens.admin))
      .data as Configuration;
    expect(
      (await errorOf(POSITIONS, { categories: [{ id: pizzaMenu.categories[0]?.id, position: 3 }] }))?.extensions?.code,
    ).toBe('NOT_FOUND');
    expect(
      (
        await errorOf(ITEM_OP, {
          operation: 'DELETE',
          input: { menuConfigurationId: pizza.configurationId, id: pizzaMenu.items[0]?.id },
        })
      )?.extensions?.code,
    ).toBe('NOT_FOUND');
  });
});
