import type { Viewer } from '../../context/types';
import { printJobs } from '../../db/schema';
import type { OrderDeps } from './order-deps';
import { performOrderAction } from './perform-order-action';

/** SPEC §4 Print: no status change; the order is remembered as printed and its ticket queued. */
export function printOrder(deps: OrderDeps, viewer: Viewer, cartId: number) {
  return performOrderAction(deps, viewer, cartId, 'print', (_cart, now) => ({
    changes: { printedAt: now },
    outbound: null,
    alsoWrite: async (tx, cart) => {
      await tx.insert(printJobs).values({ cartId: cart.id });
    },
  }));
}
