import { isCanceledStatus, type OrderStatus } from '@comptoir/domain';
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartVatSplits } from '../../db/schema';

/** One rate of an order's stored VAT split (docs/money.md#one-vat-split-per-order); ht + tva = ttc. */
export type OrderVatRate = { vatPercent: number; ttc: number; ht: number; tva: number };

/**
 * The VAT of each order as the VAT report counts it, lowest rate first: its stored split, or no rate at all for a
 * canceled order (it carries no sale, so no VAT) and for an order that costs nothing. What the order detail, the
 * ticket and the VAT report's order list show (the orders export reads the same rows with each batch of orders).
 */
export async function readOrderVat(
  db: Db,
  orders: readonly { id: number; status: OrderStatus }[],
): Promise<Map<number, OrderVatRate[]>> {
  const byCart = new Map<number, OrderVatRate[]>(orders.map((order) => [order.id, []]));
  const counted = orders.filter((order) => !isCanceledStatus(order.status)).map((order) => order.id);
  if (counted.length === 0) return byCart;
  // One array parameter, not one parameter per order: 2,000 orders planned an IN list of 2,000.
  const rows = await db
    .select()
    .from(cartVatSplits)
    .where(sql`${cartVatSplits.cartId} = any(${sql.param(counted)}::integer[])`)
    .orderBy(asc(cartVatSplits.cartId), asc(cartVatSplits.rate));
  for (const row of rows)
    byCart.get(row.cartId)?.push({ vatPercent: row.rate, ttc: row.ttc, ht: row.ht, tva: row.ttc - row.ht });
  return byCart;
}
