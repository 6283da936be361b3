import type { AccountRow } from '../db/schema';
import type { EventBus } from '../events/event-bus';
import type { CompanyScope } from '../modules/tenancy';

/**
 * What a token's account is made of, kept in memory (docs/security.md#cached-sessions): the account row, whether the
 * tablet the token names is revoked, and the companies in scope. Only an enabled account is kept.
 */
export type SignedInAccount = {
  account: AccountRow;
  scope: CompanyScope;
  /** The token's device was revoked, or belongs to another account; false for a token without a device. */
  deviceRevoked: boolean;
};

type Entry = { value: SignedInAccount; expiresAt: number };

export type ViewerCacheOptions = {
  /**
   * The longest an entry is kept without a change announced: what bounds a lost announcement
   * (docs/security.md#cached-sessions).
   */
  maxAgeMs?: number;
  /** Entries kept at most; the least recently used go first. */
  maxEntries?: number;
  now?: () => number;
};

export type ViewerCache = ReturnType<typeof createViewerCache>;

/** Keyed by the token's account uuid and device: tablets enrolled with a code each have their own entry. */
export function viewerCacheKey(accountUuid: string, deviceId: number | null): string {
  return `${accountUuid.toLowerCase()}/${deviceId ?? ''}`;
}

export function createViewerCache({ maxAgeMs = 10_000, maxEntries = 10_000, now = Date.now }: ViewerCacheOptions = {}) {
  const entries = new Map<string, Entry>();
  // Raised by every announcement: a load that an announcement overtook answers its request but is not kept, so a
  // change committed while the row was being read never leaves the former row behind.
  let changes = 0;

  function forget(accountIds: readonly number[] | 'all'): void {
    changes += 1;
    if (accountIds === 'all') {
      entries.clear();
      return;
    }
    for (const [key, entry] of entries) {
      if (accountIds.includes(entry.value.account.id)) entries.delete(key);
    }
  }

  return {
    /**
     * The entry for `key`, else what `load` reads (kept unless an announcement came meanwhile). An entry that
     * `isCurrent` rejects is read again: a token newer than the entry is never refused for the entry's sake.
     */
    async read(
      key: string,
      load: () => Promise<SignedInAccount>,
      isCurrent: (value: SignedInAccount) => boolean,
    ): Promise<SignedInAccount> {
      const entry = entries.get(key);
      const at = now();
      if (entry && entry.expiresAt > at && isCurrent(entry.value)) {
        entries.delete(key);
        entries.set(key, entry);
        return entry.value;
      }
      if (entry) entries.delete(key);
      const before = changes;
      const value = await load();
      if (changes === before) {
        entries.set(key, { value, expiresAt: at + maxAgeMs });
        // Map order is the order of last use, so the least recently used come first.
        for (const oldest of entries.keys()) {
          if (entries.size <= maxEntries) break;
          entries.delete(oldest);
        }
      }
      return value;
    },

    /** These accounts changed: their entries are over. */
    forget,

    /** Listens to the bus: every announcement, from any process, drops the entries of its accounts. */
    listen(eventBus: EventBus): () => void {
      return eventBus.subscribeAccountChanges(forget);
    },

    get size(): number {
      return entries.size;
    },
  };
}
