import { CANCELED_STATUSES } from '@comptoir/domain';
import { inArray, sql, type SQL } from 'drizzle-orm';
import { carts } from '../../db/schema';
import { sumMoney } from '../reports';

export type HistoryStats = {
  count: number;
  totalWithImage: number;
  subtotal: number;
  promo: number;
  canceled: number;
  canceledTotal: number;
  total: number;
};

export type HistoryTotals = HistoryStats & { totalCount: number };

export const NO_TOTALS: HistoryTotals = {
  totalCount: 0,
  count: 0,
  totalWithImage: 0,
  subtotal: 0,
  promo: 0,
  canceled: 0,
  canceledTotal: 0,
  total: 0,
};

/** True for the carts History counts as canceled (docs/orders.md#statuses). */
export function isCanceledCart(): SQL {
  return sql`(${inArray(carts.status, [...CANCELED_STATUSES])})`;
}

// pg hands count(*) back as a bigint string: the ::int casts keep counts numbers on both drivers; sums of money
// may pass 32 bits and go through sumMoney.
export function historyTotalsColumns(): { [K in keyof HistoryTotals]: SQL<number> } {
  const isCanceled = isCanceledCart();
  const kept = sql`not ${isCanceled}`;
  return {
    totalCount: sql<number>`count(*)::int`,
    count: sql<number>`count(*) filter (where ${kept})::int`,
    totalWithImage: sql<number>`count(*) filter (where ${carts.hasImage})::int`,
    subtotal: sumMoney(carts.subtotal, kept),
    promo: sumMoney(carts.promo, kept),
    canceled: sql<number>`count(*) filter (where ${isCanceled})::int`,
    canceledTotal: sumMoney(carts.total, isCanceled),
    total: sumMoney(carts.total, kept),
  };
}
