import type { Viewer } from '../../context/types';
import type { OrderDeps } from './order-deps';
import { performOrderAction } from './perform-order-action';

/**
 * Extra preparation minutes: the platform hears the minutes as chosen (the "5 sends 1" quirk of docs/orders.md#choices
 * happens in the chooser).
 */
export function delayPreparation(deps: OrderDeps, viewer: Viewer, cartId: number, extraMinutes: number) {
  return performOrderAction(deps, viewer, cartId, 'extraPreparation', (cart) => ({
    changes: { preparationTime: (cart.preparationTime ?? 0) + extraMinutes },
    outbound: { type: 'delay', extraMinutes },
    data: { extraMinutes },
  }));
}
