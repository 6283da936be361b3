import { isRecord, isText, setItemState, storeMenu, unknownItemIds } from '../sim-menu';
import type { SimStore } from '../sim-store';
import { badRequest, noContent, notFound, withStore, type PartnerReply, type PartnerRoute } from './route';

// Glovo product availability and bulk menu updates (docs/platforms.md#glovo). Single-product PATCHes are limited to 120
// a minute per store; Glovo has no timed suspension (an item stays off until made available).
const PATCHES_PER_MINUTE = 120;
const STORE = '^/webhook/stores/([^/]+)';

/** A Glovo menu price: a decimal amount with at most two decimals. */
const isPrice = (value: unknown): value is number =>
  typeof value === 'number' && value >= 0 && Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

function rateLimited(store: SimStore, now: Date): PartnerReply | null {
  const since = now.getTime() - 60_000;
  store.recentItemCalls = store.recentItemCalls.filter((at) => at > since);
  if (store.recentItemCalls.length >= PATCHES_PER_MINUTE) {
    const retryAfter = Math.max(1, Math.ceil(((store.recentItemCalls[0] ?? since) - since) / 1000));
    return {
      status: 429,
      body: { code: 'too_many_requests', message: `At most ${PATCHES_PER_MINUTE} product updates a minute per store` },
      headers: { 'retry-after': String(retryAfter) },
    };
  }
  store.recentItemCalls.push(now.getTime());
  return null;
}

function patchProduct(store: SimStore, productId: string, body: Record<string, unknown>, now: Date): PartnerReply {
  const { available, price } = body;
  if (available === undefined && price === undefined) return badRequest('Send available and/or price');
  if (available !== undefined && typeof available !== 'boolean') return badRequest('available must be true or false');
  if (price !== undefined && !isPrice(price)) return badRequest('price must be a decimal amount, at most two decimals');
  const limited = rateLimited(store, now);
  if (limited) return limited;
  // As on the other platforms, a store that never received a menu takes changes for any product (sim-menu.ts).
  if (unknownItemIds(store, [productId]).length > 0) return notFound(`Product ${productId} not found`);
  if (typeof available === 'boolean') setItemState(store, productId, { available, until: null, status: null }, now);
  return noContent();
}

type Entry = { id: string; available?: boolean };

function readEntries(value: unknown, name: string): Entry[] | string {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return `${name} must be a list`;
  for (const entry of value) {
    if (!isRecord(entry) || !isText(entry.id)) return `each of ${name} needs an id`;
    if (entry.price !== undefined && !isPrice(entry.price))
      return `${name} ${entry.id}: price must be a decimal amount, at most two decimals`;
    if (entry.available !== undefined && typeof entry.available !== 'boolean')
      return `${name} ${entry.id}: available must be true or false`;
  }
  return value as Entry[];
}

/** The bulk update is asynchronous on Glovo: 202 with a transaction id to poll. */
function bulkUpdate(store: SimStore, body: Record<string, unknown>, now: Date): PartnerReply {
  const products = readEntries(body.products, 'products');
  const attributes = readEntries(body.attributes, 'attributes');
  if (typeof products === 'string') return badRequest(products);
  if (typeof attributes === 'string') return badRequest(attributes);
  if (products.length + attributes.length === 0) return badRequest('Send products and/or attributes');
  const transactionId = `${store.storeId}-${now.getTime()}`;
  const ids = [...new Set([...products, ...attributes].map((entry) => entry.id))];
  storeMenu(store, { menuId: transactionId, body, itemIds: ids, modifierGroupIds: [] }, now);
  for (const entry of [...products, ...attributes]) {
    if (entry.available !== undefined)
      setItemState(store, entry.id, { available: entry.available, until: null, status: null }, now);
  }
  return { status: 202, body: { transaction_id: transactionId } };
}

export const glovoMenuRoutes: PartnerRoute[] = [
  {
    method: 'PATCH',
    pattern: new RegExp(`${STORE}/products/([^/]+)$`),
    handle: (r, c, m) =>
      withStore(m, c, (store) => patchProduct(store, decodeURIComponent(m[2] ?? ''), r.body, c.now())),
  },
  {
    method: 'POST',
    pattern: new RegExp(`${STORE}/menu/updates$`),
    handle: (r, c, m) => withStore(m, c, (store) => bulkUpdate(store, r.body, c.now())),
  },
  {
    method: 'GET',
    pattern: new RegExp(`${STORE}/menu/updates/([^/]+)$`),
    handle: (_r, c, m) =>
      withStore(m, c, (store) => {
        const transactionId = decodeURIComponent(m[2] ?? '');
        return store.menu?.menuId === transactionId
          ? { status: 200, body: { transaction_id: transactionId, status: 'SUCCESS' } }
          : notFound('Transaction not found');
      }),
  },
];
