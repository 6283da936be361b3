import type { PlatformCode } from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { carts, restaurants } from '../../../db/schema';
import type { OrderTotals } from '../order-totals';

export type CartFact = {
  id: number;
  companyId: number;
  restaurantUuid: string;
  platform: PlatformCode;
  timezone: string;
  status: string;
  hasImage: boolean;
  orderCount: number;
  subtotal: number;
  promo: number;
  total: number;
  createdAt: Date;
};

export type FactFilter = {
  fromDate: string;
  toDate: string;
  companyIds?: readonly number[];
  platforms?: readonly PlatformCode[];
  restaurants?: readonly string[];
};

export async function loadCartFacts(db: Db): Promise<CartFact[]> {
  return db
    .select({
      id: carts.id,
      companyId: carts.companyId,
      restaurantUuid: restaurants.uuid,
      platform: carts.platform,
      timezone: restaurants.timezone,
      status: carts.status,
      hasImage: carts.hasImage,
      orderCount: carts.orderCount,
      subtotal: carts.subtotal,
      promo: carts.promo,
      total: carts.total,
      createdAt: carts.createdAt,
    })
    .from(carts)
    .innerJoin(restaurants, eq(restaurants.id, carts.restaurantId));
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/**
 * The local day, ISO weekday and hour of an instant in a time zone, with Intl rather than SQL, to check the queries.
 */
export function localParts(instant: Date, timeZone: string): { day: string; dayOfWeek: number; hour: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return {
    day: `${part('year')}-${part('month')}-${part('day')}`,
    dayOfWeek: WEEKDAYS.indexOf(part('weekday')) + 1,
    hour: Number(part('hour')),
  };
}

export function filterFacts(facts: readonly CartFact[], filter: FactFilter): CartFact[] {
  return facts.filter((fact) => {
    const { day } = localParts(fact.createdAt, fact.timezone);
    return (
      day >= filter.fromDate &&
      day <= filter.toDate &&
      (!filter.companyIds || filter.companyIds.includes(fact.companyId)) &&
      (!filter.platforms?.length || filter.platforms.includes(fact.platform)) &&
      (!filter.restaurants?.length || filter.restaurants.includes(fact.restaurantUuid))
    );
  });
}

const CANCELED = new Set(['CANCELED', 'DENIED', 'REJECTED', 'FAILED', 'ERROR']);

export function isCanceled(fact: CartFact): boolean {
  return CANCELED.has(fact.status);
}

export function expectedOrderTotals(facts: readonly CartFact[], inactivity = 0): OrderTotals {
  const kept = facts.filter((fact) => !isCanceled(fact));
  const canceled = facts.filter(isCanceled);
  const sum = (list: readonly CartFact[], pick: (fact: CartFact) => number) =>
    list.reduce((total, fact) => total + pick(fact), 0);
  return {
    total: sum(kept, (fact) => fact.total),
    canceled: canceled.length,
    canceledTotal: sum(canceled, (fact) => fact.total),
    inactivity,
    promo: sum(kept, (fact) => fact.promo),
    sales: sum(kept, (fact) => fact.subtotal),
    totalCommand: kept.length,
    newClient: kept.filter((fact) => fact.orderCount === 1).length,
    photoCount: facts.filter((fact) => fact.hasImage).length,
  };
}
