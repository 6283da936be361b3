import type { OrderStatus, PlatformCode } from '@comptoir/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companies, platforms, restaurants } from '../../../db/schema';
import { DEMO_COMPANY_NAMES } from '../../../db/seed';
import { aCart } from '../../orders/testing/a-cart';

type CompanyKey = keyof typeof DEMO_COMPANY_NAMES;

const STATUSES: OrderStatus[] = [
  'COMPLETED',
  'FINISHED',
  'CANCELED',
  'COMPLETED',
  'DENIED',
  'ACCEPTED',
  'FAILED',
  'COMPLETED',
];
const CHANNELS: { company: CompanyKey; platform: PlatformCode }[] = [
  { company: 'burger', platform: 'PLATFORM_UBER_EAT' },
  { company: 'burger', platform: 'PLATFORM_DELIVEROO' },
  { company: 'burger', platform: 'PLATFORM_GLOVO' },
  { company: 'pizza', platform: 'PLATFORM_UBER_EAT' },
  { company: 'pizza', platform: 'PLATFORM_DELIVEROO' },
];

/**
 * Orders of a month the two-day demo seed never reaches, on commission-invoiced platforms (Uber Eats, Deliveroo) and
 * one that is not (Glovo), canceled or not, including both edges of the month in Paris time (for March, whose last
 * night is in summer time).
 */
export async function seedMonthOfOrders(db: Db, month: string): Promise<void> {
  const start = Date.parse(`${month}-01T00:00:00Z`);
  for (let index = 0; index < 40; index += 1) {
    const channel = CHANNELS[index % CHANNELS.length] ?? CHANNELS[0];
    const subtotal = 900 + ((index * 7_919) % 4_100);
    const promo = index % 4 === 0 ? 250 : 0;
    const deliveryPrice = index % 3 === 0 ? 290 : 0;
    const tips = index % 5 === 0 ? 100 : 0;
    await aCart(db, {
      ...channel,
      status: STATUSES[index % STATUSES.length],
      subtotal,
      promo,
      deliveryPrice,
      tips,
      total: subtotal - promo + deliveryPrice + tips,
      createdAt: new Date(start + 86_400_000 + index * 17 * 3_600_000),
    });
  }
  // 23:30 UTC on the last day of the month before is already the 1st in Paris; 22:30 UTC on the last day is, in
  // summer time, already the next month there.
  await aCart(db, { status: 'COMPLETED', subtotal: 1_111, total: 1_111, createdAt: new Date(start - 30 * 60_000) });
  const nextMonthStart = new Date(start);
  nextMonthStart.setUTCMonth(nextMonthStart.getUTCMonth() + 1);
  await aCart(db, {
    status: 'COMPLETED',
    subtotal: 2_222,
    total: 2_222,
    createdAt: new Date(nextMonthStart.getTime() - 90 * 60_000),
  });
}

/** The restaurants of a company on a platform, as uuids. */
export async function restaurantUuids(
  db: Db,
  company: CompanyKey,
  platform: PlatformCode,
  commissionOnly = true,
): Promise<string[]> {
  const rows = await db
    .select({ uuid: restaurants.uuid, comissionInvoicing: restaurants.comissionInvoicing })
    .from(restaurants)
    .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
    .innerJoin(companies, eq(companies.id, restaurants.companyId))
    .where(and(eq(platforms.code, platform), eq(companies.name, DEMO_COMPANY_NAMES[company])));
  return rows.filter((row) => !commissionOnly || row.comissionInvoicing).map((row) => row.uuid);
}
