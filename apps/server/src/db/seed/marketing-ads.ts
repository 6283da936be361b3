import type { Faker } from '@faker-js/faker';
import type { CampaignBudgetUnit, MarketingStatus } from '@comptoir/domain';
import type { NewCampaignRow } from '../schema';
import { isoDay } from './marketing-days';
import type { SeededRestaurant } from './restaurants';
import { zonedInstant, type LocalDate } from '@comptoir/domain';

type DailyStatDraft = {
  day: string;
  adSpend: number;
  impressions: number;
  clicks: number;
  totalOrders: number;
  ordersAfterClick: number;
  sale: number;
};

export type CampaignDraft = { campaign: NewCampaignRow; dailyStats: DailyStatDraft[] };

type Plan = {
  first: number;
  last: number | null;
  budgetUnit: CampaignBudgetUnit;
  budget: number;
  isAutoBid: boolean;
  manualBidAmount: number | null;
};

const DAY_MS = 86_400_000;

// An always-on sponsored listing from the first demo days, and on a long enough history a one- to two-week boost.
function planCampaigns(faker: Faker, dayCount: number): Plan[] {
  const bid = () => {
    const isAutoBid = faker.datatype.boolean({ probability: 0.6 });
    return { isAutoBid, manualBidAmount: isAutoBid ? null : faker.helpers.arrayElement([40, 50, 60, 80]) };
  };
  const weekly = faker.datatype.boolean({ probability: 0.5 });
  const alwaysOnLast = faker.datatype.boolean({ probability: 0.6 })
    ? null
    : faker.number.int({ min: Math.min(20, dayCount - 1), max: dayCount + 20 });
  const plans: Plan[] = [
    {
      first: faker.number.int({ min: 0, max: Math.min(3, dayCount - 1) }),
      last: alwaysOnLast,
      budgetUnit: weekly ? 'WEEKLY' : 'DAILY',
      budget: weekly
        ? faker.helpers.arrayElement([7_000, 10_000, 15_000])
        : faker.helpers.arrayElement([1_000, 1_500, 2_500]),
      ...bid(),
    },
  ];
  if (dayCount >= 14 && faker.datatype.boolean({ probability: 0.6 })) {
    const first = faker.number.int({ min: 0, max: dayCount - 7 });
    plans.push({
      first,
      last: first + faker.number.int({ min: 6, max: 13 }),
      budgetUnit: 'TOTAL',
      budget: faker.helpers.arrayElement([15_000, 25_000, 40_000]),
      ...bid(),
    });
  }
  return plans;
}

function dailyTarget(faker: Faker, plan: Plan): number {
  const share = faker.number.float({ min: 0.7, max: 0.98 });
  if (plan.budgetUnit === 'DAILY') return plan.budget * share;
  if (plan.budgetUnit === 'WEEKLY') return (plan.budget / 7) * share;
  return (plan.budget / ((plan.last ?? plan.first) - plan.first + 1)) * share;
}

function statusOf(faker: Faker, plan: Plan, lastDemoDay: number): MarketingStatus {
  if (plan.last !== null && plan.last < lastDemoDay) return 'ENDED';
  return faker.datatype.boolean({ probability: 0.15 }) ? 'PAUSED' : 'ACTIVE';
}

/**
 * Ad campaigns of one restaurant with a row of statistics per local day they ran, up to today (today's row holds the
 * spend so far). totalOrders is the restaurant's real count of orders that day, ordersAfterClick a share of it; spent
 * is Σ adSpend, as the platform's total is the sum of its daily report.
 */
export function draftCampaigns(
  faker: Faker,
  restaurant: SeededRestaurant,
  days: readonly LocalDate[],
  now: Date,
  dailyOrders: ReadonlyMap<string, number>,
): CampaignDraft[] {
  const firstDay = days[0];
  if (!firstDay) return [];
  const midnight = (index: number) => zonedInstant({ ...firstDay, day: firstDay.day + index }, 0, restaurant.timezone);
  const lastDemoDay = days.length - 1;
  return planCampaigns(faker, days.length).map((plan) => {
    const status = statusOf(faker, plan, lastDemoDay);
    // A paused campaign stopped spending a few days ago.
    const pausedFrom =
      status === 'PAUSED' ? Math.max(plan.first, lastDemoDay - faker.number.int({ min: 0, max: 3 })) : Infinity;
    const averageBasket =
      restaurant.company === 'pizza'
        ? faker.number.int({ min: 2_300, max: 2_900 })
        : faker.number.int({ min: 2_000, max: 2_700 });
    const dailyStats: DailyStatDraft[] = [];
    for (let index = plan.first; index <= Math.min(plan.last ?? lastDemoDay, lastDemoDay); index += 1) {
      const day = days[index];
      if (!day) continue;
      const elapsed = Math.min(1, (now.getTime() - midnight(index).getTime()) / DAY_MS);
      const adSpend = index >= pausedFrom ? 0 : Math.round(dailyTarget(faker, plan) * elapsed);
      const costPerClick = plan.manualBidAmount ?? faker.number.int({ min: 30, max: 70 });
      const clicks = Math.round(adSpend / costPerClick);
      const totalOrders = dailyOrders.get(`${restaurant.id}|${isoDay(day)}`) ?? 0;
      const ordersAfterClick = Math.min(totalOrders, Math.round(clicks * faker.number.float({ min: 0.08, max: 0.2 })));
      dailyStats.push({
        day: isoDay(day),
        adSpend,
        impressions: clicks * faker.number.int({ min: 18, max: 40 }),
        clicks,
        totalOrders,
        ordersAfterClick,
        sale: ordersAfterClick * averageBasket,
      });
    }
    const campaign: NewCampaignRow = {
      companyId: restaurant.companyId,
      restaurantId: restaurant.id,
      platform: restaurant.platform,
      platformCampaignId: `${restaurant.label}-ads-${faker.string.alphanumeric({ length: 10, casing: 'lower' })}`,
      status,
      isAutoBid: plan.isAutoBid,
      manualBidAmount: plan.manualBidAmount,
      budget: plan.budget,
      budgetUnit: plan.budgetUnit,
      spent: dailyStats.reduce((sum, stat) => sum + stat.adSpend, 0),
      startAt: midnight(plan.first),
      endAt: plan.last === null ? null : midnight(plan.last + 1),
    };
    return { campaign, dailyStats };
  });
}
