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

/**
 * Accounts whose row, devices or companies in scope changed, so that every process drops the viewers it keeps of them
 * (docs/security.md#cached-sessions); 'all' when this process may have missed announcements (Redis reconnected).
 */
export type AccountChange = readonly number[] | 'all';

export type AccountChangeHandler = (change: AccountChange) => void;

export type EventBus = {
  publish(event: OrderEvent): Promise<void>;
  /** Returns the function that stops the subscription. */
  subscribe(audience: EventAudience, handler: OrderEventHandler): () => void;
  /** Through announceAccountChange (context/account-changes.ts), after the change's commit. */
  publishAccountChange(accountIds: readonly number[]): Promise<void>;
  /** Returns the function that stops listening. */
  subscribeAccountChanges(handler: AccountChangeHandler): () => void;
  close(): Promise<void>;
  /** Resolves when the shared transport answers (Redis); absent in-process, where there is nothing to reach. */
  ping?(): Promise<void>;
};

export function isHeardBy(audience: EventAudience, event: OrderEvent): boolean {
  return audience === 'all' || audience.includes(event.companyId);
}
