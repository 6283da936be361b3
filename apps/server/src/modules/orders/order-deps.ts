import type { Db } from '../../db/client';
import type { EventBus } from '../../events/event-bus';

/** What the order use cases need; the GraphQL context provides it, and so does the webhook intake. */
export type OrderDeps = {
  db: Db;
  eventBus: EventBus;
  /** Wakes the outbound worker once a change that queued a platform call has committed (it also polls). */
  wakeOutbound: () => void;
};
