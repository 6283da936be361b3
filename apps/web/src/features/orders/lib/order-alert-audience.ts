import { canOpenPath, HOME_PATH, isCompanyAccount } from '@comptoir/domain';
import type { Viewer } from '../../../lib/connection';

/**
 * Who hears new orders on every screen (docs/orders.md#new-order-alert): a company's account that may open the Orders
 * screen — also while an administrator acts as it, never an administrator as such.
 */
export function hearsNewOrders(viewer: Viewer | null): boolean {
  return viewer !== null && isCompanyAccount(viewer.roles) && canOpenPath(HOME_PATH, viewer.roles);
}
