import { isOpenAt, printerProblemsOf, type OpeningPeriod, type PrinterProblemKind } from '@comptoir/domain';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { GraphQLContext } from '../../context/types';
import { carts, printerRestaurants, printers, printJobs, restaurantOpeningHours, restaurants } from '../../db/schema';

export type RestaurantPrinterProblem = {
  restaurantId: number;
  printerId: number;
  printerLabel: string;
  kind: PrinterProblemKind | 'ticketFailed';
  /** For a ticket that could not be printed: its order. */
  displayId: string | null;
};

// A ticket that failed longer ago than this is no longer the kitchen's business.
const FAILED_TICKET_HOURS = 24;

/**
 * The problems of the cloud printers printing these restaurants' tickets, in three statements whatever their number.
 */
export async function loadRestaurantPrinterProblems(
  context: GraphQLContext,
  restaurantIds: readonly number[],
): Promise<RestaurantPrinterProblem[]> {
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
  const failed = await loadFailedTickets(context, ids);
  const hours = await context.db
    .select()
    .from(restaurantOpeningHours)
    .where(inArray(restaurantOpeningHours.restaurantId, [...new Set(assigned.map((entry) => entry.restaurantId))]));
  const now = new Date();
  const ofPrinters = assigned.flatMap(({ restaurantId, timezone, printer }): RestaurantPrinterProblem[] => {
    const week: OpeningPeriod[] = hours.filter((period) => period.restaurantId === restaurantId);
    const problems = printerProblemsOf(printer, isOpenAt(week, now, timezone), now);
    return problems.map((kind) => ({
      restaurantId,
      printerId: printer.id,
      printerLabel: printer.label,
      kind,
      displayId: null,
    }));
  });
  return [...ofPrinters, ...failed];
}

/**
 * The restaurants' order tickets a printer gave up on in the last day and that no later ticket of the order settled
 * (a reprint printed or still waiting): the same rule as the order's FAILED ticket state (docs/printing.md).
 */
async function loadFailedTickets(
  context: GraphQLContext,
  restaurantIds: number[],
): Promise<RestaurantPrinterProblem[]> {
  const since = new Date(Date.now() - FAILED_TICKET_HOURS * 3_600_000);
  const settled = sql`exists (select 1 from ${printJobs} later where later.cart_id = ${printJobs.cartId}
    and later.status <> 'failed' and later.created_at > ${printJobs.createdAt})`;
  const rows = await context.db
    .select({
      restaurantId: carts.restaurantId,
      printerId: printers.id,
      printerLabel: printers.label,
      displayId: carts.displayId,
    })
    .from(printJobs)
    .innerJoin(carts, eq(carts.id, printJobs.cartId))
    .innerJoin(printers, eq(printers.id, printJobs.printerId))
    .where(
      and(
        inArray(carts.restaurantId, restaurantIds),
        eq(printJobs.status, 'failed'),
        gt(printJobs.createdAt, since),
        sql`not ${settled}`,
      ),
    )
    .orderBy(desc(printJobs.createdAt))
    .limit(50);
  return rows.map((row) => ({ ...row, kind: 'ticketFailed' as const }));
}
