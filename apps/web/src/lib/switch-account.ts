import { endSwitchUser } from './api/end-switch-user';
import { reloadTo } from './navigation';
import { STORAGE_KEYS } from '@comptoir/domain';
import { saveSwitchUser } from './session';

/**
 * Acts as `email` (null: back to oneself). Leaving an account first records the end in the audit log, sent while
 * the header still names it; then a clean reload so no data of the previous account stays on screen.
 */
export async function switchAccount(email: string | null): Promise<void> {
  // Read where the fetcher reads it: the header goes out only if the key is stored.
  if (localStorage.getItem(STORAGE_KEYS.switchUser)) {
    try {
      await endSwitchUser();
    } catch (error) {
      // Leaving must always work; a missing audit line is logged rather than trapping the user.
      console.warn('endSwitchUser failed', error);
    }
  }
  saveSwitchUser(email);
  reloadTo(window.location.pathname);
}
