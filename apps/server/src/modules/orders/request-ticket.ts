import type { Db } from '../../db/client';
import type { CartRow } from '../../db/schema';
import { markOrdersPrinted } from './mark-order-printed';
import { queuePrintJobs } from './queue-print-jobs';

/**
 * One ticket of each order asked for, on `tx` (auto-print or Print): queued on each cloud printer of its restaurant,
 * the order counting as printed once one confirms it; with none, the tablet prints it in the browser, so the order is
 * printed now (docs/printing.md#printed). Returns the orders as they then stand, in order.
 */
export async function requestTickets(tx: Db, orders: readonly CartRow[], at: Date): Promise<CartRow[]> {
  const queued = await queuePrintJobs(tx, orders);
  const printed = await markOrdersPrinted(
    tx,
    orders.filter((order) => !queued.has(order.id)).map((order) => order.id),
    at,
  );
  const now = new Map(printed.map((order) => [order.id, order]));
  return orders.map((order) => now.get(order.id) ?? order);
}

/** One order: see requestTickets. */
export async function requestTicket(tx: Db, cart: CartRow, at: Date): Promise<CartRow> {
  const [row] = await requestTickets(tx, [cart], at);
  return row ?? cart;
}
