import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { printerRestaurants, printers, printJobs, type CartRow } from '../../db/schema';

/**
 * Queues the order's ticket on every cloud printer of its restaurant, `nbPrint` copies each, on the caller's
 * transaction so the ticket commits with the change that asked for it (docs/architecture.md#outbox). Answers how many
 * jobs were queued: none means the restaurant has no cloud printer and the tablet prints in the browser.
 */
export async function queuePrintJobs(tx: Db, cart: Pick<CartRow, 'id' | 'restaurantId'>): Promise<number> {
  const links = await tx
    .select({ printerId: printers.id, copies: printerRestaurants.nbPrint })
    .from(printerRestaurants)
    .innerJoin(printers, eq(printers.id, printerRestaurants.printerId))
    .where(and(eq(printerRestaurants.restaurantId, cart.restaurantId), eq(printers.cloudPrintEnabled, true)))
    .orderBy(asc(printers.id));
  if (links.length === 0) return 0;
  await tx.insert(printJobs).values(
    links.map((link) => ({
      kind: 'order' as const,
      cartId: cart.id,
      printerId: link.printerId,
      copies: Math.max(1, link.copies),
    })),
  );
  return links.length;
}
