import type { OutboundCall, StoreRef } from '../adapter';
import { fullWeek, itemSuspensionEnd, timedSuspensionEnd } from '../menu-calls';
import type { HolidayChange, ItemAvailabilityChange, MenuDocument, MenuDocumentDay } from '../menu-document';

// Menu, availability and hours callbacks to the application (README.md "Menu and hours callbacks"), signed like every
// callback. Whole things (the menu, the week, the closures) are replaced with PUT; an availability change is an event.
// The application needs no timer: `until` is informative, and Comptoir calls again with `available: true` when a
// timed suspension ends.

const store = (ref: StoreRef) => `/stores/${encodeURIComponent(ref.storeId)}`;

export function getRestoItemAvailabilityCall(change: ItemAvailabilityChange, ref: StoreRef): OutboundCall {
  const until = change.available ? null : timedSuspensionEnd(change.until);
  return {
    method: 'POST',
    path: `${store(ref)}/items/availability`,
    body: {
      items: change.items.map((item) => ({ id: item.platformId, title: item.title })),
      available: change.available,
      until: until?.toISOString() ?? null,
    },
  };
}

/** The menu document as Comptoir holds it: ids are the items' platform ids, prices minor units. */
export function getRestoMenuPublishCall(menu: MenuDocument, ref: StoreRef): OutboundCall {
  return {
    method: 'PUT',
    path: `${store(ref)}/menu`,
    body: {
      currency: menu.currency,
      menus: menu.menus.map((entry) => ({ ...entry, serviceAvailability: fullWeek(entry.serviceAvailability) })),
      categories: menu.categories,
      // `unavailableUntil` (an ISO instant, or null: for good / available) replaces the in-memory `suspendUntil`.
      items: menu.items.map(({ suspendUntil, ...item }) => ({
        ...item,
        unavailableUntil: itemSuspensionEnd({ ...item, suspendUntil })?.toISOString() ?? null,
      })),
      modifierGroups: menu.modifierGroups,
    },
  };
}

export function getRestoOpeningHoursCall(days: MenuDocumentDay[], ref: StoreRef): OutboundCall {
  return { method: 'PUT', path: `${store(ref)}/opening-hours`, body: { days: fullWeek(days) } };
}

/** Every closure left after the change, in the restaurant's time zone: the application replaces its list. */
export function getRestoHolidayHoursCalls(change: HolidayChange, ref: StoreRef): OutboundCall[] {
  return [
    {
      method: 'PUT',
      path: `${store(ref)}/closures`,
      body: {
        closures: change.closures.map((closure) => ({
          fromDate: closure.fromDate,
          toDate: closure.toDate,
          timeZone: closure.timeZone,
        })),
      },
    },
  ];
}
