import type { OutboundCall, StoreAction, StoreRef } from '../adapter';

// docs/platforms.md#uber-eats-store-hours-and-menus. Pause uses the documented [P] legacy status call rather than the
// newer [S] update-store-status. Uber has no busy mode: busy raises the store's default preparation time ([S]
// update-store-prep-time, in seconds, at most 3 hours) by the chosen minutes, and the end of busy mode sets it back to
// the restaurant's usual time. Uber keeps that time until told otherwise, so busy mode ends on Uber only when notBusy
// is sent. A new usual time from the settings screen is sent the same way (docs/restaurant-settings.md#platforms).
const MAX_PREP_TIME_SECONDS = 10_800;

function prepTimeCall(storeId: string, minutes: number): OutboundCall {
  return {
    method: 'POST',
    path: `/v1/delivery/store/${encodeURIComponent(storeId)}/update-store-prep-time`,
    body: { default_prep_time: Math.min(MAX_PREP_TIME_SECONDS, minutes * 60) },
  };
}

export function uberStoreCall(action: StoreAction, store: StoreRef): OutboundCall | null {
  const status = `/v1/eats/store/${encodeURIComponent(store.storeId)}/status`;
  // A restaurant without a usual preparation time sends the chosen minutes as the whole time.
  const usual = store.preparationMinutes ?? 0;
  switch (action.type) {
    case 'pause':
      return {
        method: 'POST',
        path: status,
        body: { status: 'PAUSED', reason: 'Paused by the restaurant in Comptoir' },
      };
    case 'unpause':
      return {
        method: 'POST',
        path: status,
        body: { status: 'ONLINE', reason: 'Reopened by the restaurant in Comptoir' },
      };
    case 'busy':
      return prepTimeCall(store.storeId, usual + action.preparationMinutes);
    case 'notBusy':
      return store.preparationMinutes ? prepTimeCall(store.storeId, store.preparationMinutes) : null;
    case 'preparationTime':
      return prepTimeCall(store.storeId, action.minutes);
    // Who delivers is agreed in the Uber Eats contract: the APIs have no call to change it.
    case 'deliveryMode':
      return null;
  }
}
