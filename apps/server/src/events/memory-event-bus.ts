import { EventEmitter } from 'node:events';
import { isHeardBy, type EventAudience, type EventBus, type OrderEvent, type OrderEventHandler } from './event-bus';

const ORDER_EVENT = 'order';

/** Delivers events to the subscribers of this process only. */
export function createMemoryEventBus(): EventBus & { deliver(event: OrderEvent): void } {
  const emitter = new EventEmitter();
  // Every open tablet stream is one listener.
  emitter.setMaxListeners(0);

  function deliver(event: OrderEvent): void {
    emitter.emit(ORDER_EVENT, event);
  }

  return {
    deliver,
    async publish(event) {
      deliver(event);
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
