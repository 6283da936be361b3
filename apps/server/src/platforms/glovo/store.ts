import type { OutboundCall, StoreAction, StoreRef } from '../adapter';

// [S] (docs/platforms.md#glovo): Glovo only closes a store temporarily, until a given time, and has no preparation-time
// or busy call, nor one for the preparation time or who delivers. A pause closes the store for a day (pausing again
// extends it); unpausing deletes the closing.
const PAUSE_HOURS = 24;

export function glovoStoreCall(action: StoreAction, store: StoreRef, now: Date = new Date()): OutboundCall | null {
  const closing = `/webhook/stores/${encodeURIComponent(store.storeId)}/closing`;
  switch (action.type) {
    case 'pause':
      return {
        method: 'PUT',
        path: closing,
        body: { until: new Date(now.getTime() + PAUSE_HOURS * 3_600_000).toISOString() },
      };
    case 'unpause':
      return { method: 'DELETE', path: closing };
    case 'busy':
    case 'notBusy':
    case 'preparationTime':
    case 'deliveryMode':
      return null;
  }
}
