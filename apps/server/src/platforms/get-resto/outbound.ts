import type { OrderRef, OutboundAction, OutboundCall } from '../adapter';
import type { GetRestoStatus } from './statuses';

const ORDER_PATH_PREFIX = '/orders/';

/** An order's callback (`/orders/{id}/…`), as opposed to a store, menu or review call. */
export function isGetRestoOrderPath(path: string): boolean {
  return path.startsWith(ORDER_PATH_PREFIX);
}

// Callbacks go to the store's application's webhook URL (its base), signed like the pushes (README.md).
export function getRestoOutboundCall(action: OutboundAction, ref: OrderRef): OutboundCall | null {
  const order = `${ORDER_PATH_PREFIX}${encodeURIComponent(ref.platformOrderId)}`;
  const status = (body: { status: GetRestoStatus } & Record<string, unknown>): OutboundCall => ({
    method: 'POST',
    path: `${order}/status`,
    body,
  });
  switch (action.type) {
    case 'accept':
      return status({ status: 'accepted', preparationMinutes: action.preparationMinutes });
    case 'deny':
      return status({ status: 'rejected', reason: action.reason });
    case 'ready':
      return status({ status: 'ready' });
    case 'inTransit':
      return status({ status: 'in_delivery' });
    case 'delivered':
      return status({ status: 'delivered' });
    case 'cancel':
      return status({ status: 'cancelled', reason: action.reason });
    case 'delay':
      return { method: 'POST', path: `${order}/delay`, body: { extraMinutes: action.extraMinutes } };
    // GET RESTO has no call for extra couriers: the restaurant or the application books its couriers itself.
    case 'couriers':
      return null;
  }
}
