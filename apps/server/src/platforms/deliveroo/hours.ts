import type { OutboundCall, StoreRef } from '../adapter';
import { asRecord, optionalString } from '../json-reader';
import { dayName, fullWeek, nextDate } from '../menu-calls';
import type { HolidayChange, MenuDocumentDay } from '../menu-document';

// Site API [P] (docs/platforms.md#deliveroo-site-hours-and-menus): weekly opening hours (several non-overlapping
// periods per day) and "days off", created one per call and cancelled by id. Field names of both bodies are [S]
// (third-party mirrors of the docs).

function sitePath(store: StoreRef & { brandId: string }): string {
  return `/site/v1/brands/${encodeURIComponent(store.brandId)}/sites/${encodeURIComponent(store.storeId)}`;
}

function withBrand(store: StoreRef): (StoreRef & { brandId: string }) | null {
  return store.brandId ? { ...store, brandId: store.brandId } : null;
}

/** The whole week, every day named (a day without periods is closed). */
export function deliverooOpeningHoursCall(days: MenuDocumentDay[], store: StoreRef): OutboundCall | null {
  const site = withBrand(store);
  if (!site) return null;
  return {
    method: 'POST',
    path: `${sitePath(site)}/opening_hours`,
    body: {
      opening_hours: fullWeek(days).map((day) => ({
        day_of_week: dayName(day.dayOfWeek),
        time_periods: day.timePeriods.map((period) => ({ start: period.startTime, end: period.endTime })),
      })),
    },
  };
}

const DELIVEROO_DAY_OFF_REASON = 'Closed: holiday set in Comptoir';

/**
 * One `POST …/days_off` per added closure, in the order of `change.added` (so the caller can match each answer to
 * its closure), then one cancel per removed closure whose day-off id is known. A day off runs from local midnight of
 * its first day to local midnight after its last. The cancel verb is not documented ("GET/PUT/cancel
 * …/days_off/{id}"): DELETE on the day off's own path is the reading taken here. A removed closure without an id
 * (its creation never got an answer) cannot be cancelled through the API.
 */
export function deliverooHolidayHoursCalls(change: HolidayChange, store: StoreRef): OutboundCall[] | null {
  const site = withBrand(store);
  if (!site) return null;
  const daysOff = `${sitePath(site)}/days_off`;
  return [
    ...change.added.map((closure): OutboundCall => ({
      method: 'POST',
      path: daysOff,
      body: {
        local_start_time: `${closure.fromDate}T00:00:00`,
        local_end_time: `${nextDate(closure.toDate)}T00:00:00`,
        reason: DELIVEROO_DAY_OFF_REASON,
      },
    })),
    ...change.removed.flatMap(({ platformRef }): OutboundCall[] =>
      platformRef ? [{ method: 'DELETE', path: `${daysOff}/${encodeURIComponent(platformRef)}` }] : [],
    ),
  ];
}

/** The id of the day off Deliveroo created, from its answer to the POST. */
export function deliverooDayOffRef(responseBody: string | null): string | null {
  if (!responseBody) return null;
  try {
    return optionalString(asRecord(JSON.parse(responseBody)).id);
  } catch {
    return null;
  }
}
