import type { OutboundCall, StoreRef } from '../adapter';
import { dayName, fullWeek, timedSuspensionEnd } from '../menu-calls';
import type { ItemAvailabilityChange, MenuDocument, MenuDocumentDay } from '../menu-document';

// JET Connect (docs/platforms.md#just-eat). Item availability and menu ingestion are [P]: both answer 202 and work
// asynchronously. They are sent to the configured Just Eat API base URL with its key; in production JET Connect
// lives on its own host (api.flytplatform.com, `X-Flyt-Api-Key`), which a deployment points JUST_EAT_API_URL at.

/** JE restores an item at `nextAvailableAt` by itself; "All Time" sends none, so the item stays off until told. */
export function justEatItemAvailabilityCall(change: ItemAvailabilityChange, store: StoreRef, now: Date): OutboundCall {
  const until = change.available ? null : timedSuspensionEnd(change.until);
  return {
    method: 'POST',
    path: '/item-availability',
    body: {
      event: change.available ? 'AVAILABLE' : 'UNAVAILABLE',
      itemReferences: change.items.map((item) => item.platformId),
      restaurant: store.storeId,
      happenedAt: now.toISOString(),
      ...(until ? { nextAvailableAt: until.toISOString() } : {}),
    },
  };
}

const weekday = (dayOfWeek: number) => {
  const name = dayName(dayOfWeek);
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
};

/**
 * `POST /menus {restaurants, menus, callback_url?}` [P top level]. The menu entries' inner shape is not in the public
 * material: categories list item references, items carry their PLU (the platform id), price in minor units and
 * modifier groups. No callback_url: Comptoir has no endpoint for JET's ingestion result yet, so "sent" means accepted.
 */
export function justEatMenuPublishCall(menu: MenuDocument, store: StoreRef): OutboundCall {
  const items = menu.items.map((item) => ({
    plu: item.id,
    name: item.title,
    description: item.description,
    imageUrl: item.imageUrl,
    price: item.price,
    taxRate: item.vatPercent,
    available: item.available,
    modifierGroups: item.modifierGroupIds,
  }));
  const modifierGroups = menu.modifierGroups.map((group) => ({
    reference: group.id,
    name: group.title,
    minChoices: group.minPermitted,
    maxChoices: group.maxPermitted,
    modifiers: group.options.map((option) => ({
      plu: option.itemId,
      price: option.price,
      minQuantity: option.minPermitted,
      maxQuantity: option.maxPermitted,
    })),
  }));
  return {
    method: 'POST',
    path: '/menus',
    body: {
      restaurants: [store.storeId],
      menus: menu.menus.map((entry) => ({
        reference: entry.id,
        name: entry.title,
        description: entry.subtitle,
        currency: menu.currency,
        serviceTimes: serviceTimes(entry.serviceAvailability),
        categories: menu.categories
          .filter((category) => entry.categoryIds.includes(category.id))
          .map((category) => ({
            reference: category.id,
            name: category.title,
            description: category.description,
            items: category.itemIds,
          })),
        items,
        modifierGroups,
      })),
    },
  };
}

function serviceTimes(days: readonly MenuDocumentDay[]) {
  return fullWeek(days).flatMap((day) =>
    day.timePeriods.map((period) => ({
      dayOfWeek: weekday(day.dayOfWeek),
      start: period.startTime,
      end: period.endTime,
    })),
  );
}

/**
 * `PUT /restaurants/{ref}/servicetimes` [S: path only]. The body is this adapter's reading: the same hours for
 * delivery and collection, one entry per open period (a day without entries is closed).
 */
export function justEatOpeningHoursCall(days: MenuDocumentDay[], store: StoreRef): OutboundCall {
  const times = serviceTimes(days);
  return {
    method: 'PUT',
    path: `/restaurants/${encodeURIComponent(store.storeId)}/servicetimes`,
    body: { desiredServiceTimes: { delivery: times, collection: times } },
  };
}
