import type { PlatformAdapter } from '../adapter';
import { normalizeDeliverooOrder } from './order';
import { deliverooOutboundCall } from './outbound';
import { verifyDeliverooWebhook } from './signature';
import { deliverooStoreCall } from './store';
import { parseDeliverooWebhook } from './webhook';

export const deliverooAdapter: PlatformAdapter = {
  code: 'PLATFORM_DELIVEROO',
  slug: 'deliveroo',
  verifyWebhook: verifyDeliverooWebhook,
  parseWebhook: parseDeliverooWebhook,
  normalizeOrder: normalizeDeliverooOrder,
  outboundCall: (action, ref) => deliverooOutboundCall(action, ref),
  storeCall: deliverooStoreCall,
};
