import type { OutboundCall, PlatformStoreStatus, StoreRef } from '../adapter';
import { asRecord, optionalDate } from '../json-reader';

// docs/platforms.md#store-status: Glovo publishes no store status, only its temporary closing
// (`GET /webhook/stores/{id}/closing` → `{until}`); a store without one (none set, or 404) takes orders in its hours.
export function glovoStoreStatusCall(store: StoreRef): OutboundCall {
  return { method: 'GET', path: `/webhook/stores/${encodeURIComponent(store.storeId)}/closing` };
}

export function parseGlovoStoreStatus(answer: { status: number; text: string }, now: Date): PlatformStoreStatus | null {
  if (answer.status === 404) return { kind: 'open' };
  if (answer.status < 200 || answer.status >= 300) return null;
  const until = answer.text.trim() === '' ? null : optionalDate(asRecord(JSON.parse(answer.text)).until);
  return until && until > now ? { kind: 'closed', by: 'restaurant', reason: 'TEMPORARILY_CLOSED' } : { kind: 'open' };
}
