import type { Viewer } from '../../context/types';
import { requestTicket } from './request-ticket';
import type { OrderDeps } from './order-deps';
import { performOrderAction } from './perform-order-action';

/**
 * Print (docs/orders.md#print): no status change. The ticket is queued on each cloud printer of the restaurant, and the
 * order counts as printed once one confirms it; with none, the tablet prints in the browser and the order is printed
 * now (docs/printing.md#printed).
 */
export function printOrder(deps: OrderDeps, viewer: Viewer, cartId: number) {
  return performOrderAction(deps, viewer, cartId, 'print', (_cart, now) => ({
    changes: {},
    outbound: null,
    alsoWrite: (tx, cart) => requestTicket(tx, cart, now),
  }));
}
