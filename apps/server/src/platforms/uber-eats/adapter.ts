import type { PlatformAdapter } from '../adapter';
import {
  uberHolidayHoursCalls,
  uberItemAvailabilityCall,
  uberMenuPublishCall,
  uberOpeningHoursCall,
} from './menu-calls';
import { normalizeUberOrder } from './order';
import { uberOutboundCall } from './outbound';
import { verifyUberWebhook } from './signature';
import { uberStoreCall } from './store';
import { parseUberStoreStatus, uberStoreStatusCall } from './store-status';
import { parseUberWebhook } from './webhook';

export const uberEatsAdapter: PlatformAdapter = {
  code: 'PLATFORM_UBER_EAT',
  slug: 'uber-eats',
  verifyWebhook: verifyUberWebhook,
  parseWebhook: parseUberWebhook,
  fetchOrderCall: (ref) => ({
    method: 'GET',
    path: `/v1/delivery/order/${encodeURIComponent(ref.platformOrderId)}?expand=carts,deliveries,payment`,
  }),
  normalizeOrder: normalizeUberOrder,
  outboundCall: (action, ref) => uberOutboundCall(action, ref),
  storeCall: uberStoreCall,
  storeStatusCall: uberStoreStatusCall,
  parseStoreStatus: parseUberStoreStatus,
  itemAvailabilityCall: uberItemAvailabilityCall,
  // Uber lifts a suspension at its `suspend_until` by itself (docs/platforms.md#uber-eats-store-hours-and-menus).
  endsSuspensionItself: true,
  menuPublishCall: uberMenuPublishCall,
  openingHoursCall: uberOpeningHoursCall,
  holidayHoursCalls: uberHolidayHoursCalls,
  // POST …/holiday-hours overwrites every holiday of the store (docs/platforms.md#uber-eats-store-hours-and-menus).
  holidayCallReplacesAll: true,
};
