import { PLATFORMS, type PlatformCode } from './platforms';
import { canOpenPath } from './routes';

export type ReconnectedRestaurant = { uuid: string; platform: PlatformCode; companyId: number };

/**
 * Where the restaurant problems' "Reconnect" leads (docs/screens.md#restaurant-problems): the integration wizard's
 * step for the restaurant's platform, told which restaurant it reconnects — the company's own wizard for a company
 * user, the company's wizard under /company/{id} for an account manager or administrator. Null when these roles may
 * open neither, or the platform has no wizard step.
 */
export function reconnectPath(restaurant: ReconnectedRestaurant, roles: readonly string[]): string | null {
  const slug = PLATFORMS[restaurant.platform].slug;
  if (!slug) return null;
  const step = `restaurants/new/${slug}`;
  const query = `?reconnect=${encodeURIComponent(restaurant.uuid)}`;
  const path = [`/${step}`, `/company/${restaurant.companyId}/${step}`].find((candidate) =>
    canOpenPath(candidate, roles),
  );
  return path ? `${path}${query}` : null;
}
