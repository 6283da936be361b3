import type { PlatformAdapter } from '../adapter';
import { deliverooDayOffRef, deliverooHolidayHoursCalls, deliverooOpeningHoursCall } from './hours';
import { deliverooItemAvailabilityCall, deliverooMenuPublishCall } from './menu';
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
  itemAvailabilityCall: deliverooItemAvailabilityCall,
  // `unavailable` lasts until Deliveroo's next-morning reset, the end of a "Today" suspension (PLATFORMS.md §2.5).
  endsSuspensionItself: true,
  menuPublishCall: deliverooMenuPublishCall,
  openingHoursCall: (days, store) => deliverooOpeningHoursCall(days, store),
  holidayHoursCalls: deliverooHolidayHoursCalls,
  holidayRefFromResponse: deliverooDayOffRef,
};
