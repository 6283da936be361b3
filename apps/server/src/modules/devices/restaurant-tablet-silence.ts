import { isTabletSilent, tabletSilenceOf, type OpeningPeriod } from '@comptoir/domain';
import { eq, inArray } from 'drizzle-orm';
import type { GraphQLContext } from '../../context/types';
import { companies, restaurantOpeningHours, restaurants } from '../../db/schema';

/**
 * For each restaurant, the company's last check-in when its tablets are silent while the restaurant is open
 * (tablet-health.ts, docs/accounts.md#tablets), else null. One statement, and a second for the opening hours only when
 * some company is silent.
 */
export async function loadTabletSilences(
  context: GraphQLContext,
  restaurantIds: readonly number[],
): Promise<(Date | null)[]> {
  // Tablets are none of an application's business (as printers are).
  if (restaurantIds.length === 0 || context.viewer === null || context.viewer.type === 'Application')
    return restaurantIds.map(() => null);
  // Every check-in moves the company's lastPing in the same statement (record-device.ts): it is the newest one.
  const rows = await context.db
    .select({ id: restaurants.id, timezone: restaurants.timezone, lastCheckIn: companies.lastPing })
    .from(restaurants)
    .innerJoin(companies, eq(companies.id, restaurants.companyId))
    .where(inArray(restaurants.id, [...restaurantIds]));
  const now = new Date();
  const silent = rows.filter((row) => isTabletSilent(row.lastCheckIn, now));
  if (silent.length === 0) return restaurantIds.map(() => null);
  const hours = await context.db
    .select()
    .from(restaurantOpeningHours)
    .where(
      inArray(
        restaurantOpeningHours.restaurantId,
        silent.map((row) => row.id),
      ),
    );
  const byId = new Map(
    silent.map((row) => {
      const week: OpeningPeriod[] = hours.filter((period) => period.restaurantId === row.id);
      return [
        row.id,
        tabletSilenceOf({ lastCheckIn: row.lastCheckIn, openingHours: week, timeZone: row.timezone, now }),
      ];
    }),
  );
  return restaurantIds.map((id) => byId.get(id) ?? null);
}
