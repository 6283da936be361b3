import type { PlatformCode } from './platforms';

/**
 * How the "pause all" switch looks (docs/orders.md#pause): warning when some restaurants are paused, danger when all
 * are.
 */
export type PauseSwitchStyle = 'none' | 'warning' | 'danger';

export type PausableRestaurant = { isPaused: boolean; platform: PlatformCode };

/** Just Eat has no pause call (docs/platforms.md#just-eat): its switch is disabled and it never counts as paused. */
export function canPauseOnPlatform(platform: PlatformCode): boolean {
  return platform !== 'PLATFORM_JUST_EAT';
}

export function pauseSwitchStyle(restaurants: readonly PausableRestaurant[]): PauseSwitchStyle {
  const pausable = restaurants.filter((restaurant) => canPauseOnPlatform(restaurant.platform));
  const paused = pausable.filter((restaurant) => restaurant.isPaused).length;
  if (paused === 0) return 'none';
  return paused === pausable.length ? 'danger' : 'warning';
}
