import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carts, type CartRow } from '../../db/schema';

/**
 * The orders' printedAt becomes the time of their latest print: a printer's confirmation, or the tablet's browser
 * print. Returns the orders as they then stand.
 */
export async function markOrdersPrinted(tx: Db, cartIds: readonly number[], at: Date): Promise<CartRow[]> {
  if (cartIds.length === 0) return [];
  return tx
    .update(carts)
    .set({ printedAt: at, updatedAt: at })
    .where(inArray(carts.id, [...cartIds]))
    .returning();
}

/** One order: see markOrdersPrinted. */
export async function markOrderPrinted(tx: Db, cartId: number, at: Date): Promise<CartRow | undefined> {
  const [row] = await markOrdersPrinted(tx, [cartId], at);
  return row;
}
