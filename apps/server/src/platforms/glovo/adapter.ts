import type { PlatformAdapter } from '../adapter';
import { glovoItemAvailabilityCall, glovoMenuPublishCall } from './menu';
import { glovoOrderSchema, normalizeGlovoOrder } from './order';
import { glovoOutboundCall } from './outbound';
import { glovoStoreCall } from './store';
import { glovoStoreStatusCall, parseGlovoStoreStatus } from './store-status';
import { verifyGlovoToken } from './token';
import { parseGlovoWebhook } from './webhooks';

export const glovoAdapter: PlatformAdapter = {
  code: 'PLATFORM_GLOVO',
  slug: 'glovo',
  verifyWebhook: (request, secret) => verifyGlovoToken(request.headers, secret),
  parseWebhook: (request) => parseGlovoWebhook(request.rawBody),
  normalizeOrder: (payload) => normalizeGlovoOrder(glovoOrderSchema.parse(payload)),
  outboundCall: glovoOutboundCall,
  storeCall: (action, store) => glovoStoreCall(action, store),
  storeStatusCall: glovoStoreStatusCall,
  parseStoreStatus: parseGlovoStoreStatus,
  itemAvailabilityCall: glovoItemAvailabilityCall,
  // Glovo has no timed suspension (docs/platforms.md#glovo): Comptoir sends "available" itself when one ends.
  endsSuspensionItself: false,
  menuPublishCall: glovoMenuPublishCall,
  menuPublishUpdatesOnly: true,
  // Opening and holiday hours are set in the Glovo Partner Webapp only: no openingHoursCall / holidayHoursCalls.
};
