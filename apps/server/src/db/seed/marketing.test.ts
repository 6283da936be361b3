import { CANCELED_STATUSES, MARKETING_PLATFORMS } from '@comptoir/domain';
import { and, eq, gt, inArray, not, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributedPromotion } from '../../modules/marketing/promotion-results';
import { campaignDailyStats, campaigns, carts, promotions, restaurants } from '../schema';
import { openTestDatabase, type TestDatabase } from '../testing';
import { seedDemo } from './index';

const NOW = new Date('2026-03-16T19:30:00Z');

describe('the demo marketing seed (28 days, PGlite)', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await seedDemo(database.db, { now: NOW, days: 28 });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('gives every restaurant on a marketplace offers and ad campaigns, and none to the restaurants’ own channels', async () => {
    const db = database.db;
    const owners = async (table: typeof promotions | typeof campaigns) =>
      (
        await db
          .selectDistinct({ platform: table.platform, companyId: table.companyId, restaurantId: table.restaurantId })
          .from(table)
      ).length;
    const marketplaces = await db
      .select({ id: restaurants.id })
      .from(restaurants)
      .innerJoin(carts, eq(carts.restaurantId, restaurants.id))
      .where(inArray(carts.platform, [...MARKETING_PLATFORMS]))
      .groupBy(restaurants.id);
    expect(marketplaces).toHaveLength(6);
    expect(await owners(promotions)).toBe(6);
    expect(await owners(campaigns)).toBe(6);
    const platformsUsed = await db.selectDistinct({ platform: campaigns.platform }).from(campaigns);
    expect(platformsUsed.map((row) => row.platform).sort()).toEqual([...MARKETING_PLATFORMS].sort());
  });

  it('keeps each campaign’s spent equal to the sum of its days, and its orders within the restaurant’s real orders', async () => {
    const db = database.db;
    const spent = await db
      .select({
        id: campaigns.id,
        spent: campaigns.spent,
        days: sql<number>`coalesce(sum(${campaignDailyStats.adSpend}), 0)::int`,
      })
      .from(campaigns)
      .leftJoin(campaignDailyStats, eq(campaignDailyStats.campaignId, campaigns.id))
      .groupBy(campaigns.id);
    expect(spent.length).toBeGreaterThan(6);
    for (const row of spent) expect(row.spent).toBe(row.days);
    const localDay = sql<string>`to_char(${carts.createdAt} at time zone ${restaurants.timezone}, 'YYYY-MM-DD')`;
    const orders = await db
      .select({ restaurantId: carts.restaurantId, day: localDay, count: sql<number>`count(*)::int` })
      .from(carts)
      .innerJoin(restaurants, eq(restaurants.id, carts.restaurantId))
      .where(not(inArray(carts.status, [...CANCELED_STATUSES])))
      .groupBy(carts.restaurantId, localDay);
    const ordersOf = new Map(orders.map((row) => [`${row.restaurantId}|${row.day}`, row.count]));
    const days = await db
      .select({ stat: campaignDailyStats, restaurantId: campaigns.restaurantId })
      .from(campaignDailyStats)
      .innerJoin(campaigns, eq(campaigns.id, campaignDailyStats.campaignId));
    expect(days.length).toBeGreaterThan(100);
    for (const { stat, restaurantId } of days) {
      expect(stat.totalOrders).toBe(ordersOf.get(`${restaurantId}|${stat.day}`) ?? 0);
      expect(stat.ordersAfterClick).toBeLessThanOrEqual(stat.totalOrders);
      expect(stat.day <= '2026-03-16').toBe(true);
    }
  });

  it('spends each offer’s budget on exactly the discounts the API attributes to it, within its budget', async () => {
    const db = database.db;
    const attributed = await db
      .select({ promotionId: attributedPromotion(), discount: sql<number>`sum(${carts.promo})::int` })
      .from(carts)
      .where(and(gt(carts.promo, 0), not(inArray(carts.status, [...CANCELED_STATUSES]))))
      .groupBy(sql`1`);
    const discountOf = new Map(attributed.map((row) => [row.promotionId, row.discount]));
    const rows = await db.select().from(promotions);
    expect(rows.some((row) => row.budgetSpent > 0)).toBe(true);
    for (const row of rows) {
      expect(row.budgetSpent).toBe(discountOf.get(row.id) ?? 0);
      if (row.budget !== null) expect(row.budget).toBeGreaterThanOrEqual(row.budgetSpent);
    }
  });

  it('gives offers and campaigns the status their dates imply', async () => {
    for (const table of [promotions, campaigns]) {
      for (const row of await database.db
        .select({ status: table.status, startAt: table.startAt, endAt: table.endAt })
        .from(table)) {
        const expected =
          row.startAt > NOW ? ['SCHEDULED'] : row.endAt && row.endAt <= NOW ? ['ENDED'] : ['ACTIVE', 'PAUSED'];
        expect(expected).toContain(row.status);
      }
    }
  });
});
