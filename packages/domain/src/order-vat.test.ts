import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountExcludingVat, splitOrderVat } from './order-vat';

describe('splitOrderVat', () => {
  it('puts an order without promotion at its lines’ rates, delivery at 20 % and tips outside VAT', () => {
    expect(
      splitOrderVat({
        total: 2_850,
        deliveryPrice: 250,
        tips: 100,
        lines: [
          { vatPercent: 10, amount: 2_000 },
          { vatPercent: 5.5, amount: 500 },
        ],
      }),
    ).toEqual([
      { rate: 0, ttc: 100, ht: 100, tva: 0 },
      { rate: 5.5, ttc: 500, ht: 474, tva: 26 },
      { rate: 10, ttc: 2_000, ht: 1_818, tva: 182 },
      { rate: 20, ttc: 250, ht: 208, tva: 42 },
    ]);
  });

  it('spreads a promotion over the rates in proportion to their weights', () => {
    // 1 000 of goods for 1 500 of lines: each rate keeps two thirds, 666.67 and 333.33, and the cent goes to the larger
    // remainder.
    expect(
      splitOrderVat({
        total: 1_000,
        deliveryPrice: 0,
        tips: 0,
        lines: [
          { vatPercent: 10, amount: 1_000 },
          { vatPercent: 20, amount: 500 },
        ],
      }),
    ).toEqual([
      { rate: 10, ttc: 667, ht: 606, tva: 61 },
      { rate: 20, ttc: 333, ht: 278, tva: 55 },
    ]);
  });

  it('gives a tied cent to the lower rate', () => {
    expect(
      splitOrderVat({
        total: 101,
        deliveryPrice: 0,
        tips: 0,
        lines: [
          { vatPercent: 20, amount: 100 },
          { vatPercent: 10, amount: 100 },
        ],
      }),
    ).toEqual([
      { rate: 10, ttc: 51, ht: 46, tva: 5 },
      { rate: 20, ttc: 50, ht: 42, tva: 8 },
    ]);
  });

  it('adds delivery to goods sold at 20 % and tips to goods at 0 %', () => {
    expect(
      splitOrderVat({
        total: 1_700,
        deliveryPrice: 300,
        tips: 200,
        lines: [
          { vatPercent: 20, amount: 1_000 },
          { vatPercent: 0, amount: 200 },
        ],
      }),
    ).toEqual([
      { rate: 0, ttc: 400, ht: 400, tva: 0 },
      { rate: 20, ttc: 1_300, ht: 1_083, tva: 217 },
    ]);
  });

  it('puts the goods of an order without priced lines at 10 %', () => {
    expect(splitOrderVat({ total: 1_450, deliveryPrice: 250, tips: 0, lines: [] })).toEqual([
      { rate: 10, ttc: 1_200, ht: 1_091, tva: 109 },
      { rate: 20, ttc: 250, ht: 208, tva: 42 },
    ]);
    expect(splitOrderVat({ total: 990, deliveryPrice: 0, tips: 0, lines: [{ vatPercent: 5.5, amount: 0 }] })).toEqual([
      { rate: 10, ttc: 990, ht: 900, tva: 90 },
    ]);
  });

  it('leaves out an order that costs nothing', () => {
    expect(splitOrderVat({ total: 0, deliveryPrice: 0, tips: 0, lines: [{ vatPercent: 10, amount: 500 }] })).toEqual(
      [],
    );
  });

  it('refuses amounts that are not minor units and rates that are not percentages', () => {
    expect(() => splitOrderVat({ total: 10.5, deliveryPrice: 0, tips: 0, lines: [] })).toThrow(
      'total must be an integer number of minor units',
    );
    expect(() =>
      splitOrderVat({ total: 100, deliveryPrice: 0, tips: 0, lines: [{ vatPercent: -1, amount: 100 }] }),
    ).toThrow('between 0 and 100');
    expect(() =>
      splitOrderVat({ total: 100, deliveryPrice: 0, tips: 0, lines: [{ vatPercent: 10, amount: Number.NaN }] }),
    ).toThrow('A line amount');
  });

  const lineArbitrary = fc.record({
    vatPercent: fc.constantFrom(0, 2.1, 5.5, 10, 20),
    amount: fc.integer({ min: 0, max: 50_000 }),
  });
  const orderArbitrary = fc
    .record({
      lines: fc.array(lineArbitrary, { maxLength: 6 }),
      promoPercent: fc.integer({ min: 0, max: 100 }),
      deliveryPrice: fc.integer({ min: 0, max: 1_000 }),
      tips: fc.integer({ min: 0, max: 1_000 }),
    })
    .map(({ lines, promoPercent, deliveryPrice, tips }) => {
      const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
      return {
        lines,
        deliveryPrice,
        tips,
        total: subtotal - Math.floor((subtotal * promoPercent) / 100) + deliveryPrice + tips,
      };
    });

  it('adds up to the total to the cent, with ht + tva = ttc at every rate', () => {
    fc.assert(
      fc.property(orderArbitrary, (order) => {
        const shares = splitOrderVat(order);
        expect(shares.reduce((sum, share) => sum + share.ttc, 0)).toBe(order.total);
        for (const share of shares) expect(share.ht + share.tva).toBe(share.ttc);
        expect(new Set(shares.map((share) => share.rate)).size).toBe(shares.length);
      }),
    );
  });

  it('gives each rate of the goods its proportional share, within a cent', () => {
    fc.assert(
      fc.property(orderArbitrary, (order) => {
        const weight = order.lines.reduce((sum, line) => sum + line.amount, 0);
        const goods = order.total - order.deliveryPrice - order.tips;
        if (weight === 0 || order.deliveryPrice > 0 || order.tips > 0) return;
        for (const share of splitOrderVat(order)) {
          const own = order.lines
            .filter((line) => line.vatPercent === share.rate)
            .reduce((sum, line) => sum + line.amount, 0);
          expect(Math.abs(share.ttc - (goods * own) / weight)).toBeLessThan(1);
        }
      }),
    );
  });
});

describe('amountExcludingVat', () => {
  it.each([
    [300, 20, 250],
    [3, 20, 3], // 2.5 rounds away from zero
    [-3, 20, -3],
    [1_055, 5.5, 1_000],
    [110, 10, 100],
    [0, 10, 0],
    [121, 2.1, 119],
  ])('%i at %f %% is %i before VAT', (ttc, rate, ht) => {
    expect(amountExcludingVat(ttc, rate)).toBe(ht);
  });
});
