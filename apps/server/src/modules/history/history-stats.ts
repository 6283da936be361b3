import type { OrderStatus } from '@comptoir/domain';
import { inArray, sql, type SQL } from 'drizzle-orm';
import { carts } from '../../db/schema';

/** SPEC §7 history: these orders count as canceled; every other status counts as an order. */
export const CANCELED_STATUSES: readonly OrderStatus[] = ['CANCELED', 'DENIED', 'REJECTED', 'FAILED', 'ERROR'];

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

// pg hands count(*) and sum() back as bigint strings: the ::int casts keep them numbers on both drivers.
export function historyTotalsColumns(): { [K in keyof HistoryTotals]: SQL<number> } {
  const isCanceled = sql`(${inArray(carts.status, [...CANCELED_STATUSES])})`;
  const kept = sql`not ${isCanceled}`;
  return {
    totalCount: sql<number>`count(*)::int`,
    count: sql<number>`count(*) filter (where ${kept})::int`,
    totalWithImage: sql<number>`count(*) filter (where ${carts.hasImage})::int`,
    subtotal: sql<number>`coalesce(sum(${carts.subtotal}) filter (where ${kept}), 0)::int`,
    promo: sql<number>`coalesce(sum(${carts.promo}) filter (where ${kept}), 0)::int`,
    canceled: sql<number>`count(*) filter (where ${isCanceled})::int`,
    canceledTotal: sql<number>`coalesce(sum(${carts.total}) filter (where ${isCanceled}), 0)::int`,
    total: sql<number>`coalesce(sum(${carts.total}) filter (where ${kept}), 0)::int`,
  };
}
