import { MARKETING_PAGE_SIZE, type DateRange } from '@comptoir/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { campaigns, restaurants, type CampaignRow, type RestaurantRow } from '../../db/schema';
import { MAX_PAGE_SIZE, readPageRequest, toPage, type Page } from '../../lib/pagination';
import type { ReportFilterArgs } from '../reports/report-filter';
import { loadCampaignDays, loadFilterDays, totalDays, type CampaignDay, type CampaignTotals } from './campaign-stats';
import { marketingFilter } from './marketing-filter';
import { readMarketingPeriod } from './marketing-period';

export type ListCampaignsArgs = ReportFilterArgs & { first?: number | null; after?: string | null };

export type CampaignNode = { campaign: CampaignRow; restaurant: RestaurantRow; dailyStats: CampaignDay[]; totals: CampaignTotals };

export type CampaignPage = Page<CampaignNode> & DateRange & { dailyStats: CampaignDay[]; totals: CampaignTotals };

/**
 * SPEC §7 campaigns: the viewer's ad campaigns that ran during the period (snapped to whole weeks), latest started
 * first, each with its days of the period and their totals; plus each day and the totals over every campaign of the
 * filter (not only the page), for the chart.
 */
export async function listCampaigns(context: SignedInContext, args: ListCampaignsArgs): Promise<CampaignPage> {
  const period = readMarketingPeriod(args.fromDate, args.toDate);
  const request = readPageRequest(args.first ?? MARKETING_PAGE_SIZE, args.after, MAX_PAGE_SIZE);
  const where = marketingFilter(context, campaigns, args, period);
  const [rows, [counted], filterDays] = await Promise.all([
    context.db
      .select()
      .from(campaigns)
      .innerJoin(restaurants, eq(restaurants.id, campaigns.restaurantId))
      .where(where)
      .orderBy(desc(campaigns.startAt), desc(campaigns.id))
      .limit(request.first + 1)
      .offset(request.offset),
    context.db.select({ total: sql<number>`count(*)::int` }).from(campaigns).innerJoin(restaurants, eq(restaurants.id, campaigns.restaurantId)).where(where),
    loadFilterDays(context, where, period),
  ]);
  const days = await loadCampaignDays(context, rows.slice(0, request.first).map((row) => row.campaigns.id), period);
  const nodes = rows.map((row) => {
    const dailyStats = days.get(row.campaigns.id) ?? [];
    return { campaign: row.campaigns, restaurant: row.restaurants, dailyStats, totals: totalDays(dailyStats) };
  });
  return { ...toPage(nodes, request, counted?.total ?? 0), ...period, dailyStats: filterDays, totals: totalDays(filterDays) };
}
