import { localDateOf } from '@comptoir/domain';
import type { Db } from '../client';
import { holidayHours, restaurantOpeningHours } from '../schema';
import type { DemoCompanyKey } from './companies';
import type { DemoSeedContext } from './seed-context';

type DemoDay = { dayOfWeek: number; periods: { startTime: string; endTime: string }[] };

const LUNCH = { startTime: '11:30', endTime: '14:30' };
const DINNER = { startTime: '18:30', endTime: '22:30' };
const LATE_DINNER = { startTime: '18:30', endTime: '23:30' };

/**
 * The demo restaurants' weekly hours (1 = Monday … 7 = Sunday): the burger kitchens serve lunch and dinner, later on
 * Friday and Saturday, and only dinner on Sunday; the pizzeria opens every day from 11:00.
 */
function demoOpeningHours(company: DemoCompanyKey): DemoDay[] {
  if (company === 'pizza') {
    return [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
      dayOfWeek,
      periods: [
        { startTime: '11:00', endTime: '14:30' },
        { startTime: '18:00', endTime: '23:00' },
      ],
    }));
  }
  return [
    ...[1, 2, 3, 4].map((dayOfWeek) => ({ dayOfWeek, periods: [LUNCH, DINNER] })),
    { dayOfWeek: 5, periods: [LUNCH, LATE_DINNER] },
    { dayOfWeek: 6, periods: [LUNCH, LATE_DINNER] },
    { dayOfWeek: 7, periods: [DINNER] },
  ];
}

/** Opening hours for every demo restaurant, and Demo Burger Co closed on the coming Christmas Day. */
export async function insertDemoSchedules(db: Db, context: DemoSeedContext): Promise<number> {
  const rows = context.restaurants.flatMap((restaurant) =>
    demoOpeningHours(restaurant.company).flatMap((day) =>
      day.periods.map((period) => ({ restaurantId: restaurant.id, dayOfWeek: day.dayOfWeek, ...period })),
    ),
  );
  await db.insert(restaurantOpeningHours).values(rows);
  const today = localDateOf(context.now, 'Europe/Paris');
  const year = today.month === 12 && today.day > 25 ? today.year + 1 : today.year;
  const christmas = `${year}-12-25`;
  const burgers = context.restaurants.filter((restaurant) => restaurant.company === 'burger');
  await db
    .insert(holidayHours)
    .values(burgers.map((restaurant) => ({ restaurantId: restaurant.id, fromDate: christmas, toDate: christmas })));
  return rows.length;
}
