import { resultingStatus } from '@comptoir/domain';
import type { Viewer } from '../../context/types';
import type { OrderDeps } from './order-deps';
import { performOrderAction } from './perform-order-action';

export function markInTransit(deps: OrderDeps, viewer: Viewer, cartId: number) {
  return performOrderAction(deps, viewer, cartId, 'inTransit', (cart) => ({
    changes: { status: resultingStatus('inTransit', cart) },
    outbound: { type: 'inTransit' },
  }));
}
