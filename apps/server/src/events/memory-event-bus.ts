import { EventEmitter } from 'node:events';
import {
  isHeardBy,
  type AccountChange,
  type AccountChangeHandler,
  type EventAudience,
  type EventBus,
  type OrderEvent,
  type OrderEventHandler,
} from './event-bus';

const ORDER_EVENT = 'order';
const ACCOUNT_CHANGE = 'account';

/** Delivers events to the subscribers of this process only. */
export function createMemoryEventBus(): EventBus & {
  deliver(event: OrderEvent): void;
  deliverAccountChange(change: AccountChange): void;
} {
  const emitter = new EventEmitter();
  // Every open tablet stream is one listener.
  emitter.setMaxListeners(0);

  function deliver(event: OrderEvent): void {
    emitter.emit(ORDER_EVENT, event);
  }

  function deliverAccountChange(change: AccountChange): void {
    emitter.emit(ACCOUNT_CHANGE, change);
  }

  return {
    deliver,
    deliverAccountChange,
    async publish(event) {
      deliver(event);
    },
    async publishAccountChange(accountIds) {
      deliverAccountChange(accountIds);
    },
    subscribeAccountChanges(handler: AccountChangeHandler) {
      emitter.on(ACCOUNT_CHANGE, handler);
      return () => emitter.off(ACCOUNT_CHANGE, handler);
    },
    subscribe(audience: EventAudience, handler: OrderEventHandler) {
      const listener = (event: OrderEvent) => {
        if (isHeardBy(audience, event)) handler(event);
      };
      emitter.on(ORDER_EVENT, listener);
      return () => emitter.off(ORDER_EVENT, listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}
