import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  lineTotal,
  nestOptions,
  optionTotal,
  orderAmountsOf,
  orderLinesView,
  type OrderLine,
  type OrderOption,
} from './order-lines';

const egg = (quantity: number, parentCount: number): OrderOption => ({
  name: 'Œuf',
  group: 'Suppléments',
  quantity,
  unitPrice: 100,
  total: optionTotal(100, quantity, parentCount),
  options: [],
});

describe('order lines', () => {
  it('totals a line as unit price × quantity plus every option, nested ones included', () => {
    const sauce: OrderOption = {
      name: 'Sauce',
      group: 'Sauces',
      quantity: 1,
      unitPrice: 20,
      total: optionTotal(20, 1, 4),
      options: [],
    };
    const line: OrderLine = {
      name: 'Burger',
      quantity: 2,
      unitPrice: 950,
      options: [{ ...egg(2, 2), options: [sauce] }],
    };
    // 2 × 9.50 + 4 eggs × 1.00 + 4 sauces × 0.20
    expect(lineTotal(line)).toBe(1900 + 400 + 80);
  });

  it('shows each option under its line with its group, how many the line holds and its own total', () => {
    const line: OrderLine = { name: 'Burger', quantity: 3, unitPrice: 950, options: [egg(2, 3)] };
    const view = orderLinesView([line], orderAmountsOf([line], { promo: 100, deliveryPrice: 250, tips: 50 }));
    expect(view.lines[0]).toEqual({
      name: 'Burger',
      quantity: 3,
      unitPrice: 950,
      itemAmount: 2850,
      options: [{ depth: 1, name: 'Œuf', group: 'Suppléments', quantity: 2, count: 6, unitPrice: 100, total: 600 }],
      total: 3450,
      showsTotalRow: true,
    });
    expect(view).toMatchObject({ sales: 3450, promo: 100, deliveryPrice: 250, tips: 50, total: 3650 });
  });

  it('nests a flat depth-first list by parent, keeping the order, and keeps an orphan at the top', () => {
    const flat = [
      { id: 1, parentId: null, ...egg(1, 1) },
      { id: 2, parentId: 1, ...egg(1, 1), name: 'Sel' },
      { id: 3, parentId: 99, ...egg(1, 1), name: 'Orphelin' },
    ];
    const nested = nestOptions(flat);
    expect(nested.map((option) => option.name)).toEqual(['Œuf', 'Orphelin']);
    expect(nested[0]?.options.map((option) => option.name)).toEqual(['Sel']);
  });
});

// Options priced as every platform's intake prices them: unit × quantity × the parent's count.
const optionArbitrary = (parentCount: number, depth: number): fc.Arbitrary<OrderOption> =>
  fc
    .record({
      quantity: fc.integer({ min: 1, max: 4 }),
      unitPrice: fc.integer({ min: 0, max: 2_000 }),
      name: fc.string(),
      group: fc.option(fc.string()),
    })
    .chain((option) =>
      fc
        .array(depth < 3 ? optionArbitrary(option.quantity * parentCount, depth + 1) : fc.constant(null), {
          maxLength: depth < 3 ? 3 : 0,
        })
        .map((children): OrderOption => ({
          ...option,
          total: optionTotal(option.unitPrice, option.quantity, parentCount),
          options: children.filter((child): child is OrderOption => child !== null),
        })),
    );

const lineArbitrary: fc.Arbitrary<OrderLine> = fc
  .record({
    name: fc.string(),
    quantity: fc.integer({ min: 1, max: 9 }),
    unitPrice: fc.integer({ min: 0, max: 5_000 }),
  })
  .chain((line) =>
    fc.array(optionArbitrary(line.quantity, 1), { maxLength: 4 }).map((options) => ({ ...line, options })),
  );

describe('order lines add up', () => {
  it('shows lines whose totals add up to Sales, and Sales − promotion + delivery + tips = Total', () => {
    const extras = fc.record({
      promo: fc.integer({ min: 0, max: 2_000 }),
      deliveryPrice: fc.integer({ min: 0, max: 900 }),
      tips: fc.integer({ min: 0, max: 500 }),
    });
    fc.assert(
      fc.property(fc.array(lineArbitrary, { minLength: 1, maxLength: 6 }), extras, (lines, amounts) => {
        const view = orderLinesView(lines, orderAmountsOf(lines, amounts));
        expect(view.lines.reduce((sum, line) => sum + line.total, 0)).toBe(view.sales);
        expect(view.sales - view.promo + view.deliveryPrice + view.tips).toBe(view.total);
        for (const line of view.lines) {
          expect(line.itemAmount + line.options.reduce((sum, option) => sum + option.total, 0)).toBe(line.total);
          for (const option of line.options) expect(option.count * option.unitPrice).toBe(option.total);
        }
      }),
    );
  });
});
