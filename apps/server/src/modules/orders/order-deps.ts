import type { Db } from '../../db/client';
import type { CartRow } from '../../db/schema';
import type { EventBus } from '../../events/event-bus';
import type { OutboundAction } from '../../platforms/adapter';

/** Sends an action to the order's platform (the intake module records and retries it). */
export type OrderActionSender = (cart: CartRow, action: OutboundAction) => Promise<void>;

/** What the order use cases need; the GraphQL context provides it, and so does the webhook intake. */
export type OrderDeps = {
  db: Db;
  eventBus: EventBus;
  sendOrderAction: OrderActionSender;
};

/** The sender of an app built without a platform outbox (unit tests of other modules): the platform hears nothing. */
export const ignoreOrderAction: OrderActionSender = async () => undefined;
