import { and, eq, sql, type SQL } from 'drizzle-orm';
import { carts, cartVatSplits } from '../../db/schema';
import { isCanceledCart } from '../history';

/**
 * An order's VAT read from its stored split (docs/money.md#one-vat-split-per-order) as a column of a query on carts: at
 * one rate, or over all its rates without one; none for a canceled order, as readOrderVat counts it. The export reads
 * it with each batch of orders rather than in a second statement that holds the batch's VAT in objects of its own.
 */
export function orderVatColumn(rate?: number): SQL<number> {
  const splits = and(eq(cartVatSplits.cartId, carts.id), rate === undefined ? undefined : eq(cartVatSplits.rate, rate));
  const vat = sql`(select sum(${cartVatSplits.ttc} - ${cartVatSplits.ht}) from ${cartVatSplits} where ${splits})`;
  return sql<number>`(case when ${isCanceledCart()} then 0 else coalesce(${vat}, 0) end)::int`;
}
