/** The browser database that keeps the last active orders for a reload without network (docs/offline.md). */
export const OFFLINE_DATABASE_NAME = 'comptoir';

/** Sign-out: the tablet keeps nothing of the account that left, whoever signs in next. */
export function deleteOfflineDatabase(): void {
  if (typeof indexedDB === 'undefined') return;
  const request = indexedDB.deleteDatabase(OFFLINE_DATABASE_NAME);
  request.onerror = () => console.warn('The offline copy of the orders could not be deleted', request.error);
}
