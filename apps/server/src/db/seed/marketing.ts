import { isMarketingPlatform } from '@comptoir/domain';
import type { Db } from '../client';
import { campaignDailyStats, campaigns, promotions } from '../schema';
import { draftCampaigns } from './marketing-ads';
import { demoDays, loadDailyOrderCounts, loadDiscountedOrders } from './marketing-days';
import { draftOffers } from './marketing-offers';
import type { DemoSeedContext } from './seed-context';
import { localDateOf } from '@comptoir/domain';

/**
 * Offers and ad campaigns of every demo restaurant on a marketplace (Uber Eats, Deliveroo, Just Eat, Glovo) over the
 * demo days, built on the orders already seeded. They are what the platforms' marketing tools report. The platform's
 * weekly statement bills them separately as misc items (seed/misc-items.ts): MARKETING_OFFER_FEE lines for the share
 * of offers the restaurant funds, ADS lines for the ad spend of the week, VAT included. In real data a week's ADS
 * lines add up to that week's adSpend; the demo draws its statement lines independently, so they do not reconcile.
 * Returns how many rows were written.
 */
export async function insertDemoMarketing(db: Db, context: DemoSeedContext): Promise<number> {
  const marketplaces = context.restaurants.flatMap((restaurant) =>
    isMarketingPlatform(restaurant.platform) ? [{ restaurant, platform: restaurant.platform }] : [],
  );
  const ids = marketplaces.map(({ restaurant }) => restaurant.id);
  const discounted = await loadDiscountedOrders(db, ids);
  const dailyOrders = await loadDailyOrderCounts(db, ids);
  let written = 0;
  for (const { restaurant, platform } of marketplaces) {
    const days = demoDays(localDateOf(context.now, restaurant.timezone), context.days);
    const offers = draftOffers(context.faker, restaurant, platform, days, context.now, discounted);
    if (offers.length > 0) await db.insert(promotions).values(offers);
    written += offers.length;
    for (const { campaign, dailyStats } of draftCampaigns(context.faker, restaurant, days, context.now, dailyOrders)) {
      const [row] = await db.insert(campaigns).values(campaign).returning({ id: campaigns.id });
      if (!row) throw new Error('Could not insert a demo campaign');
      if (dailyStats.length > 0)
        await db.insert(campaignDailyStats).values(dailyStats.map((stat) => ({ ...stat, campaignId: row.id })));
      written += 1 + dailyStats.length;
    }
  }
  return written;
}
