import { eq, sql, type SQL } from 'drizzle-orm';
import { carts } from '../../db/schema';
import { isCanceledCart } from '../history';
import { sumMoney } from '../reports';

/**
 * Statistics (docs/data-model.md#statistics), per platform, per restaurant or overall; the GraphQL descriptions define
 * each figure.
 */
export type OrderTotals = {
  total: number;
  canceled: number;
  canceledTotal: number;
  inactivity: number;
  promo: number;
  sales: number;
  totalCommand: number;
  newClient: number;
  photoCount: number;
};

export const NO_ORDER_TOTALS: OrderTotals = {
  total: 0,
  canceled: 0,
  canceledTotal: 0,
  inactivity: 0,
  promo: 0,
  sales: 0,
  totalCommand: 0,
  newClient: 0,
  photoCount: 0,
};

/**
 * The order figures over carts left-joined to their restaurant: a restaurant without orders has one row of nulls,
 * which no filter clause and no sum counts. Canceled exactly as History (isCanceledCart).
 */
export function orderTotalsColumns(): { [K in Exclude<keyof OrderTotals, 'inactivity'>]: SQL<number> } {
  const isCanceled = isCanceledCart();
  const kept = sql`not ${isCanceled}`;
  return {
    total: sumMoney(carts.total, kept),
    canceled: sql<number>`count(${carts.id}) filter (where ${isCanceled})::int`,
    canceledTotal: sumMoney(carts.total, isCanceled),
    promo: sumMoney(carts.promo, kept),
    sales: sumMoney(carts.subtotal, kept),
    totalCommand: sql<number>`count(${carts.id}) filter (where ${kept})::int`,
    newClient: sql<number>`count(${carts.id}) filter (where ${kept} and ${eq(carts.orderCount, 1)})::int`,
    photoCount: sql<number>`count(${carts.id}) filter (where ${carts.hasImage})::int`,
  };
}

export function addOrderTotals(a: OrderTotals, b: OrderTotals): OrderTotals {
  return {
    total: a.total + b.total,
    canceled: a.canceled + b.canceled,
    canceledTotal: a.canceledTotal + b.canceledTotal,
    inactivity: a.inactivity + b.inactivity,
    promo: a.promo + b.promo,
    sales: a.sales + b.sales,
    totalCommand: a.totalCommand + b.totalCommand,
    newClient: a.newClient + b.newClient,
    photoCount: a.photoCount + b.photoCount,
  };
}
