import { LOGIN_PATH } from '@comptoir/domain';
import { navigateTo } from './navigation';
import { queryClient } from './query-client';
import { clearSession } from './session';

/** SPEC §4/§8: forget the session, drop every cached answer and go to the login page. */
export function signOut(): void {
  clearSession();
  queryClient.clear();
  navigateTo(LOGIN_PATH);
}
