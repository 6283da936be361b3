import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carts, type CartRow } from '../../db/schema';

/**
 * The order's printedAt becomes the time of its latest print: a printer's confirmation, or the tablet's browser print.
 */
export async function markOrderPrinted(tx: Db, cartId: number, at: Date): Promise<CartRow | undefined> {
  const [row] = await tx.update(carts).set({ printedAt: at, updatedAt: at }).where(eq(carts.id, cartId)).returning();
  return row;
}
