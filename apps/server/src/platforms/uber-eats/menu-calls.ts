import type { OutboundCall, StoreRef } from '../adapter';
import { closureDates, singleItem, timedSuspensionEnd } from '../menu-calls';
import type { HolidayChange, ItemAvailabilityChange, MenuDocument, MenuDocumentDay } from '../menu-document';
import { uberMenuBody, uberSuspendUntil } from './menu';

// docs/platforms.md#uber-eats-store-hours-and-menus: item availability [P path, S suspend_until], full menu upload [P],
// holiday hours [P]. Uber lifts a timed suspension itself at `suspend_until`, so Comptoir does not send "available" at
// the end.

const store = (ref: StoreRef) => `/v2/eats/stores/${encodeURIComponent(ref.storeId)}`;

/**
 * A sparse item update: only the suspension changes (0 = available again). One item per call: its id is in the path.
 */
export function uberItemAvailabilityCall(change: ItemAvailabilityChange, ref: StoreRef): OutboundCall {
  const item = singleItem(change, 'Uber Eats');
  const until = timedSuspensionEnd(change.until);
  return {
    method: 'POST',
    path: `${store(ref)}/menus/items/${encodeURIComponent(item.platformId)}`,
    body: {
      suspension_info: {
        suspension: change.available
          ? { suspend_until: 0 }
          : { suspend_until: uberSuspendUntil(false, until), reason: 'Unavailable, set in Comptoir' },
      },
    },
  };
}

export function uberMenuPublishCall(menu: MenuDocument, ref: StoreRef): OutboundCall {
  return { method: 'PUT', path: `${store(ref)}/menus`, body: uberMenuBody(menu) };
}

/**
 * Uber has no opening-hours call: a store's regular hours are its menus' service availability. So the live menu, whose
 * menus were built with the new hours, is uploaded again; without a menu there is nothing to carry them.
 */
export function uberOpeningHoursCall(
  _days: MenuDocumentDay[],
  ref: StoreRef,
  menu: MenuDocument | null,
): OutboundCall | null {
  if (!menu || menu.menus.length === 0) return null;
  return uberMenuPublishCall(menu, ref);
}

/** Each POST overwrites every holiday of the store, so it carries all closures left; a closed day is 00:00–00:00. */
export function uberHolidayHoursCalls(change: HolidayChange, ref: StoreRef): OutboundCall[] {
  const closed = { open_time_periods: [{ start_time: '00:00', end_time: '00:00' }] };
  const dates = [...new Set(change.closures.flatMap(closureDates))].sort();
  return [
    {
      method: 'POST',
      path: `/v1/eats/stores/${encodeURIComponent(ref.storeId)}/holiday-hours`,
      body: { holiday_hours: Object.fromEntries(dates.map((date) => [date, closed])) },
    },
  ];
}
