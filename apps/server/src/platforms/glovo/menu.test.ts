import { describe, expect, it } from 'vitest';
import { SAMPLE_MENU, TOMORROW } from '../menu-fixtures';
import { glovoAdapter } from './adapter';

const STORE = { storeId: 'FR-K2J9QD' };
const SMASH = [{ platformId: 'item-smash', title: 'Smash Burger' }];

describe('Glovo product availability (docs/platforms.md#glovo)', () => {
  it.each([
    [true, null],
    [false, TOMORROW],
    [false, null],
  ])('available %s (until %s) → PATCH the product', (available, until) => {
    expect(glovoAdapter.itemAvailabilityCall?.({ items: SMASH, available, until }, STORE)).toEqual({
      method: 'PATCH',
      path: '/webhook/stores/FR-K2J9QD/products/item-smash',
      body: { available },
    });
  });

  it('has no timer: Comptoir ends a suspension itself', () => {
    expect(glovoAdapter.endsSuspensionItself).toBe(false);
  });

  it('takes one product per call', () => {
    expect(() =>
      glovoAdapter.itemAvailabilityCall?.({ items: [...SMASH, ...SMASH], available: true, until: null }, STORE),
    ).toThrow(/Glovo takes one item/);
  });
});

describe('Glovo menu bulk update', () => {
  it('sends the sold items as products and the options as attributes, in decimal prices', () => {
    expect(glovoAdapter.menuPublishCall?.(SAMPLE_MENU, STORE)).toEqual({
      method: 'POST',
      path: '/webhook/stores/FR-K2J9QD/menu/updates',
      body: {
        products: [
          { id: 'item-smash', price: 12.9, available: true },
          { id: 'item-coke', price: 3, available: false },
        ],
        attributes: [
          { id: 'item-ketchup', price: 0, available: true },
          { id: 'item-mayo', price: 0.2, available: false },
        ],
      },
    });
  });

  it('has no opening or holiday hours call (Partner Webapp only)', () => {
    expect(glovoAdapter.openingHoursCall).toBeUndefined();
    expect(glovoAdapter.holidayHoursCalls).toBeUndefined();
  });
});
