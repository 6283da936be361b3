import { resultingStatus } from '@comptoir/domain';
import type { Viewer } from '../../context/types';
import type { OrderDeps } from './order-deps';
import { performOrderAction } from './perform-order-action';

export function acceptOrder(deps: OrderDeps, viewer: Viewer, cartId: number, preparationTime: number | null) {
  return performOrderAction(deps, viewer, cartId, 'accept', (cart, now) => ({
    changes: {
      status: resultingStatus('accept', cart),
      acceptedAt: now,
      ...(preparationTime === null ? {} : { preparationTime }),
    },
    outbound: { type: 'accept', preparationMinutes: preparationTime ?? cart.preparationTime },
  }));
}
