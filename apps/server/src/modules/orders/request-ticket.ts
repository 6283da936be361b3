import type { Db } from '../../db/client';
import type { CartRow } from '../../db/schema';
import { markOrderPrinted } from './mark-order-printed';
import { queuePrintJobs } from './queue-print-jobs';

/**
 * One ticket of the order asked for, on `tx` (auto-print or Print): queued on each cloud printer of its restaurant,
 * the order counting as printed once one confirms it; with none, the tablet prints it in the browser, so the order is
 * printed now (docs/printing.md#printed). Returns the order as it then stands.
 */
export async function requestTicket(tx: Db, cart: CartRow, at: Date): Promise<CartRow> {
  if ((await queuePrintJobs(tx, cart)) > 0) return cart;
  return (await markOrderPrinted(tx, cart.id, at)) ?? cart;
}
