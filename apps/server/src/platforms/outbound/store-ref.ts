import { PLATFORMS, type PlatformCode } from '@comptoir/domain';
import type { RestaurantPlatformData, RestaurantRow } from '../../db/schema';
import type { StoreRef } from '../adapter';
import { callReason, type ExplainedReason } from './call-reason';

// The brand id comes from the integration wizard (docs/platforms.md#connecting-a-restaurant: "brand ID … from hub
// URL"); platform_data is JSON, so a restaurant registered without one simply has none.
function brandIdOf(data: RestaurantPlatformData | null): string | null {
  const brandId: unknown = data && 'brandId' in data ? data.brandId : null;
  return typeof brandId === 'string' && brandId !== '' ? brandId : null;
}

/** How an adapter addresses a restaurant on its platform. */
export function storeRefOf(
  restaurant: Pick<RestaurantRow, 'platformStoreId' | 'preparationTime' | 'platformData'>,
): StoreRef {
  return {
    storeId: restaurant.platformStoreId,
    preparationMinutes: restaurant.preparationTime,
    brandId: brandIdOf(restaurant.platformData),
  };
}

/**
 * Why no call can reach this restaurant's platform whatever the change, in words the screens show; null when that
 * depends on the change.
 */
export function explainUnreachableStore(platform: PlatformCode, store: StoreRef): ExplainedReason | null {
  const label = PLATFORMS[platform].label;
  if (platform === 'PLATFORM_CLICK_N_COLLECT')
    return callReason('APPLIED_BY_COMPTOIR', `${label} is Comptoir's own channel: Comptoir applies it itself`, {
      platform: label,
    });
  if (platform === 'PLATFORM_DELIVEROO' && !store.brandId)
    return callReason('BRAND_ID_MISSING', `${label} needs the restaurant's brand id to reach its site`, {
      platform: label,
    });
  return null;
}

/**
 * Why nothing is sent for a restaurant not integrated yet (waiting for its account manager's review, or rejected:
 * docs/platforms.md#connecting); null once it is. Checked before any platform call is built.
 */
export function explainNotIntegrated(
  platform: PlatformCode,
  restaurant: Pick<RestaurantRow, 'integrationStatus'>,
): ExplainedReason | null {
  if (restaurant.integrationStatus === 'integrated') return null;
  const label = PLATFORMS[platform].label;
  return callReason(
    'RESTAURANT_PENDING_REVIEW',
    `The restaurant is not connected to ${label} yet: nothing is sent until its account manager approves it`,
    { platform: label },
  );
}
