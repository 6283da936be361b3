import { resultingStatus } from '@comptoir/domain';
import type { Viewer } from '../../context/types';
import type { OrderDeps } from './order-deps';
import { performOrderAction } from './perform-order-action';

export function markDelivered(deps: OrderDeps, viewer: Viewer, cartId: number) {
  return performOrderAction(deps, viewer, cartId, 'delivered', (cart, now) => ({
    changes: { status: resultingStatus('delivered', cart), livredAt: now },
    outbound: { type: 'delivered' },
  }));
}
