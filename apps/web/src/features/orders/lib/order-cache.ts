import { ACTIVE_ORDER_GROUPS, type ActiveOrderGroup } from '@comptoir/domain';
import { OFFLINE_DATABASE_NAME } from '../../../lib/offline-database';
import type { Cart } from '../api/cart-fields';

type ActiveOrdersGroups = Record<ActiveOrderGroup, Cart[]>;

/** One row of the local offline database (docs/data-model.md#browser-storage). */
type CachedOrderRow = {
  id: number;
  displayId: string;
  status: string;
  deliveryTime: string | null;
  group: ActiveOrderGroup;
  /** Keeps the server's order within a tab; the store itself returns rows by id. */
  position: number;
  data: Cart;
};

export type CachedOrders = { orders: ActiveOrdersGroups; savedAt: string };

const DB_VERSION = 1;
const ORDERS_STORE = 'activeOrders';
const META_STORE = 'keyval';
const SAVED_AT_KEY = 'activeOrdersSavedAt';
/** The account whose screen saved the copy: another account signed in on the tablet never sees it. */
const OWNER_KEY = 'activeOrdersOwner';

function openDatabase(): Promise<IDBDatabase> | null {
  if (typeof indexedDB === 'undefined') return null;
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(OFFLINE_DATABASE_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(ORDERS_STORE, { keyPath: 'id' });
      request.result.createObjectStore(META_STORE);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
  });
}

function finish(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

function readAll<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB read failed'));
  });
}

/** Replaces the offline copy with the latest answer; a tablet without IndexedDB simply keeps none. */
export async function writeCachedOrders(
  owner: string,
  orders: ActiveOrdersGroups,
  now: Date = new Date(),
): Promise<void> {
  const opening = openDatabase();
  if (!opening) return;
  try {
    const db = await opening;
    const transaction = db.transaction([ORDERS_STORE, META_STORE], 'readwrite');
    const store = transaction.objectStore(ORDERS_STORE);
    store.clear();
    for (const group of ACTIVE_ORDER_GROUPS) {
      for (const [position, cart] of orders[group].entries()) {
        const row: CachedOrderRow = {
          id: cart.id,
          displayId: cart.displayId,
          status: cart.status,
          deliveryTime: cart.scheduledFor ?? cart.livredAt,
          group,
          position,
          data: cart,
        };
        store.put(row);
      }
    }
    transaction.objectStore(META_STORE).put(now.toISOString(), SAVED_AT_KEY);
    transaction.objectStore(META_STORE).put(owner, OWNER_KEY);
    await finish(transaction);
    db.close();
  } catch (error) {
    // A full or blocked database must not stop the live screen.
    console.warn('Active orders were not saved for offline use', error);
  }
}

/** The copy saved for `owner`, or null when there is none or it belongs to another account. */
export async function readCachedOrders(owner: string): Promise<CachedOrders | null> {
  const opening = openDatabase();
  if (!opening) return null;
  try {
    const db = await opening;
    const transaction = db.transaction([ORDERS_STORE, META_STORE], 'readonly');
    const rows = await readAll(transaction.objectStore(ORDERS_STORE).getAll() as IDBRequest<CachedOrderRow[]>);
    const meta = transaction.objectStore(META_STORE);
    const savedAt = await readAll(meta.get(SAVED_AT_KEY) as IDBRequest<string | undefined>);
    const savedBy = await readAll(meta.get(OWNER_KEY) as IDBRequest<string | undefined>);
    db.close();
    if (savedAt === undefined || savedBy !== owner) return null;
    const orders: ActiveOrdersGroups = { created: [], accepted: [], finished: [] };
    for (const row of rows.sort((a, b) => a.position - b.position)) orders[row.group].push(row.data);
    return { orders, savedAt };
  } catch (error) {
    console.warn('The offline copy of the orders could not be read', error);
    return null;
  }
}
