import { cleanup, screen, within } from '@testing-library/react';
import { orderTotalOf } from '@comptoir/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { shownLineRow, type ShownLine, type ShownOption } from './order-line-input';
import { OrderLineList } from './order-line-list';
import { OrderMoney } from './order-money';

// docs/orders.md#lines-and-options: what a person reads on the screen adds up, whatever the order.

/** "1 234,56 €", "-5,00 €" as written on screen → minor units. */
function minor(text: string): number {
  return Math.round(Number(text.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.')) * 100);
}

const AMOUNT = /-?\d[\d\s\u00a0\u202f]*,\d\d\s€/g;

/** What each line comes to as the screen shows it: its "Line total" row, or the item's amount when it has none. */
function shownLineTotals(): number[] {
  return within(screen.getByRole('list', { name: 'Items' }))
    .getAllByRole('listitem')
    .map((item) => {
      const text = item.textContent ?? '';
      const total = /Line total(.*)$/.exec(text)?.[1];
      return minor(total ?? text.match(AMOUNT)?.[0] ?? '');
    });
}

function shownMoney(): Record<string, number> {
  const rows = within(screen.getByRole('region', { name: 'Totals' })).getAllByText(AMOUNT);
  return Object.fromEntries(
    rows.map((amount) => [amount.previousElementSibling?.textContent ?? '', minor(amount.textContent ?? '')]),
  );
}

// Options as intake stores them: total = unit × quantity × the parent's count; ids depth-first.
function optionsArbitrary(parentCount: number, parentId: number | null, depth: number): fc.Arbitrary<ShownOption[]> {
  return fc
    .array(
      fc.record({
        quantity: fc.integer({ min: 1, max: 3 }),
        unitPrice: fc.integer({ min: 0, max: 400 }),
        children: fc.boolean(),
      }),
      { maxLength: depth === 1 ? 3 : 1 },
    )
    .chain((options) =>
      fc
        .tuple(
          ...options.map((option, index) => {
            const id = (parentId ?? 0) * 10 + index + 1;
            const own: ShownOption = {
              id,
              parentId,
              quantity: option.quantity,
              unitPrice: option.unitPrice,
              price: option.unitPrice * option.quantity * parentCount,
              customisation: { title: `Option ${id}` },
              group: { title: 'Suppléments' },
            };
            return option.children && depth < 3
              ? optionsArbitrary(option.quantity * parentCount, id, depth + 1).map((nested) => [own, ...nested])
              : fc.constant([own]);
          }),
        )
        .map((lists) => lists.flat()),
    );
}

const lineArbitrary: fc.Arbitrary<ShownLine> = fc
  .record({
    quantity: fc.integer({ min: 1, max: 6 }),
    price: fc.integer({ min: 0, max: 3_000 }),
    title: fc.constantFrom('Burger', 'Pizza Reine', 'Frites'),
  })
  .chain((line) =>
    optionsArbitrary(line.quantity, null, 1).map((customisations) => ({
      quantity: line.quantity,
      price: line.price,
      item: { title: line.title },
      customisations,
    })),
  );

describe('order lines on screen', () => {
  it('show lines whose totals add up to Sales, and money rows where Sales − promotion + delivery + tips = Total', () => {
    fc.assert(
      fc.property(
        fc.array(lineArbitrary, { minLength: 1, maxLength: 4 }),
        fc.record({
          promo: fc.integer({ min: 0, max: 1_000 }),
          deliveryPrice: fc.integer({ min: 0, max: 500 }),
          tips: fc.integer({ min: 0, max: 300 }),
        }),
        (lines, extras) => {
          const rows = lines.map(shownLineRow);
          // The stored cart rule: subtotal = Σ line price × quantity + Σ option prices.
          const subtotal = lines.reduce(
            (sum, line) =>
              sum + line.price * line.quantity + line.customisations.reduce((own, option) => own + option.price, 0),
            0,
          );
          const amounts = { subtotal, ...extras, total: orderTotalOf({ subtotal, ...extras }) };
          renderWithProviders(
            <>
              <OrderLineList lines={rows} currency="EUR" />
              <OrderMoney amounts={amounts} currency="EUR" />
            </>,
          );
          const money = shownMoney();
          expect(shownLineTotals().reduce((sum, total) => sum + total, 0)).toBe(money.Sales);
          expect((money.Sales ?? 0) + (money.Promotion ?? 0) + (money['Delivery price'] ?? 0) + (money.Tips ?? 0)).toBe(
            money.Total,
          );
          cleanup();
        },
      ),
      { numRuns: 20 },
    );
    // Twenty renders of the Mantine tree take a few seconds on a busy machine.
  }, 30_000);

  it('names each option as chosen, in its group, with its surcharge × how many the line holds', () => {
    const line: ShownLine = {
      quantity: 2,
      price: 950,
      item: { title: 'Burger' },
      customisations: [
        {
          id: 1,
          parentId: null,
          quantity: 1,
          unitPrice: 100,
          price: 200,
          customisation: { title: 'Œuf' },
          group: { title: 'Suppléments' },
        },
        {
          id: 2,
          parentId: null,
          quantity: 2,
          unitPrice: 50,
          price: 200,
          customisation: { title: 'Mozzarella' },
          group: { title: 'Suppléments' },
        },
        {
          id: 3,
          parentId: null,
          quantity: 1,
          unitPrice: 0,
          price: 0,
          customisation: { title: 'Champignons' },
          group: null,
        },
      ],
    };
    renderWithProviders(<OrderLineList lines={[line].map(shownLineRow)} currency="EUR" />);
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent(
      /^2 × Burger19,00 €2 × 9,50 €\+ Œuf · Suppléments \(2 × 1,00 €\)2,00 €\+ 2 × Mozzarella · Suppléments \(4 × 0,50 €\)2,00 €\+ ChampignonsLine total23,00 €$/,
    );
  });
});
