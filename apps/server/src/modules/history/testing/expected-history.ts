import type { PlatformCode } from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { carts, restaurants } from '../../../db/schema';
import { isoInstantText } from '../../../lib/instants';
import type { HistoryStats } from '../history-stats';

export type HistoryRow = {
  id: number;
  companyId: number;
  platform: PlatformCode;
  restaurantUuid: string;
  timezone: string;
  status: string;
  hasImage: boolean;
  subtotal: number;
  promo: number;
  total: number;
  createdAt: Date;
  /** created_at to the microsecond, ISO UTC: fixed width, so it sorts as text. */
  at: string;
};

export type ExpectedFilter = {
  fromDate: string;
  toDate: string;
  companyIds?: readonly number[];
  platforms?: readonly PlatformCode[];
  restaurants?: readonly string[];
};

export async function loadHistoryRows(db: Db): Promise<HistoryRow[]> {
  return db
    .select({
      id: carts.id,
      companyId: carts.companyId,
      platform: carts.platform,
      restaurantUuid: restaurants.uuid,
      timezone: restaurants.timezone,
      status: carts.status,
      hasImage: carts.hasImage,
      subtotal: carts.subtotal,
      promo: carts.promo,
      total: carts.total,
      createdAt: carts.createdAt,
      at: isoInstantText(carts.createdAt),
    })
    .from(carts)
    .innerJoin(restaurants, eq(restaurants.id, carts.restaurantId));
}

/** The calendar day of an instant in a time zone, computed with Intl rather than SQL, so that it checks the query. */
export function localDay(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

/** The orders a filter should return, newest first (created desc, id desc). */
export function expectedRows(rows: readonly HistoryRow[], filter: ExpectedFilter): HistoryRow[] {
  return rows
    .filter((row) => {
      const day = localDay(row.createdAt, row.timezone);
      return (
        day >= filter.fromDate &&
        day <= filter.toDate &&
        (!filter.companyIds || filter.companyIds.includes(row.companyId)) &&
        (!filter.platforms?.length || filter.platforms.includes(row.platform)) &&
        (!filter.restaurants?.length || filter.restaurants.includes(row.restaurantUuid))
      );
    })
    .sort((a, b) => (a.at === b.at ? b.id - a.id : a.at < b.at ? 1 : -1));
}

const CANCELED = new Set(['CANCELED', 'DENIED', 'REJECTED', 'FAILED', 'ERROR']);

export function expectedStats(rows: readonly HistoryRow[]): HistoryStats {
  const kept = rows.filter((row) => !CANCELED.has(row.status));
  const canceled = rows.filter((row) => CANCELED.has(row.status));
  const sum = (list: readonly HistoryRow[], pick: (row: HistoryRow) => number) =>
    list.reduce((total, row) => total + pick(row), 0);
  return {
    count: kept.length,
    totalWithImage: rows.filter((row) => row.hasImage).length,
    subtotal: sum(kept, (row) => row.subtotal),
    promo: sum(kept, (row) => row.promo),
    canceled: canceled.length,
    canceledTotal: sum(canceled, (row) => row.total),
    total: sum(kept, (row) => row.total),
  };
}
