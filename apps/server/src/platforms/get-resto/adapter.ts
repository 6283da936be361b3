import type { PlatformAdapter } from '../adapter';
import {
  getRestoHolidayHoursCalls,
  getRestoItemAvailabilityCall,
  getRestoMenuPublishCall,
  getRestoOpeningHoursCall,
} from './menu';
import { getRestoOrderSchema, normalizeGetRestoOrder } from './order';
import { getRestoOutboundCall, isGetRestoOrderPath } from './outbound';
import { getRestoReviewReplyCall } from './review-reply';
import { verifyGetRestoSignature } from './signature';
import { getRestoStoreCall } from './store';
import { parseGetRestoWebhook } from './webhooks';

export const getRestoAdapter: PlatformAdapter = {
  code: 'PLATFORM_GET_RESTO',
  slug: 'get-resto',
  verifyWebhook: (request, secret) => verifyGetRestoSignature(request.headers, request.rawBody, secret),
  parseWebhook: parseGetRestoWebhook,
  normalizeOrder: (payload) => normalizeGetRestoOrder(getRestoOrderSchema.parse(payload)),
  outboundCall: getRestoOutboundCall,
  storeCall: getRestoStoreCall,
  reviewReplyCall: getRestoReviewReplyCall,
  itemAvailabilityCall: getRestoItemAvailabilityCall,
  // The application keeps no timer: Comptoir sends `available: true` when a timed suspension ends (README.md).
  endsSuspensionItself: false,
  menuPublishCall: getRestoMenuPublishCall,
  openingHoursCall: (days, store) => getRestoOpeningHoursCall(days, store),
  holidayHoursCalls: getRestoHolidayHoursCalls,
  // PUT …/closures replaces the application's list.
  holidayCallReplacesAll: true,
  // An application may answer an order's callback before it has stored the order it pushed: a 404 to an order callback
  // is retried; a store, menu or review call's 404 is final (README.md).
  retriesNotFound: (call) => call.cartId !== null && isGetRestoOrderPath(call.path),
};
