import { splitOrderVat, type VatShare } from '@comptoir/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartCustomisations, cartLines, carts, cartVatSplits, type CartVatSplitRow } from '../../db/schema';

/** The rows of cart_vat_splits for an order's split. */
export function vatSplitRows(cartId: number, shares: readonly VatShare[]): CartVatSplitRow[] {
  return shares.map((share) => ({ cartId, rate: share.rate, ttc: share.ttc, ht: share.ht }));
}

/**
 * Computes the VAT split of an order from what is stored of it (its totals, its lines and their options) and stores
 * it in place of any earlier one (docs/money.md#one-vat-split-per-order). Call it on the transaction that writes the
 * order's lines or totals, so that no order is ever read without its split.
 */
export async function writeVatSplit(tx: Db, cartId: number): Promise<VatShare[]> {
  const [cart] = await tx
    .select({ total: carts.total, deliveryPrice: carts.deliveryPrice, tips: carts.tips })
    .from(carts)
    .where(eq(carts.id, cartId));
  if (!cart) throw new Error(`Cart ${cartId} not found`);
  const options = sql`coalesce((select sum(${cartCustomisations.price}) from ${cartCustomisations} where ${cartCustomisations.cartLineId} = ${cartLines.id}), 0)`;
  const lines = await tx
    .select({
      vatPercent: cartLines.itemVatPurcent,
      amount: sql<number>`(${cartLines.price} * ${cartLines.quantity} + ${options})::int`.mapWith(Number),
    })
    .from(cartLines)
    .where(eq(cartLines.cartId, cartId));
  const shares = splitOrderVat({ ...cart, lines });
  await tx.delete(cartVatSplits).where(eq(cartVatSplits.cartId, cartId));
  if (shares.length > 0) await tx.insert(cartVatSplits).values(vatSplitRows(cartId, shares));
  return shares;
}
