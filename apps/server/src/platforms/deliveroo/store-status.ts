import type { OutboundCall, PlatformStoreStatus, StoreRef } from '../adapter';
import { asRecord, optionalString } from '../json-reader';

// docs/platforms.md#store-status: `GET /site/v1/brands/{brandId}/sites/{siteId}/status` answers open or closed. The
// closure reasons (OPENING_HOURS, VACATION_MODE, CLOSED_PERIOD) are documented but not the field that carries them:
// a `reason` is read when present, and otherwise Comptoir's own hours and pause tell an expected closure from a
// problem. A site addressed without its brand id cannot be read.
export function deliverooStoreStatusCall(store: StoreRef): OutboundCall | null {
  if (!store.brandId) return null;
  return {
    method: 'GET',
    path: `/site/v1/brands/${encodeURIComponent(store.brandId)}/sites/${encodeURIComponent(store.storeId)}/status`,
  };
}

export function parseDeliverooStoreStatus(answer: { status: number; text: string }): PlatformStoreStatus | null {
  if (answer.status < 200 || answer.status >= 300) return null;
  const body = asRecord(JSON.parse(answer.text));
  const status = optionalString(body.status)?.toLowerCase();
  if (status === 'open') return { kind: 'open' };
  if (status !== 'closed') return null;
  const reason = optionalString(body.reason);
  return { kind: 'closed', by: reason === 'OPENING_HOURS' ? 'hours' : 'restaurant', reason: reason ?? 'CLOSED' };
}
