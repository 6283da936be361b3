import type { OrderRef, OutboundAction, OutboundCall } from '../adapter';

/**
 * Which Just Eat API Comptoir acts through. JET Connect has no accept, reject or ready call (acceptance happens on
 * the Orderpad [S]); the partner API has them [P]. A restaurant on JET Connect only is configured 'jet-connect'.
 */
export type JustEatOutboundApi = 'partner-api' | 'jet-connect';

function inMinutes(from: Date, minutes: number): string {
  return new Date(from.getTime() + minutes * 60_000).toISOString();
}

/** JE partner API order actions (docs/platforms.md#just-eat), paths relative to the configured API base URL. */
export function justEatOutboundCall(
  action: OutboundAction,
  ref: OrderRef,
  api: JustEatOutboundApi,
  now: Date,
): OutboundCall | null {
  if (api === 'jet-connect') return null;
  const order = `/orders/${encodeURIComponent(ref.platformOrderId)}`;
  switch (action.type) {
    case 'accept':
      return {
        method: 'PUT',
        path: `${order}/accept`,
        body: action.preparationMinutes === null ? {} : { TimeAcceptedFor: inMinutes(now, action.preparationMinutes) },
      };
    case 'deny':
      return { method: 'PUT', path: `${order}/reject`, body: { Message: action.reason } };
    case 'ready':
      return { method: 'POST', path: `${order}/readyforcollection` };
    case 'delivered':
      return { method: 'POST', path: `${order}/complete` };
    case 'cancel':
      return { method: 'PUT', path: `${order}/cancel`, body: { Message: action.reason } };
    // JE takes the new due date, not a delta: extra minutes push back the expected ready time (or now, once passed).
    case 'delay': {
      const base = ref.readyAt && ref.readyAt > now ? ref.readyAt : now;
      return { method: 'PUT', path: `${order}/duedate`, body: { DueDate: inMinutes(base, action.extraMinutes) } };
    }
    case 'inTransit':
    case 'couriers':
      return null;
  }
}
