import { canPauseOnPlatform } from '@comptoir/domain';
import type { Db } from '../client';
import { restaurantPauses, type PauseSource } from '../schema';
import type { DemoSeedContext } from './seed-context';
import { localDateOf, shiftLocalDate, weekdayOf, zonedInstant } from '@comptoir/domain';

type PauseRow = typeof restaurantPauses.$inferInsert;

// Local minutes of day: the lunch and dinner rushes, when a kitchen that falls behind pauses.
const LUNCH_RUSH = { from: 12 * 60, to: 13 * 60 + 30 };
const DINNER_RUSH = { from: 19 * 60 + 30, to: 21 * 60 + 30 };

/**
 * The demo restaurants' past pauses, for Analytics' inactivity and heat map: now and then the operator pauses a
 * restaurant during a rush for 15 to 45 minutes, and Uber Eats auto-pauses a store after missed orders for 15 to 30
 * minutes. All ended before now; the restaurants are not paused today.
 */
export async function insertDemoPauses(db: Db, context: DemoSeedContext): Promise<number> {
  const { faker, now } = context;
  const rows: PauseRow[] = [];
  const add = (restaurantId: number, source: PauseSource, startedAt: Date, minutes: number) => {
    const endedAt = new Date(startedAt.getTime() + minutes * 60_000);
    if (endedAt < now) rows.push({ restaurantId, source, startedAt, endedAt });
  };
  for (const restaurant of context.restaurants) {
    if (!canPauseOnPlatform(restaurant.platform)) continue;
    const today = localDateOf(now, restaurant.timezone);
    for (let back = 0; back < context.days; back += 1) {
      const day = shiftLocalDate(today, back);
      // Friday to Sunday evenings are busier: the operator pauses more often.
      const weekend = [0, 5, 6].includes(weekdayOf(day));
      const probability = (restaurant.company === 'burger' ? 0.14 : 0.08) * (weekend ? 1.8 : 1);
      if (faker.datatype.boolean({ probability })) {
        const rush = faker.datatype.boolean({ probability: 0.6 }) ? DINNER_RUSH : LUNCH_RUSH;
        const start = zonedInstant(day, faker.number.int({ min: rush.from, max: rush.to - 15 }), restaurant.timezone);
        add(restaurant.id, 'operator', start, faker.helpers.arrayElement([15, 20, 30, 45]));
      }
      if (restaurant.platform === 'PLATFORM_UBER_EAT' && faker.datatype.boolean({ probability: 0.07 })) {
        const start = zonedInstant(day, faker.number.int({ min: 11 * 60 + 30, max: 22 * 60 }), restaurant.timezone);
        add(restaurant.id, 'platform', start, faker.number.int({ min: 15, max: 30 }));
      }
    }
  }
  if (rows.length > 0) await db.insert(restaurantPauses).values(rows);
  return rows.length;
}
