import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { printerRestaurants, printers, printJobs, type CartRow } from '../../db/schema';

/**
 * Queues each order's ticket on every cloud printer of its restaurant, `nbPrint` copies each, on the caller's
 * transaction so the ticket commits with the change that asked for it (docs/architecture.md#outbox); one read of the
 * printers and one INSERT for all the orders. Answers the ids of the orders it queued jobs for: one missing means its
 * restaurant has no cloud printer and the tablet prints in the browser.
 */
export async function queuePrintJobs(
  tx: Db,
  orders: readonly Pick<CartRow, 'id' | 'restaurantId'>[],
): Promise<Set<number>> {
  if (orders.length === 0) return new Set();
  const links = await tx
    .select({
      restaurantId: printerRestaurants.restaurantId,
      printerId: printers.id,
      copies: printerRestaurants.nbPrint,
    })
    .from(printerRestaurants)
    .innerJoin(printers, eq(printers.id, printerRestaurants.printerId))
    .where(
      and(
        inArray(printerRestaurants.restaurantId, [...new Set(orders.map((order) => order.restaurantId))]),
        eq(printers.cloudPrintEnabled, true),
      ),
    )
    .orderBy(asc(printers.id));
  const jobs = orders.flatMap((order) =>
    links
      .filter((link) => link.restaurantId === order.restaurantId)
      .map((link) => ({
        kind: 'order' as const,
        cartId: order.id,
        printerId: link.printerId,
        copies: Math.max(1, link.copies),
      })),
  );
  if (jobs.length > 0) await tx.insert(printJobs).values(jobs);
  return new Set(jobs.map((job) => job.cartId));
}
