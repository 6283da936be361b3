import { MARKETING_PAGE_SIZE, type DateRange } from '@comptoir/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { campaigns, restaurants, type CampaignRow, type RestaurantRow } from '../../db/schema';
import {
  keysetAfter,
  keysetKey,
  keysetOrder,
  readPageRequest,
  toConnection,
  type Keyset,
  type Page,
} from '../../lib/pagination';
import type { ReportFilterArgs } from '../reports';
import { loadCampaignDays, loadFilterDays, totalDays, type CampaignDay, type CampaignTotals } from './campaign-stats';
import { marketingFilter } from './marketing-filter';
import { readMarketingPeriod } from './marketing-period';

export type ListCampaignsArgs = ReportFilterArgs & { first?: number | null; after?: string | null };

export type CampaignNode = {
  campaign: CampaignRow;
  restaurant: RestaurantRow;
  dailyStats: CampaignDay[];
  totals: CampaignTotals;
};

export type CampaignPage = Page<CampaignNode> & DateRange & { dailyStats: CampaignDay[]; totals: CampaignTotals };

// Latest started first (docs/architecture.md#pagination).
const CAMPAIGN_KEYSET: Keyset = {
  list: 'campaign',
  direction: 'desc',
  columns: [
    { column: campaigns.startAt, part: 'instant' },
    { column: campaigns.id, part: 'id' },
  ],
};

/**
 * campaigns (docs/api.md#date-ranges): the viewer's ad campaigns that ran during the period (snapped to whole weeks),
 * latest started first, each with its days of the period and their totals; plus each day and the totals over every
 * campaign of the filter (not only the page), for the chart.
 */
export async function listCampaigns(context: SignedInContext, args: ListCampaignsArgs): Promise<CampaignPage> {
  const period = readMarketingPeriod(args.fromDate, args.toDate);
  const request = readPageRequest(CAMPAIGN_KEYSET, args, MARKETING_PAGE_SIZE);
  const where = marketingFilter(context, campaigns, args, period);
  const [rows, [counted], filterDays] = await Promise.all([
    context.db
      .select({ campaign: campaigns, restaurant: restaurants, cursorKey: keysetKey(CAMPAIGN_KEYSET) })
      .from(campaigns)
      .innerJoin(restaurants, eq(restaurants.id, campaigns.restaurantId))
      .where(and(where, keysetAfter(CAMPAIGN_KEYSET, request)))
      .orderBy(...keysetOrder(CAMPAIGN_KEYSET))
      .limit(request.first + 1),
    context.db
      .select({ total: sql<number>`count(*)::int` })
      .from(campaigns)
      .innerJoin(restaurants, eq(restaurants.id, campaigns.restaurantId))
      .where(where),
    loadFilterDays(context, where, period),
  ]);
  const days = await loadCampaignDays(
    context,
    rows.slice(0, request.first).map((row) => row.campaign.id),
    period,
  );
  const page = toConnection(CAMPAIGN_KEYSET, request, rows, counted?.total ?? 0, ({ campaign, restaurant }) => {
    const dailyStats = days.get(campaign.id) ?? [];
    return { campaign, restaurant, dailyStats, totals: totalDays(dailyStats) };
  });
  return { ...page, ...period, dailyStats: filterDays, totals: totalDays(filterDays) };
}
