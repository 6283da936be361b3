import type { PlatformAdapter } from '../adapter';
import { deliverooDayOffRef, deliverooHolidayHoursCalls, deliverooOpeningHoursCall } from './hours';
import { deliverooItemAvailabilityCall, deliverooMenuPublishCall } from './menu';
import { normalizeDeliverooOrder } from './order';
import { deliverooOutboundCall } from './outbound';
import { verifyDeliverooWebhook } from './signature';
import { deliverooStoreCall } from './store';
import { deliverooStoreStatusCall, parseDeliverooStoreStatus } from './store-status';
import { parseDeliverooWebhook } from './webhook';

export const deliverooAdapter: PlatformAdapter = {
  code: 'PLATFORM_DELIVEROO',
  slug: 'deliveroo',
  verifyWebhook: verifyDeliverooWebhook,
  parseWebhook: parseDeliverooWebhook,
  normalizeOrder: normalizeDeliverooOrder,
  outboundCall: (action, ref) => deliverooOutboundCall(action, ref),
  storeCall: deliverooStoreCall,
  storeStatusCall: deliverooStoreStatusCall,
  parseStoreStatus: parseDeliverooStoreStatus,
  itemAvailabilityCall: deliverooItemAvailabilityCall,
  // `unavailable` lasts until Deliveroo's next-morning reset (docs/platforms.md#deliveroo-site-hours-and-menus), hours
  // after the restaurant's midnight when "Today" ends in Comptoir: so Comptoir sends `available` at midnight itself,
  // and the reset changes nothing.
  endsSuspensionItself: false,
  menuPublishCall: deliverooMenuPublishCall,
  openingHoursCall: (days, store) => deliverooOpeningHoursCall(days, store),
  holidayHoursCalls: deliverooHolidayHoursCalls,
  holidayRefFromResponse: deliverooDayOffRef,
};
