import { LOGIN_PATH } from '@comptoir/domain';
import { navigateTo } from './navigation';
import { deleteOfflineDatabase } from './offline-database';
import { queryClient } from './query-client';
import { clearSession } from './session';

/**
 * docs/product.md#session: forget the session, drop every cached answer and the offline copy of the orders
 * (docs/offline.md), and go to the login page.
 */
export function signOut(): void {
  clearSession();
  queryClient.clear();
  deleteOfflineDatabase();
  navigateTo(LOGIN_PATH);
}
