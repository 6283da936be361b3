import type { Viewer } from '../../context/types';
import { markOrderPrinted } from '../printing/mark-order-printed';
import { queuePrintJobs } from '../printing/queue-print-jobs';
import type { OrderDeps } from './order-deps';
import { performOrderAction } from './perform-order-action';

/**
 * SPEC §4 Print: no status change. The ticket is queued on each cloud printer of the restaurant, and the order counts
 * as printed once one confirms it; with none, the tablet prints in the browser and the order is printed now
 * (docs/printing.md#printed).
 */
export function printOrder(deps: OrderDeps, viewer: Viewer, cartId: number) {
  return performOrderAction(deps, viewer, cartId, 'print', (_cart, now) => ({
    changes: {},
    outbound: null,
    alsoWrite: async (tx, cart) => ((await queuePrintJobs(tx, cart)) > 0 ? cart : markOrderPrinted(tx, cart.id, now)),
  }));
}
