import type { OutboundCall, StoreAction, StoreRef } from '../adapter';

// Restaurant-level callbacks to the application (README.md "Store callbacks"): each body carries only what changed.
export function getRestoStoreCall(action: StoreAction, store: StoreRef): OutboundCall {
  const path = `/stores/${encodeURIComponent(store.storeId)}/status`;
  const settings = `/stores/${encodeURIComponent(store.storeId)}/settings`;
  switch (action.type) {
    case 'pause':
      return { method: 'POST', path, body: { paused: true } };
    case 'unpause':
      return { method: 'POST', path, body: { paused: false } };
    case 'busy':
      return {
        method: 'POST',
        path,
        body: { busy: true, extraPreparationMinutes: action.preparationMinutes, busyMinutes: action.busyMinutes },
      };
    case 'notBusy':
      return { method: 'POST', path, body: { busy: false } };
    case 'preparationTime':
      return { method: 'POST', path: settings, body: { preparationMinutes: action.minutes } };
    case 'deliveryMode':
      return { method: 'POST', path: settings, body: { deliveryMode: action.mode } };
  }
}
