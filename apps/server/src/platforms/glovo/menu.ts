import type { OutboundCall, StoreRef } from '../adapter';
import { singleItem } from '../menu-calls';
import type { ItemAvailabilityChange, MenuDocument } from '../menu-document';

// Glovo Partners API (docs/platforms.md#glovo). Availability is a single-product PATCH [S path, `{available, price}`],
// at most 120 calls a minute per store; Glovo has no timed suspension, so Comptoir sends `available: true` itself
// when a "Today" suspension ends. Opening and holiday hours are set in the Partner Webapp only.

const store = (ref: StoreRef) => `/webhook/stores/${encodeURIComponent(ref.storeId)}`;

export function glovoItemAvailabilityCall(change: ItemAvailabilityChange, ref: StoreRef): OutboundCall {
  const item = singleItem(change, 'Glovo');
  return {
    method: 'PATCH',
    path: `${store(ref)}/products/${encodeURIComponent(item.platformId)}`,
    body: { available: change.available },
  };
}

/** Glovo menus take decimal prices ([S], docs/platforms.md#at-a-glance); its currencies all have two decimals. */
const decimal = (minor: number) => minor / 100;

/**
 * The bulk update [P]: `POST /webhook/stores/{store}/menu/updates` with products (the items) and attributes (the
 * modifier options), each with its price and availability; Glovo applies it asynchronously (a transaction id to
 * poll). It updates products Glovo already has: a new product or a new group needs Glovo's full upload
 * (`POST …/menu {menuUrl}`, a menu file at a public URL, 5 a day), which Comptoir does not serve yet, so the publish
 * sends nothing and names them (the adapter's `menuPublishUpdatesOnly`). An item offered in several groups is one
 * attribute on Glovo, at the price of its first group.
 */
export function glovoMenuPublishCall(menu: MenuDocument, ref: StoreRef): OutboundCall {
  const availability = new Map(menu.items.map((item) => [item.id, item.available]));
  const attributes = new Map<string, { id: string; price: number; available: boolean }>();
  for (const option of menu.modifierGroups.flatMap((group) => group.options)) {
    if (!attributes.has(option.itemId))
      attributes.set(option.itemId, {
        id: option.itemId,
        price: decimal(option.price),
        available: availability.get(option.itemId) ?? true,
      });
  }
  const sold = new Set(menu.categories.flatMap((category) => category.itemIds));
  return {
    method: 'POST',
    path: `${store(ref)}/menu/updates`,
    body: {
      products: menu.items
        .filter((item) => sold.has(item.id))
        .map((item) => ({ id: item.id, price: decimal(item.price), available: item.available })),
      attributes: [...attributes.values()],
    },
  };
}
