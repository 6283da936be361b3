import type { Faker } from '@faker-js/faker';
import type { MiscItemType, PlatformCode } from '@comptoir/domain';
import type { Db } from '../client';
import { miscItems } from '../schema';
import type { SeededRestaurant } from './restaurants';
import { localDateOf, shiftLocalDate, weekdayOf, type LocalDate } from '@comptoir/domain';

type Line = { type: MiscItemType; tag: string; description: string; total: number; vat: number };

// French VAT on platform services (20 %); eco contribution and meal vouchers carry none.
const SERVICE_VAT = 20;

function isoDate(date: LocalDate): string {
  return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

function ht(total: number, vat: number): number {
  return Math.round(total / (1 + vat / 100));
}

// What each platform's weekly statement adds besides the orders, with the platforms' own line labels.
function weeklyLines(faker: Faker, platform: PlatformCode): Line[] {
  const lines: Line[] = [];
  const marketplace = platform !== 'PLATFORM_CLICK_N_COLLECT' && platform !== 'PLATFORM_GET_RESTO';
  if (marketplace) {
    lines.push({
      type: 'ECO_CONTRIBUTION',
      tag: 'Eco-contribution',
      description: 'Packaging eco-contribution',
      total: -faker.number.int({ min: 80, max: 400 }),
      vat: 0,
    });
  }
  if (marketplace && faker.datatype.boolean({ probability: 0.6 })) {
    lines.push({
      type: 'ADS',
      tag: 'Sponsored listing',
      description: 'Sponsored placement in the app',
      total: -faker.number.int({ min: 1_500, max: 9_000 }),
      vat: SERVICE_VAT,
    });
  }
  if (marketplace && faker.datatype.boolean({ probability: 0.5 })) {
    lines.push({
      type: 'MARKETING_OFFER_FEE',
      tag: 'Offer funded by the restaurant',
      description: 'Buy one get one free',
      total: -faker.number.int({ min: 800, max: 6_000 }),
      vat: SERVICE_VAT,
    });
  }
  if (faker.datatype.boolean({ probability: 0.35 })) {
    lines.push({
      type: 'MEAL_VOUCHER',
      tag: 'Meal vouchers',
      description: 'Meal voucher payments',
      total: faker.number.int({ min: 1_000, max: 8_000 }),
      vat: 0,
    });
  }
  if (marketplace && faker.datatype.boolean({ probability: 0.25 })) {
    const total = faker.number.int({ min: -2_500, max: 2_500 }) || -100;
    lines.push({
      type: 'ADJUSTMENT_ERROR',
      tag: 'Adjustment',
      description: 'Correction of a previous statement',
      total,
      vat: SERVICE_VAT,
    });
  }
  if (marketplace && faker.datatype.boolean({ probability: 0.2 })) {
    lines.push({
      type: 'ORDER_DISPUTE_REFUND',
      tag: 'Dispute refund',
      description: 'Refund after a won dispute',
      total: faker.number.int({ min: 300, max: 2_500 }),
      vat: 0,
    });
  }
  if (faker.datatype.boolean({ probability: 0.1 })) {
    lines.push({ type: 'OTHER', tag: 'Tablet rental', description: 'Tablet rental', total: -1_000, vat: SERVICE_VAT });
  }
  return lines;
}

/** Weekly statement lines (each Monday, over the demo period) for every restaurant. */
export async function insertDemoMiscItems(
  db: Db,
  faker: Faker,
  restaurants: readonly SeededRestaurant[],
  now: Date,
  days: number,
): Promise<number> {
  const rows = restaurants.flatMap((restaurant) => {
    const today = localDateOf(now, restaurant.timezone);
    const mondays: LocalDate[] = [];
    for (let back = 0; back < days; back += 1) {
      const day = shiftLocalDate(today, back);
      if (weekdayOf(day) === 1) mondays.push(day);
    }
    return mondays.flatMap((day) =>
      weeklyLines(faker, restaurant.platform).map((line) => ({
        companyId: restaurant.companyId,
        restaurantId: restaurant.id,
        platform: restaurant.platform,
        type: line.type,
        tag: line.tag,
        description: line.description,
        miscDate: isoDate(day),
        total: line.total,
        ht: ht(line.total, line.vat),
        tvaPurcent: line.vat,
      })),
    );
  });
  if (rows.length > 0) await db.insert(miscItems).values(rows);
  return rows.length;
}
