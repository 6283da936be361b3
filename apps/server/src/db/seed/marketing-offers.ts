import type { Faker } from '@faker-js/faker';
import type { MarketingPlatform, MarketingStatus, PromotionType } from '@comptoir/domain';
import type { NewPromotionRow, PromotionOption } from '../schema';
import { BURGER_MENU } from './burger-menu';
import type { DiscountedOrder } from './marketing-days';
import { PIZZA_MENU } from './pizza-menu';
import type { SeededRestaurant } from './restaurants';
import { zonedInstant, type LocalDate } from '@comptoir/domain';

type Offer = { type: PromotionType; option: PromotionOption };

const noItems = { itemsCount: null, items: [] };

function titles(restaurant: SeededRestaurant, category: string): string[] {
  const menu = restaurant.company === 'pizza' ? PIZZA_MENU : BURGER_MENU;
  return menu.items.filter((item) => item.category === category).map((item) => item.title);
}

function mains(restaurant: SeededRestaurant): string[] {
  return restaurant.company === 'pizza' ? titles(restaurant, 'Pizzas') : titles(restaurant, 'Burgers');
}

// The offers each marketplace's tools propose, with their usual thresholds.
function drawOffer(faker: Faker, restaurant: SeededRestaurant, platform: MarketingPlatform): Offer {
  const percentOff = (values: number[], minimumPurchase: number | null): Offer => ({
    type: 'BASKET_DISCOUNT',
    option: { minimumPurchase, promotionValue: faker.helpers.arrayElement(values), isPercent: true, ...noItems },
  });
  const spendAndSave: Offer = {
    type: 'BASKET_DISCOUNT',
    option: {
      minimumPurchase: faker.helpers.arrayElement([2000, 2500]),
      promotionValue: faker.helpers.arrayElement([500, 700]),
      isPercent: false,
      ...noItems,
    },
  };
  const freeDelivery: Offer = {
    type: 'FREE_DELIVERY',
    option: { minimumPurchase: 1500, promotionValue: 0, isPercent: false, ...noItems },
  };
  const buyOneGetOne: Offer = {
    type: 'BUY_ONE_GET_ONE',
    option: {
      minimumPurchase: null,
      promotionValue: 0,
      isPercent: false,
      itemsCount: 2,
      items: faker.helpers.arrayElements(mains(restaurant), { min: 1, max: 2 }),
    },
  };
  const itemDiscount: Offer = {
    type: 'ITEM_DISCOUNT',
    option: {
      minimumPurchase: null,
      promotionValue: faker.helpers.arrayElement([20, 30]),
      isPercent: true,
      itemsCount: null,
      items: faker.helpers.arrayElements(mains(restaurant), { min: 2, max: 3 }),
    },
  };
  const freeItem: Offer = {
    type: 'FREE_ITEM',
    option: {
      minimumPurchase: 2500,
      promotionValue: 0,
      isPercent: false,
      itemsCount: 1,
      items: faker.helpers.arrayElements(titles(restaurant, 'Desserts'), 1),
    },
  };
  const offers: Record<MarketingPlatform, Offer[]> = {
    PLATFORM_UBER_EAT: [spendAndSave, percentOff([20], 1500), buyOneGetOne, freeDelivery, itemDiscount],
    PLATFORM_DELIVEROO: [percentOff([15, 20, 25], null), freeDelivery, freeItem],
    PLATFORM_JUST_EAT: [percentOff([10, 15, 20], 1500), freeItem],
    PLATFORM_GLOVO: [percentOff([20, 30], null), buyOneGetOne, freeDelivery],
  };
  return faker.helpers.arrayElement(offers[platform]);
}

function statusAt(now: Date, startAt: Date, endAt: Date | null, faker: Faker): MarketingStatus {
  if (startAt > now) return 'SCHEDULED';
  if (endAt && endAt <= now) return 'ENDED';
  return faker.datatype.boolean({ probability: 0.2 }) ? 'PAUSED' : 'ACTIVE';
}

function roundUp(value: number, step: number): number {
  return Math.ceil(value / step) * step;
}

/**
 * Back-to-back offers of one to three weeks over the demo days, with short gaps, the last one running or planned.
 * budgetSpent is what the restaurant's discounted orders cost during each offer, by the API's attribution rule (an
 * order counts for the offer of its restaurant running when it was placed).
 */
export function draftOffers(
  faker: Faker,
  restaurant: SeededRestaurant,
  platform: MarketingPlatform,
  days: readonly LocalDate[],
  now: Date,
  orders: readonly DiscountedOrder[],
): NewPromotionRow[] {
  const drafts: NewPromotionRow[] = [];
  const midnight = (index: number): Date => {
    const first = days[0];
    if (!first) throw new Error('No demo day');
    return zonedInstant({ ...first, day: first.day + index }, 0, restaurant.timezone);
  };
  let start = faker.number.int({ min: 0, max: Math.min(2, days.length - 1) });
  while (start < days.length + 14) {
    const length = faker.number.int({ min: 7, max: 21 });
    const startAt = midnight(start);
    const runsOn = start + length > days.length && faker.datatype.boolean({ probability: 0.3 });
    const endAt = runsOn ? null : midnight(start + length);
    const spent = orders
      .filter(
        (order) =>
          order.restaurantId === restaurant.id && order.createdAt >= startAt && (!endAt || order.createdAt < endAt),
      )
      .reduce((sum, order) => sum + order.promo, 0);
    const capped = faker.datatype.boolean({ probability: 0.6 });
    drafts.push({
      companyId: restaurant.companyId,
      restaurantId: restaurant.id,
      platform: restaurant.platform,
      platformPromotionId: `${restaurant.label}-offer-${faker.string.alphanumeric({ length: 10, casing: 'lower' })}`,
      status: statusAt(now, startAt, endAt, faker),
      ...drawOffer(faker, restaurant, platform),
      startAt,
      endAt,
      budget: capped ? Math.max(faker.helpers.arrayElement([15_000, 25_000, 40_000]), roundUp(spent, 5_000)) : null,
      budgetSpent: spent,
    });
    if (startAt > now || !endAt) break;
    start += length + faker.number.int({ min: 0, max: 4 });
  }
  return drafts;
}
