import { CANCEL_REASON_DEFAULT, resultingStatus } from '@comptoir/domain';
import type { Viewer } from '../../context/types';
import type { OrderDeps } from './order-deps';
import { performOrderAction } from './perform-order-action';

export function cancelOrder(deps: OrderDeps, viewer: Viewer, cartId: number, reason: string | null) {
  const chosen = reason?.trim() || CANCEL_REASON_DEFAULT;
  return performOrderAction(deps, viewer, cartId, 'cancel', (cart, now) => ({
    changes: { status: resultingStatus('cancel', cart), canceledAt: now },
    outbound: { type: 'cancel', reason: chosen },
    data: { reason: chosen },
  }));
}
