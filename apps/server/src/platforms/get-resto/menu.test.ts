import { INDEFINITE_SUSPENSION_UNTIL } from '@comptoir/domain';
import { describe, expect, it } from 'vitest';
import { ADD_NEW_YEAR, SAMPLE_MENU, TOMORROW } from '../menu-fixtures';
import { getRestoAdapter } from './adapter';

const STORE = { storeId: 'gr-4821' };
const ITEMS = [{ platformId: 'item-smash', title: 'Smash Burger' }];

describe('GET RESTO menu and hours callbacks (README.md)', () => {
  it.each([
    [true, null, null],
    [false, TOMORROW, TOMORROW.toISOString()],
    [false, INDEFINITE_SUSPENSION_UNTIL, null],
  ])('availability %s until %s → until %s', (available, until, sent) => {
    expect(getRestoAdapter.itemAvailabilityCall?.({ items: ITEMS, available, until }, STORE)).toEqual({
      method: 'POST',
      path: '/stores/gr-4821/items/availability',
      body: { items: [{ id: 'item-smash', title: 'Smash Burger' }], available, until: sent },
    });
  });

  it('keeps no timer on the application’s side', () => {
    expect(getRestoAdapter.endsSuspensionItself).toBe(false);
  });

  it('puts the menu document with the whole week and each item’s end of suspension', () => {
    const call = getRestoAdapter.menuPublishCall?.(SAMPLE_MENU, STORE);
    const body = call?.body as {
      menus: { serviceAvailability: unknown[] }[];
      items: Record<string, unknown>[];
      modifierGroups: unknown;
    };
    expect(call).toMatchObject({
      method: 'PUT',
      path: '/stores/gr-4821/menu',
      body: { currency: 'EUR', categories: SAMPLE_MENU.categories, modifierGroups: SAMPLE_MENU.modifierGroups },
    });
    expect(body.menus[0]?.serviceAvailability).toHaveLength(7);
    expect(body.items.map((item) => [item.id, item.available, item.unavailableUntil])).toEqual([
      ['item-smash', true, null],
      ['item-ketchup', true, null],
      ['item-mayo', false, TOMORROW.toISOString()],
      ['item-coke', false, null],
    ]);
    expect(body.items[0]).not.toHaveProperty('suspendUntil');
  });

  it('puts the week and the closures left', () => {
    expect(
      getRestoAdapter.openingHoursCall?.(
        [{ dayOfWeek: 5, timePeriods: [{ startTime: '18:00', endTime: '23:00' }] }],
        STORE,
        null,
      ),
    ).toMatchObject({
      method: 'PUT',
      path: '/stores/gr-4821/opening-hours',
      body: {
        days: expect.arrayContaining([
          { dayOfWeek: 5, timePeriods: [{ startTime: '18:00', endTime: '23:00' }] },
          { dayOfWeek: 1, timePeriods: [] },
        ]),
      },
    });
    expect(getRestoAdapter.holidayHoursCalls?.(ADD_NEW_YEAR, STORE)).toEqual([
      {
        method: 'PUT',
        path: '/stores/gr-4821/closures',
        body: {
          closures: [
            { fromDate: '2026-12-24', toDate: '2026-12-26', timeZone: 'Europe/Paris' },
            { fromDate: '2027-01-01', toDate: '2027-01-01', timeZone: 'Europe/Paris' },
          ],
        },
      },
    ]);
  });
});

describe('Click N Collect', () => {
  it('has no menu, availability or hours calls: Comptoir is the platform', async () => {
    const { clickNCollectAdapter } = await import('../click-n-collect/adapter');
    expect([
      clickNCollectAdapter.itemAvailabilityCall,
      clickNCollectAdapter.menuPublishCall,
      clickNCollectAdapter.openingHoursCall,
      clickNCollectAdapter.holidayHoursCalls,
    ]).toEqual([undefined, undefined, undefined, undefined]);
  });
});
