import type { Db } from '../../../db/client';
import { cartCustomisations, cartLines, type CartRow } from '../../../db/schema';
import { aCart, type ACartOptions } from '../../orders/testing/a-cart';
import { writeVatSplit } from '../write-vat-split';

export type LineSpec = { price: number; quantity: number; vatPercent: number; customisations: number[] };

export type VatOrderSpec = Omit<ACartOptions, 'subtotal' | 'total'> & {
  lines: LineSpec[];
  /** Only for an order whose platform sent totals without lines; otherwise Σ lines. */
  subtotal?: number;
  promo?: number;
  deliveryPrice?: number;
  tips?: number;
};

/** Σ lines as the carts schema defines subtotal: price × quantity plus customisation prices (quantities included). */
export function subtotalOf(lines: readonly LineSpec[]): number {
  return lines.reduce(
    (sum, line) => sum + line.price * line.quantity + line.customisations.reduce((a, b) => a + b, 0),
    0,
  );
}

/** An order whose subtotal and total follow the carts schema, with its lines, flat customisations and VAT split. */
export async function aVatOrder(db: Db, spec: VatOrderSpec): Promise<CartRow> {
  const { lines, promo = 0, deliveryPrice = 0, tips = 0, ...options } = spec;
  const subtotal = spec.subtotal ?? subtotalOf(lines);
  const cart = await aCart(db, {
    ...options,
    subtotal,
    promo,
    deliveryPrice,
    tips,
    total: subtotal - promo + deliveryPrice + tips,
  });
  for (const [position, line] of lines.entries()) {
    const [row] = await db
      .insert(cartLines)
      .values({
        cartId: cart.id,
        position,
        quantity: line.quantity,
        price: line.price,
        itemTitle: `Item ${position}`,
        itemVatPurcent: line.vatPercent,
      })
      .returning({ id: cartLines.id });
    if (!row) throw new Error('Could not insert the line');
    if (line.customisations.length > 0) {
      await db.insert(cartCustomisations).values(
        line.customisations.map((price, index) => ({
          cartLineId: row.id,
          position: index,
          price,
          itemTitle: `Option ${index}`,
        })),
      );
    }
  }
  await writeVatSplit(db, cart.id);
  return cart;
}
