import { PLATFORMS, type PlatformCode } from '@comptoir/domain';
import type { RestaurantPlatformData, RestaurantRow } from '../../db/schema';
import type { StoreRef } from '../adapter';

// The brand id comes from the integration wizard (SPEC §2: "brand ID … from hub URL"); platform_data is JSON, so a
// restaurant registered without one simply has none.
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
export function explainUnreachableStore(platform: PlatformCode, store: StoreRef): string | null {
  const label = PLATFORMS[platform].label;
  if (platform === 'PLATFORM_CLICK_N_COLLECT') return `${label} is Comptoir's own channel: Comptoir applies it itself`;
  if (platform === 'PLATFORM_DELIVEROO' && !store.brandId)
    return `${label} needs the restaurant's brand id to reach its site`;
  return null;
}
