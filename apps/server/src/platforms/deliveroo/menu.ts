import type { OutboundCall, StoreRef } from '../adapter';
import { dayName, fullWeek, timedSuspensionEnd } from '../menu-calls';
import type { ItemAvailabilityChange, MenuDocument } from '../menu-document';

// Item availability [P] (docs/platforms.md#deliveroo-site-hours-and-menus): `POST
// /menu/v2/brands/{b}/sites/{site}/menu/item_unavailabilities` updates the listed items only. `unavailable` is "sold
// out until the next morning" (Deliveroo resets it itself),
// `hidden` takes the item off the menu until shown again, `available` puts it back.
type DeliverooItemStatus = 'available' | 'unavailable' | 'hidden';

function deliverooItemStatus(change: Pick<ItemAvailabilityChange, 'available' | 'until'>): DeliverooItemStatus {
  if (change.available) return 'available';
  return timedSuspensionEnd(change.until) ? 'unavailable' : 'hidden';
}

/** Site and brand paths need the brand id; without it there is no call (as for the store calls). */
export function deliverooItemAvailabilityCall(change: ItemAvailabilityChange, store: StoreRef): OutboundCall | null {
  if (!store.brandId) return null;
  const status = deliverooItemStatus(change);
  return {
    method: 'POST',
    path: `/menu/v2/brands/${encodeURIComponent(store.brandId)}/sites/${encodeURIComponent(store.storeId)}/menu/item_unavailabilities`,
    body: { item_unavailabilities: change.items.map((item) => ({ item_id: item.platformId, status })) },
  };
}

/**
 * One menu per site: Deliveroo menus belong to the brand and name their sites, Comptoir's live menu to a restaurant.
 */
function deliverooMenuId(store: StoreRef): string {
  return `comptoir-${store.storeId}`;
}

// Deliveroo's texts are keyed by language; the document carries none, so one default language.
const text = (value: string) => ({ en: value });

/**
 * The Menu API upload: `PUT /menu/v1/brands/{b}/menus/{menuId}` `{ name, menu, site_ids }`. The public material does
 * not give this path (docs/platforms.md#not-documented); it is the Menu API's documented upload as mirrored by third
 * parties, so it is UNVERIFIED, as is the inner `menu` shape (categories, items, mealtimes, modifiers, modelled on
 * Deliveroo's menu format). Availability is not part of it: Deliveroo keeps item unavailabilities apart (the call
 * above).
 */
export function deliverooMenuPublishCall(menu: MenuDocument, store: StoreRef): OutboundCall | null {
  if (!store.brandId) return null;
  return {
    method: 'PUT',
    path: `/menu/v1/brands/${encodeURIComponent(store.brandId)}/menus/${encodeURIComponent(deliverooMenuId(store))}`,
    body: { name: menu.menus[0]?.title ?? 'Menu', menu: deliverooMenu(menu), site_ids: [store.storeId] },
  };
}

function deliverooMenu(menu: MenuDocument) {
  return {
    mealtimes: menu.menus.map((entry) => ({
      id: entry.id,
      name: text(entry.title),
      ...(entry.subtitle ? { description: text(entry.subtitle) } : {}),
      category_ids: entry.categoryIds,
      schedule: fullWeek(entry.serviceAvailability).map((day) => ({
        day_of_week: dayName(day.dayOfWeek),
        time_periods: day.timePeriods.map((period) => ({ start: period.startTime, end: period.endTime })),
      })),
    })),
    categories: menu.categories.map((category) => ({
      id: category.id,
      name: text(category.title),
      ...(category.description ? { description: text(category.description) } : {}),
      item_ids: category.itemIds,
    })),
    items: menu.items.map((item) => ({
      id: item.id,
      plu: item.id,
      name: text(item.title),
      ...(item.description ? { description: text(item.description) } : {}),
      ...(item.imageUrl ? { image: { url: item.imageUrl } } : {}),
      price_info: {
        price: item.price,
        // Inside a modifier the item costs the option's price.
        overrides: menu.modifierGroups.flatMap((group) =>
          group.options
            .filter((option) => option.itemId === item.id)
            .map((option) => ({ id: group.id, price: option.price })),
        ),
      },
      tax_rate: String(item.vatPercent),
      modifier_ids: item.modifierGroupIds,
      type: 'ITEM',
    })),
    // Deliveroo modifiers have a selection range only; an option's own maximum (e.g. 2 × the same sauce) is not sent.
    modifiers: menu.modifierGroups.map((group) => ({
      id: group.id,
      name: text(group.title),
      min_selection: group.minPermitted,
      max_selection: group.maxPermitted,
      item_ids: group.options.map((option) => option.itemId),
    })),
  };
}
