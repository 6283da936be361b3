import type { PlatformAdapter } from '../adapter';
import { clickNCollectOrderSchema, normalizeClickNCollectOrder } from './order';

export const clickNCollectAdapter: PlatformAdapter = {
  code: 'PLATFORM_CLICK_N_COLLECT',
  slug: null,
  // No platform signs anything for Comptoir's own channel: a webhook claiming to be one is always refused.
  verifyWebhook: () => false,
  parseWebhook: () => {
    throw new Error('Click N Collect sends no webhooks');
  },
  normalizeOrder: (payload) => normalizeClickNCollectOrder(clickNCollectOrderSchema.parse(payload)),
  // Comptoir is the platform: the order's status lives here and nothing is sent anywhere.
  outboundCall: () => null,
  // Pause and busy mode of Comptoir's own channel are applied by Comptoir itself: no partner API to tell.
  storeCall: () => null,
  // Menus, item availability and hours are Comptoir's own data on this channel: no menu, availability or hours calls.
};
