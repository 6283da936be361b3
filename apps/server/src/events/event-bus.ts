import type { OrderStatus } from '@comptoir/domain';

type OrderEventType = 'cart.created' | 'cart.updated';

/** What the tablets hear about an order; they refetch on it, so it carries no order content. */
export type OrderEvent = {
  type: OrderEventType;
  cartId: number;
  status: OrderStatus;
  companyId: number;
  restaurantUuid: string;
  /** ISO-8601 instant of the change. */
  at: string;
};

/** The companies a subscriber hears about: every one, or exactly these ids. */
export type EventAudience = 'all' | readonly number[];

export type OrderEventHandler = (event: OrderEvent) => void;

export type EventBus = {
  publish(event: OrderEvent): Promise<void>;
  /** Returns the function that stops the subscription. */
  subscribe(audience: EventAudience, handler: OrderEventHandler): () => void;
  close(): Promise<void>;
  /** Resolves when the shared transport answers (Redis); absent in-process, where there is nothing to reach. */
  ping?(): Promise<void>;
};

export function isHeardBy(audience: EventAudience, event: OrderEvent): boolean {
  return audience === 'all' || audience.includes(event.companyId);
}
