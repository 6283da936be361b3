import { isOpenAt, printerProblemsOf, type OpeningPeriod, type PrinterProblemKind } from '@comptoir/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { GraphQLContext } from '../../context/types';
import { printerRestaurants, printers, restaurantOpeningHours, restaurants } from '../../db/schema';

export type RestaurantPrinterProblem = { restaurantId: number; printerId: number; printerLabel: string; kind: PrinterProblemKind };

/** The problems of the cloud printers printing these restaurants' tickets, in three statements whatever their number. */
export async function loadRestaurantPrinterProblems(context: GraphQLContext, restaurantIds: readonly number[]): Promise<RestaurantPrinterProblem[]> {
  // Printers, and their passwords, are none of an application's business: it sees no printer problem either.
  if (restaurantIds.length === 0 || context.viewer === null || context.viewer.type === 'Application') return [];
  const ids = [...restaurantIds];
  const assigned = await context.db
    .select({ restaurantId: printerRestaurants.restaurantId, timezone: restaurants.timezone, printer: printers })
    .from(printerRestaurants)
    .innerJoin(printers, eq(printers.id, printerRestaurants.printerId))
    .innerJoin(restaurants, eq(restaurants.id, printerRestaurants.restaurantId))
    .where(and(inArray(printerRestaurants.restaurantId, ids), eq(printers.cloudPrintEnabled, true)));
  if (assigned.length === 0) return [];
  const hours = await context.db
    .select()
    .from(restaurantOpeningHours)
    .where(inArray(restaurantOpeningHours.restaurantId, [...new Set(assigned.map((entry) => entry.restaurantId))]));
  const now = new Date();
  return assigned.flatMap(({ restaurantId, timezone, printer }) => {
    const week: OpeningPeriod[] = hours.filter((period) => period.restaurantId === restaurantId);
    return printerProblemsOf(printer, isOpenAt(week, now, timezone), now).map((kind) => ({ restaurantId, printerId: printer.id, printerLabel: printer.label, kind }));
  });
}
