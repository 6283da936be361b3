import type { DateRange } from '@comptoir/domain';
import { and, asc, between, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { campaignDailyStats, campaigns, restaurants } from '../../db/schema';
import { sumMoney } from '../reports';

/** A day of an ad campaign, or of every campaign of the filter; the day is the restaurant's local day. */
export type CampaignDay = {
  day: string;
  adSpend: number;
  impressions: number;
  clicks: number;
  totalOrders: number;
  ordersAfterClick: number;
  sale: number;
};

export type CampaignTotals = Omit<CampaignDay, 'day'> & {
  /** Return on ad spend, sale ÷ adSpend; null when nothing was spent. */
  roas: number | null;
};

const inPeriod = (period: DateRange): SQL | undefined =>
  between(campaignDailyStats.day, period.fromDate, period.toDate);

/** The daily rows of these campaigns within the period, ascending, by campaign id. */
export async function loadCampaignDays(
  context: SignedInContext,
  campaignIds: readonly number[],
  period: DateRange,
): Promise<Map<number, CampaignDay[]>> {
  const byCampaign = new Map<number, CampaignDay[]>(campaignIds.map((id) => [id, []]));
  if (campaignIds.length === 0) return byCampaign;
  const rows = await context.db
    .select()
    .from(campaignDailyStats)
    .where(and(inArray(campaignDailyStats.campaignId, [...campaignIds]), inPeriod(period)))
    .orderBy(asc(campaignDailyStats.day), asc(campaignDailyStats.campaignId));
  for (const { id: _id, campaignId, ...day } of rows) byCampaign.get(campaignId)?.push(day);
  return byCampaign;
}

/** Each day of the period summed over every campaign matching `where` (campaigns inner-joined to restaurants). */
export async function loadFilterDays(
  context: SignedInContext,
  where: SQL | undefined,
  period: DateRange,
): Promise<CampaignDay[]> {
  const count = (column: SQLWrapper): SQL<number> => sql<number>`coalesce(sum(${column}), 0)::int`;
  return context.db
    .select({
      day: campaignDailyStats.day,
      adSpend: sumMoney(campaignDailyStats.adSpend),
      impressions: count(campaignDailyStats.impressions),
      clicks: count(campaignDailyStats.clicks),
      totalOrders: count(campaignDailyStats.totalOrders),
      ordersAfterClick: count(campaignDailyStats.ordersAfterClick),
      sale: sumMoney(campaignDailyStats.sale),
    })
    .from(campaignDailyStats)
    .innerJoin(campaigns, eq(campaigns.id, campaignDailyStats.campaignId))
    .innerJoin(restaurants, eq(restaurants.id, campaigns.restaurantId))
    .where(and(where, inPeriod(period)))
    .groupBy(campaignDailyStats.day)
    .orderBy(asc(campaignDailyStats.day));
}

export function totalDays(days: readonly CampaignDay[]): CampaignTotals {
  const sum = (pick: (day: CampaignDay) => number) => days.reduce((total, day) => total + pick(day), 0);
  const adSpend = sum((day) => day.adSpend);
  const sale = sum((day) => day.sale);
  return {
    adSpend,
    impressions: sum((day) => day.impressions),
    clicks: sum((day) => day.clicks),
    totalOrders: sum((day) => day.totalOrders),
    ordersAfterClick: sum((day) => day.ordersAfterClick),
    sale,
    roas: adSpend > 0 ? sale / adSpend : null,
  };
}
