import { PLATFORMS, type PlatformCode } from '@comptoir/domain';
import type { WebhookContent } from './order-webhooks';
import type { Random } from './random';
import type { SimStore } from './sim-store';

/**
 * What the platform itself does to a store, apart from the restaurant's own pause (docs/demo-data.md#store-state): stop
 * its orders, or hide it from clients. Null: the platform leaves the store alone.
 */
export type SimPlatformHold = { state: 'notOrderable' | 'notVisible'; reason: string; since: Date };

export class StoreStateInputError extends Error {}

// What each platform can say of a store (docs/platforms.md#store-status): Uber Eats reports both, with its
// offlineReason; Deliveroo (site closed), Just Eat (offline) and Glovo (temporary closing) only that no order comes.
const PLATFORM_HOLDS: Partial<Record<PlatformCode, Partial<Record<SimPlatformHold['state'], string>>>> = {
  PLATFORM_UBER_EAT: { notOrderable: 'PAUSED_BY_UBER', notVisible: 'INVISIBLE' },
  PLATFORM_DELIVEROO: { notOrderable: 'CLOSED_PERIOD' },
  PLATFORM_JUST_EAT: { notOrderable: 'OFFLINE' },
  PLATFORM_GLOVO: { notOrderable: 'TEMPORARILY_CLOSED' },
};

/** The platform's hold a `POST /simulator/<slug>/stores/{id}/state` body asks for; throws on one it cannot play. */
export function holdOf(platform: PlatformCode, body: unknown, now: Date): SimPlatformHold | null {
  const state = typeof body === 'object' && body !== null ? (body as { state?: unknown }).state : undefined;
  if (state === 'orderable') return null;
  if (state !== 'notOrderable' && state !== 'notVisible')
    throw new StoreStateInputError('state must be orderable, notOrderable or notVisible');
  const reason = PLATFORM_HOLDS[platform]?.[state];
  if (!reason) throw new StoreStateInputError(`${PLATFORMS[platform].label} has no ${state} state to report`);
  return { state, reason, since: now };
}

/** How long Glovo's temporary closing of a held store lasts, as its closing read reports it. */
export const GLOVO_HOLD_MS = 24 * 60 * 60 * 1000;

/**
 * The webhook the platform sends when a store's status changes, where it has one (docs/platforms.md#store-status):
 * Uber Eats' `eats.store.status.notification` (ids only: Comptoir reads the status), Just Eat's
 * restaurant-offline-status / restaurant-online-status. Null for platforms that send none (Deliveroo, Glovo).
 */
export function storeStatusWebhook(store: SimStore, context: { random: Random; now: Date }): WebhookContent | null {
  switch (store.platform) {
    case 'PLATFORM_UBER_EAT': {
      const eventId = context.random.uuid();
      const eventType = 'eats.store.status.notification';
      return {
        eventId,
        eventType,
        body: {
          event_id: eventId,
          event_type: eventType,
          event_time: Math.floor(context.now.getTime() / 1000),
          meta: { user_id: store.storeId, resource_id: store.storeId },
        },
      };
    }
    case 'PLATFORM_JUST_EAT': {
      const offline = store.platformHold !== null;
      return {
        eventId: context.random.uuid(),
        eventType: offline ? 'restaurant-offline-status' : 'restaurant-online-status',
        body: { RestaurantId: store.storeId, Tenant: 'uk', IsOffline: offline, AllowRestaurantOverride: false },
      };
    }
    default:
      return null;
  }
}
