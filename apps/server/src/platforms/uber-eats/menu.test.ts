import { INDEFINITE_SUSPENSION_UNTIL } from '@comptoir/domain';
import { describe, expect, it } from 'vitest';
import type { ItemAvailabilityChange } from '../menu-document';
import { ADD_NEW_YEAR, CHRISTMAS, SAMPLE_MENU, TOMORROW } from '../menu-fixtures';
import { uberEatsAdapter } from './adapter';

const STORE = { storeId: 'ab/12' };
const ITEM = [{ platformId: 'item-smash', title: 'Smash Burger' }];
const TOMORROW_SECONDS = TOMORROW.getTime() / 1000;
const FOR_EVER_SECONDS = Math.floor(INDEFINITE_SUSPENSION_UNTIL.getTime() / 1000);

describe('Uber Eats item availability (docs/platforms.md#uber-eats-store-hours-and-menus)', () => {
  it.each<[string, ItemAvailabilityChange, object]>([
    ['available', { items: ITEM, available: true, until: null }, { suspend_until: 0 }],
    [
      'off until tomorrow',
      { items: ITEM, available: false, until: TOMORROW },
      { suspend_until: TOMORROW_SECONDS, reason: expect.any(String) },
    ],
    [
      'off for good (until null)',
      { items: ITEM, available: false, until: null },
      { suspend_until: FOR_EVER_SECONDS, reason: expect.any(String) },
    ],
    [
      'off for good (the domain’s far future)',
      { items: ITEM, available: false, until: INDEFINITE_SUSPENSION_UNTIL },
      { suspend_until: FOR_EVER_SECONDS, reason: expect.any(String) },
    ],
  ])('%s → a sparse item update', (_name, change, suspension) => {
    expect(uberEatsAdapter.itemAvailabilityCall?.(change, STORE)).toEqual({
      method: 'POST',
      path: '/v2/eats/stores/ab%2F12/menus/items/item-smash',
      body: { suspension_info: { suspension } },
    });
  });

  it('takes one item per call and says so otherwise', () => {
    const two = { items: [...ITEM, { platformId: 'item-coke', title: 'Coca-Cola' }], available: true, until: null };
    expect(() => uberEatsAdapter.itemAvailabilityCall?.(two, STORE)).toThrow(/one item per availability call, got 2/);
    expect(() => uberEatsAdapter.itemAvailabilityCall?.({ items: [], available: true, until: null }, STORE)).toThrow(
      /got 0/,
    );
  });

  it('lets Uber end a timed suspension itself', () => {
    expect(uberEatsAdapter.endsSuspensionItself).toBe(true);
  });
});

describe('Uber Eats menu upload', () => {
  const call = uberEatsAdapter.menuPublishCall?.(SAMPLE_MENU, STORE);
  const body = call?.body as {
    menus: unknown[];
    categories: unknown[];
    items: Record<string, unknown>[];
    modifier_groups: unknown[];
  };

  it('replaces the whole menu of the store', () => {
    expect(call).toMatchObject({ method: 'PUT', path: '/v2/eats/stores/ab%2F12/menus' });
  });

  it('carries the menus with their service availability, closed days left out, and their categories', () => {
    expect(body.menus).toEqual([
      {
        id: 'menu-main',
        title: { translations: { en_us: 'La carte' } },
        subtitle: { translations: { en_us: 'Midi et soir' } },
        service_availability: [
          {
            day_of_week: 'monday',
            time_periods: [
              { start_time: '11:30', end_time: '14:30' },
              { start_time: '18:30', end_time: '22:30' },
            ],
          },
          { day_of_week: 'sunday', time_periods: [{ start_time: '18:30', end_time: '22:30' }] },
        ],
        category_ids: ['cat-burgers', 'cat-drinks'],
      },
    ]);
    expect(body.categories[0]).toEqual({
      id: 'cat-burgers',
      title: { translations: { en_us: 'Burgers' } },
      entities: [{ id: 'item-smash', type: 'ITEM' }],
    });
  });

  it('prices items in minor units, with the option’s price and quantity as overrides in its group', () => {
    expect(body.items.find((item) => item.id === 'item-smash')).toMatchObject({
      price_info: { price: 1290, overrides: [] },
      tax_info: { vat_rate_percentage: 10 },
      modifier_group_ids: { ids: ['mg-sauce'] },
      image_url: 'https://img.test/smash.jpg',
      suspension_info: { suspension: { suspend_until: 0 } },
    });
    expect(body.items.find((item) => item.id === 'item-mayo')).toMatchObject({
      price_info: { price: 50, overrides: [{ context_type: 'MODIFIER_GROUP', context_value: 'mg-sauce', price: 20 }] },
      quantity_info: {
        overrides: [
          {
            context_type: 'MODIFIER_GROUP',
            context_value: 'mg-sauce',
            quantity: { min_permitted: 0, max_permitted: 2 },
          },
        ],
      },
    });
    expect(body.modifier_groups).toEqual([
      {
        id: 'mg-sauce',
        title: { translations: { en_us: 'Sauce' } },
        quantity_info: { quantity: { min_permitted: 0, max_permitted: 2 } },
        modifier_options: [
          { id: 'item-ketchup', type: 'ITEM' },
          { id: 'item-mayo', type: 'ITEM' },
        ],
      },
    ]);
  });

  it('keeps an unavailable item suspended until its end, or for good when it has none', () => {
    const suspendUntil = (id: string) =>
      (body.items.find((item) => item.id === id)?.suspension_info as { suspension: { suspend_until: number } })
        .suspension.suspend_until;
    expect(suspendUntil('item-mayo')).toBe(TOMORROW_SECONDS);
    expect(suspendUntil('item-coke')).toBe(FOR_EVER_SECONDS);
  });
});

describe('Uber Eats opening hours (the menus’ service availability)', () => {
  const week = [{ dayOfWeek: 3, timePeriods: [{ startTime: '12:00', endTime: '24:00' }] }];

  it('uploads the live menu, built with the new hours, again (midnight as 23:59)', () => {
    const menu = { ...SAMPLE_MENU, menus: SAMPLE_MENU.menus.map((entry) => ({ ...entry, serviceAvailability: week })) };
    const call = uberEatsAdapter.openingHoursCall?.(week, STORE, menu);
    expect(call).toMatchObject({ method: 'PUT', path: '/v2/eats/stores/ab%2F12/menus' });
    expect((call?.body as { menus: { service_availability: unknown }[] }).menus[0]?.service_availability).toEqual([
      { day_of_week: 'wednesday', time_periods: [{ start_time: '12:00', end_time: '23:59' }] },
    ]);
  });

  it('has nothing to carry the hours without a menu', () => {
    expect(uberEatsAdapter.openingHoursCall?.(week, STORE, null)).toBeNull();
    expect(uberEatsAdapter.openingHoursCall?.(week, STORE, { ...SAMPLE_MENU, menus: [] })).toBeNull();
  });
});

describe('Uber Eats holiday hours', () => {
  it('overwrites every holiday with each closed day of every closure, 00:00–00:00', () => {
    const closed = { open_time_periods: [{ start_time: '00:00', end_time: '00:00' }] };
    expect(uberEatsAdapter.holidayHoursCalls?.(ADD_NEW_YEAR, STORE)).toEqual([
      {
        method: 'POST',
        path: '/v1/eats/stores/ab%2F12/holiday-hours',
        body: {
          holiday_hours: { '2026-12-24': closed, '2026-12-25': closed, '2026-12-26': closed, '2027-01-01': closed },
        },
      },
    ]);
  });

  it('removing the last closure sends an empty list', () => {
    const change = { closures: [], added: [], removed: [{ closure: CHRISTMAS, platformRef: null }] };
    expect(uberEatsAdapter.holidayHoursCalls?.(change, STORE)?.[0]?.body).toEqual({ holiday_hours: {} });
  });

  it('refuses a reversed closure', () => {
    const change = { closures: [{ ...CHRISTMAS, fromDate: '2026-12-27' }], added: [], removed: [] };
    expect(() => uberEatsAdapter.holidayHoursCalls?.(change, STORE)).toThrow(
      /cannot end \(2026-12-26\) before it starts/,
    );
  });
});
