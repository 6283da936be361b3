import { randomBytes } from 'node:crypto';
import type { PlatformCode } from '@comptoir/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  campaignDailyStats,
  campaigns,
  companies,
  platforms,
  promotions,
  restaurants,
  type CampaignRow,
  type NewCampaignRow,
  type NewPromotionRow,
  type PromotionRow,
} from '../../../db/schema';
import { DEMO_COMPANY_NAMES } from '../../../db/seed';

type Owner = { company?: keyof typeof DEMO_COMPANY_NAMES; platform?: PlatformCode };

async function demoRestaurant(db: Db, { company = 'burger', platform = 'PLATFORM_UBER_EAT' }: Owner) {
  const [restaurant] = await db
    .select({ id: restaurants.id, uuid: restaurants.uuid, companyId: restaurants.companyId })
    .from(restaurants)
    .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
    .innerJoin(companies, eq(companies.id, restaurants.companyId))
    .where(and(eq(platforms.code, platform), eq(companies.name, DEMO_COMPANY_NAMES[company])))
    .limit(1);
  if (!restaurant) throw new Error(`No ${platform} restaurant for ${company}`);
  return { ...restaurant, platform };
}

type Owned = 'companyId' | 'restaurantId' | 'platform' | 'platformPromotionId';

/** Inserts an offer on a demo restaurant of that platform and company (Demo Burger Co on Uber Eats unless told). */
export async function aPromotion(
  db: Db,
  options: Owner & Partial<Omit<NewPromotionRow, Owned>> & Pick<NewPromotionRow, 'startAt'>,
): Promise<PromotionRow> {
  const { company, platform, ...values } = options;
  const restaurant = await demoRestaurant(db, { company, platform });
  const [row] = await db
    .insert(promotions)
    .values({
      companyId: restaurant.companyId,
      restaurantId: restaurant.id,
      platform: restaurant.platform,
      platformPromotionId: `test-${randomBytes(6).toString('hex')}`,
      status: 'ACTIVE',
      type: 'BASKET_DISCOUNT',
      option: { minimumPurchase: 1500, promotionValue: 20, itemsCount: null, isPercent: true, items: [] },
      ...values,
    })
    .returning();
  if (!row) throw new Error('Could not insert the promotion');
  return row;
}

export type ADay = {
  day: string;
  adSpend: number;
  clicks?: number;
  impressions?: number;
  totalOrders?: number;
  ordersAfterClick?: number;
  sale?: number;
};

/** Inserts an ad campaign with its days; spent is their Σ adSpend, as the platform reports it. */
export async function aCampaign(
  db: Db,
  options: Owner &
    Partial<Omit<NewCampaignRow, 'companyId' | 'restaurantId' | 'platform' | 'platformCampaignId' | 'spent'>> &
    Pick<NewCampaignRow, 'startAt'> & { days: ADay[] },
): Promise<CampaignRow> {
  const { company, platform, days, ...values } = options;
  const restaurant = await demoRestaurant(db, { company, platform });
  const [row] = await db
    .insert(campaigns)
    .values({
      companyId: restaurant.companyId,
      restaurantId: restaurant.id,
      platform: restaurant.platform,
      platformCampaignId: `test-${randomBytes(6).toString('hex')}`,
      status: 'ACTIVE',
      isAutoBid: true,
      budget: 2_000,
      budgetUnit: 'DAILY',
      spent: days.reduce((sum, day) => sum + day.adSpend, 0),
      ...values,
    })
    .returning();
  if (!row) throw new Error('Could not insert the campaign');
  if (days.length > 0) {
    await db.insert(campaignDailyStats).values(
      days.map((day) => ({
        clicks: 0,
        impressions: 0,
        totalOrders: 0,
        ordersAfterClick: 0,
        sale: 0,
        ...day,
        campaignId: row.id,
      })),
    );
  }
  return row;
}
