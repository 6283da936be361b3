import type { OutboundCall, PlatformStoreStatus, StoreRef } from '../adapter';
import { asRecord, optionalString } from '../json-reader';

// docs/platforms.md#store-status: `GET /v1/eats/store/{id}/status` answers `{status, offlineReason}`, the reason one
// of OUT_OF_MENU_HOURS, INVISIBLE, PAUSED_BY_UBER, PAUSED_BY_RESTAURANT.
export function uberStoreStatusCall(store: StoreRef): OutboundCall {
  return { method: 'GET', path: `/v1/eats/store/${encodeURIComponent(store.storeId)}/status` };
}

export function parseUberStoreStatus(answer: { status: number; text: string }): PlatformStoreStatus | null {
  if (answer.status < 200 || answer.status >= 300) return null;
  const body = asRecord(JSON.parse(answer.text));
  const status = optionalString(body.status);
  if (!status) return null;
  if (status.toUpperCase() === 'ONLINE') return { kind: 'open' };
  const reason = optionalString(body.offlineReason) ?? optionalString(body.offline_reason);
  switch (reason) {
    case 'OUT_OF_MENU_HOURS':
      return { kind: 'closed', by: 'hours', reason };
    case 'INVISIBLE':
      return { kind: 'invisible', reason };
    case 'PAUSED_BY_RESTAURANT':
      return { kind: 'closed', by: 'restaurant', reason };
    default:
      // PAUSED_BY_UBER, or a reason Uber added since: the platform's own doing either way.
      return { kind: 'closed', by: 'platform', reason: reason ?? status.toUpperCase() };
  }
}
