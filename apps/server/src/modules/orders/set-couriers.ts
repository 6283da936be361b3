import type { Viewer } from '../../context/types';
import type { OrderDeps } from './order-deps';
import { performOrderAction } from './perform-order-action';

/**
 * `numberOfCouriers` is what the platform receives: the extra couriers chosen plus the original one
 * (docs/orders.md#choices).
 */
export function setCouriers(deps: OrderDeps, viewer: Viewer, cartId: number, numberOfCouriers: number) {
  return performOrderAction(deps, viewer, cartId, 'extraCouriers', () => ({
    changes: { couriersNumber: numberOfCouriers },
    outbound: { type: 'couriers', count: numberOfCouriers },
    data: { numberOfCouriers },
  }));
}
