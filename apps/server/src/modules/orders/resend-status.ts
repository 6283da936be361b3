import { CANCEL_REASON_DEFAULT, type OrderStatus } from '@comptoir/domain';
import type { Viewer } from '../../context/types';
import type { OutboundAction } from '../../platforms/adapter';
import { applyOrderChange, refuseAction } from './apply-order-change';
import type { OrderDeps } from './order-deps';
import { actorOf, getCartInScope } from './order-facts';

// The platform call that announced each status Comptoir sets; other statuses come from the platform itself.
const ANNOUNCING_ACTION: Partial<Record<OrderStatus, OutboundAction>> = {
  ACCEPTED: { type: 'accept', preparationMinutes: null },
  READY_FOR_PICKUP: { type: 'ready' },
  IN_TRANSIT: { type: 'inTransit' },
  COMPLETED: { type: 'delivered' },
  CANCELED: { type: 'cancel', reason: CANCEL_REASON_DEFAULT },
};

/** `cartEvent(resend: true)`: sends the order's current status to its platform again, changing nothing. */
export async function resendStatus(deps: OrderDeps, viewer: Viewer, cartId: number) {
  const cart = await getCartInScope(deps.db, viewer, cartId);
  const announced = ANNOUNCING_ACTION[cart.status];
  if (!announced) throw refuseAction('resend');
  const outbound: OutboundAction =
    announced.type === 'accept' ? { type: 'accept', preparationMinutes: cart.preparationTime } : announced;
  return applyOrderChange(deps, cart, actorOf(viewer), { type: 'resend', changes: {}, outbound });
}
