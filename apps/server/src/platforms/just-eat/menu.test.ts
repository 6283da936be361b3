import { INDEFINITE_SUSPENSION_UNTIL } from '@comptoir/domain';
import { describe, expect, it } from 'vitest';
import type { ItemAvailabilityChange } from '../menu-document';
import { NOW, SAMPLE_MENU, TOMORROW } from '../menu-fixtures';
import { createJustEatAdapter } from './adapter';

const adapter = createJustEatAdapter({ now: () => NOW });
const STORE = { storeId: '51234' };
const ITEMS = [{ platformId: 'item-smash', title: 'Smash Burger' }];

describe('Just Eat item availability (JET Connect, docs/platforms.md#just-eat)', () => {
  it.each<[string, ItemAvailabilityChange, object]>([
    ['available', { items: ITEMS, available: true, until: null }, { event: 'AVAILABLE' }],
    [
      'off until tomorrow: JET restores it at nextAvailableAt',
      { items: ITEMS, available: false, until: TOMORROW },
      { event: 'UNAVAILABLE', nextAvailableAt: TOMORROW.toISOString() },
    ],
    [
      'off for good: no nextAvailableAt',
      { items: ITEMS, available: false, until: INDEFINITE_SUSPENSION_UNTIL },
      { event: 'UNAVAILABLE' },
    ],
  ])('%s', (_name, change, fields) => {
    expect(adapter.itemAvailabilityCall?.(change, STORE)).toEqual({
      method: 'POST',
      path: '/item-availability',
      body: { itemReferences: ['item-smash'], restaurant: '51234', happenedAt: NOW.toISOString(), ...fields },
    });
    expect(adapter.endsSuspensionItself).toBe(true);
  });
});

describe('Just Eat menu and service times', () => {
  it('posts the menus for the restaurant, items by PLU in minor units, groups with their modifiers', () => {
    const call = adapter.menuPublishCall?.(SAMPLE_MENU, STORE);
    expect(call).toMatchObject({ method: 'POST', path: '/menus', body: { restaurants: ['51234'] } });
    const [menu] = (call?.body as { menus: Record<string, unknown>[] }).menus;
    expect(menu).toMatchObject({
      reference: 'menu-main',
      name: 'La carte',
      currency: 'EUR',
      categories: [
        { reference: 'cat-burgers', name: 'Burgers', items: ['item-smash'] },
        { reference: 'cat-drinks', items: ['item-coke'] },
      ],
      modifierGroups: [
        {
          reference: 'mg-sauce',
          minChoices: 0,
          maxChoices: 2,
          modifiers: [
            { plu: 'item-ketchup', price: 0 },
            { plu: 'item-mayo', price: 20 },
          ],
        },
      ],
    });
    expect((menu?.items as unknown[])[0]).toMatchObject({
      plu: 'item-smash',
      price: 1290,
      taxRate: 10,
      modifierGroups: ['mg-sauce'],
      available: true,
    });
    expect(menu?.serviceTimes).toEqual([
      { dayOfWeek: 'Monday', start: '11:30', end: '14:30' },
      { dayOfWeek: 'Monday', start: '18:30', end: '22:30' },
      { dayOfWeek: 'Sunday', start: '18:30', end: '22:30' },
    ]);
  });

  it('puts the same service times for delivery and collection', () => {
    const days = [{ dayOfWeek: 2, timePeriods: [{ startTime: '12:00', endTime: '15:00' }] }];
    const times = [{ dayOfWeek: 'Tuesday', start: '12:00', end: '15:00' }];
    expect(adapter.openingHoursCall?.(days, STORE, null)).toEqual({
      method: 'PUT',
      path: '/restaurants/51234/servicetimes',
      body: { desiredServiceTimes: { delivery: times, collection: times } },
    });
  });

  it('has no holiday call', () => {
    expect(adapter.holidayHoursCalls).toBeUndefined();
  });
});
