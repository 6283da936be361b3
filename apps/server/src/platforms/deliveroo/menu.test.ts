import { INDEFINITE_SUSPENSION_UNTIL } from '@comptoir/domain';
import { describe, expect, it } from 'vitest';
import type { ItemAvailabilityChange } from '../menu-document';
import { ADD_NEW_YEAR, CHRISTMAS, NEW_YEAR, SAMPLE_MENU, TOMORROW } from '../menu-fixtures';
import { deliverooAdapter } from './adapter';

const STORE = { storeId: '482913', brandId: 'demo-brand' };
const NO_BRAND = { storeId: '482913' };
const ITEMS = [
  { platformId: 'item-smash', title: 'Smash Burger' },
  { platformId: 'item-coke', title: 'Coca-Cola' },
];
const SITE = '/site/v1/brands/demo-brand/sites/482913';

describe('Deliveroo item availability (docs/platforms.md#deliveroo-site-hours-and-menus)', () => {
  it.each<[string, ItemAvailabilityChange, string]>([
    ['available', { items: ITEMS, available: true, until: null }, 'available'],
    [
      'off until tomorrow: sold out until the morning reset',
      { items: ITEMS, available: false, until: TOMORROW },
      'unavailable',
    ],
    ['off for good: hidden', { items: ITEMS, available: false, until: null }, 'hidden'],
    [
      'off for good (the domain’s far future): hidden',
      { items: ITEMS, available: false, until: INDEFINITE_SUSPENSION_UNTIL },
      'hidden',
    ],
  ])('%s → %s for every listed item', (_name, change, status) => {
    expect(deliverooAdapter.itemAvailabilityCall?.(change, STORE)).toEqual({
      method: 'POST',
      path: '/menu/v2/brands/demo-brand/sites/482913/menu/item_unavailabilities',
      body: {
        item_unavailabilities: [
          { item_id: 'item-smash', status },
          { item_id: 'item-coke', status },
        ],
      },
    });
  });

  it('has Comptoir end "unavailable" at midnight, before Deliveroo’s morning reset, and sends nothing without the brand id', () => {
    expect(deliverooAdapter.endsSuspensionItself).toBe(false);
    expect(
      deliverooAdapter.itemAvailabilityCall?.({ items: ITEMS, available: true, until: null }, NO_BRAND),
    ).toBeNull();
    expect(deliverooAdapter.menuPublishCall?.(SAMPLE_MENU, NO_BRAND)).toBeNull();
    expect(deliverooAdapter.openingHoursCall?.([], NO_BRAND, null)).toBeNull();
    expect(deliverooAdapter.holidayHoursCalls?.(ADD_NEW_YEAR, NO_BRAND)).toBeNull();
  });
});

describe('Deliveroo menu upload (unverified path)', () => {
  const call = deliverooAdapter.menuPublishCall?.(SAMPLE_MENU, STORE);
  const menu = (call?.body as { menu: Record<string, Record<string, unknown>[]> }).menu;

  it('puts one menu per site, named after the site, for that site', () => {
    expect(call).toMatchObject({
      method: 'PUT',
      path: '/menu/v1/brands/demo-brand/menus/comptoir-482913',
      body: { name: 'La carte', site_ids: ['482913'] },
    });
  });

  it('carries mealtimes with the whole week, categories, priced items and modifiers', () => {
    expect(menu.mealtimes?.[0]).toMatchObject({ id: 'menu-main', category_ids: ['cat-burgers', 'cat-drinks'] });
    expect((menu.mealtimes?.[0]?.schedule as unknown[]).length).toBe(7);
    expect(menu.categories?.[1]).toEqual({
      id: 'cat-drinks',
      name: { en: 'Boissons' },
      description: { en: 'Bien fraîches' },
      item_ids: ['item-coke'],
    });
    expect(menu.items?.find((item) => item.id === 'item-mayo')).toMatchObject({
      plu: 'item-mayo',
      price_info: { price: 50, overrides: [{ id: 'mg-sauce', price: 20 }] },
      tax_rate: '10',
    });
    expect(menu.modifiers).toEqual([
      {
        id: 'mg-sauce',
        name: { en: 'Sauce' },
        min_selection: 0,
        max_selection: 2,
        item_ids: ['item-ketchup', 'item-mayo'],
      },
    ]);
  });
});

describe('Deliveroo opening hours and days off', () => {
  it('posts the whole week, every day named, closed days empty', () => {
    const call = deliverooAdapter.openingHoursCall?.(SAMPLE_MENU.menus[0]?.serviceAvailability ?? [], STORE, null);
    const week = (call?.body as { opening_hours: { day_of_week: string; time_periods: unknown[] }[] }).opening_hours;
    expect(call).toMatchObject({ method: 'POST', path: `${SITE}/opening_hours` });
    expect(week.map((day) => [day.day_of_week, day.time_periods.length])).toEqual([
      ['monday', 2],
      ['tuesday', 0],
      ['wednesday', 0],
      ['thursday', 0],
      ['friday', 0],
      ['saturday', 0],
      ['sunday', 1],
    ]);
    expect(week[0]?.time_periods).toEqual([
      { start: '11:30', end: '14:30' },
      { start: '18:30', end: '22:30' },
    ]);
  });

  it('creates one day off per added closure, midnight to the midnight after, and cancels removed ones by id', () => {
    const change = {
      closures: [NEW_YEAR],
      added: [NEW_YEAR],
      removed: [
        { closure: CHRISTMAS, platformRef: '482913-off-1' },
        { closure: CHRISTMAS, platformRef: null },
      ],
    };
    expect(deliverooAdapter.holidayHoursCalls?.(change, STORE)).toEqual([
      {
        method: 'POST',
        path: `${SITE}/days_off`,
        body: {
          local_start_time: '2027-01-01T00:00:00',
          local_end_time: '2027-01-02T00:00:00',
          reason: expect.any(String),
        },
      },
      { method: 'DELETE', path: `${SITE}/days_off/482913-off-1` },
    ]);
  });

  it.each([
    ['{"id":"do-7","local_start_time":"2027-01-01T00:00:00"}', 'do-7'],
    ['{"id":42}', '42'],
    ['{"local_start_time":"x"}', null],
    ['not json', null],
    [null, null],
  ])('reads the day off id from %s', (body, ref) => {
    expect(deliverooAdapter.holidayRefFromResponse?.(body)).toBe(ref);
  });
});
