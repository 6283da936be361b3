import type { OutboundCall, StoreAction, StoreRef } from '../adapter';

// Site API (docs/platforms.md#deliveroo-site-hours-and-menus): status open/closed pauses the site; busy is the site's
// workload mode. The busy mode's preparation time is the site's own "busy" workload time (set in the Hub): one call
// changes the mode, so the minutes chosen in Comptoir are not sent. The workload enum is not verified [S]; QUIET/BUSY
// is the pair seen.
const DELIVEROO_WORKLOAD = { busy: 'BUSY', quiet: 'QUIET' } as const;

export function deliverooStoreCall(action: StoreAction, store: StoreRef): OutboundCall | null {
  // Site paths name the brand; without its brand id Comptoir cannot address the site.
  if (!store.brandId) return null;
  const site = `/site/v1/brands/${encodeURIComponent(store.brandId)}/sites/${encodeURIComponent(store.storeId)}`;
  switch (action.type) {
    case 'pause':
      return { method: 'PUT', path: `${site}/status`, body: { status: 'closed' } };
    case 'unpause':
      return { method: 'PUT', path: `${site}/status`, body: { status: 'open' } };
    case 'busy':
      return { method: 'PUT', path: `${site}/workload/mode`, body: { mode: DELIVEROO_WORKLOAD.busy } };
    case 'notBusy':
      return { method: 'PUT', path: `${site}/workload/mode`, body: { mode: DELIVEROO_WORKLOAD.quiet } };
    // workload/times takes the quiet and the busy times together (busy > quiet, 5-minute steps); Comptoir knows only
    // the usual time, so it does not invent a busy one (docs/restaurant-settings.md#platforms). No delivery-mode call.
    case 'preparationTime':
    case 'deliveryMode':
      return null;
  }
}
