import { CANCELED_STATUSES } from '@comptoir/domain';
import { and, eq, gt, inArray, not, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { carts, restaurants } from '../schema';
import { shiftLocalDate, type LocalDate } from '@comptoir/domain';

export function isoDay(date: LocalDate): string {
  return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

/** The demo's local days, oldest first: `days` of them, ending today. */
export function demoDays(today: LocalDate, days: number): LocalDate[] {
  return Array.from({ length: days }, (_, index) => shiftLocalDate(today, days - 1 - index));
}

const kept = not(inArray(carts.status, [...CANCELED_STATUSES]));

/** Orders that were not canceled, per restaurant and local day ("restaurantId|YYYY-MM-DD" → count). */
export async function loadDailyOrderCounts(db: Db, restaurantIds: readonly number[]): Promise<Map<string, number>> {
  if (restaurantIds.length === 0) return new Map();
  const day = sql<string>`to_char(${carts.createdAt} at time zone ${restaurants.timezone}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ restaurantId: carts.restaurantId, day, orders: sql<number>`count(*)::int` })
    .from(carts)
    .innerJoin(restaurants, eq(restaurants.id, carts.restaurantId))
    .where(and(inArray(carts.restaurantId, [...restaurantIds]), kept))
    .groupBy(carts.restaurantId, day);
  return new Map(rows.map((row) => [`${row.restaurantId}|${row.day}`, row.orders]));
}

export type DiscountedOrder = { restaurantId: number; createdAt: Date; promo: number };

/** The orders that were not canceled and carry a discount: what the restaurants' offers cost them. */
export async function loadDiscountedOrders(db: Db, restaurantIds: readonly number[]): Promise<DiscountedOrder[]> {
  if (restaurantIds.length === 0) return [];
  return db
    .select({ restaurantId: carts.restaurantId, createdAt: carts.createdAt, promo: carts.promo })
    .from(carts)
    .where(and(inArray(carts.restaurantId, [...restaurantIds]), gt(carts.promo, 0), kept));
}
