import { INDEFINITE_SUSPENSION_UNTIL } from '@comptoir/domain';
import type { HolidayClosure, ItemAvailabilityChange, MenuDocumentDay, MenuDocumentItem } from './menu-document';

// What the adapters' menu, availability and hours calls share: day names, the end of a suspension, closure dates.

const DAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type DayName = (typeof DAY_NAMES)[number];

/** 1 = Monday … 7 = Sunday → `monday` … `sunday`; throws on anything else (a bug upstream, not a user's input). */
export function dayName(dayOfWeek: number): DayName {
  const name = DAY_NAMES[dayOfWeek - 1];
  if (!name) throw new Error(`dayOfWeek must be 1 (Monday) to 7 (Sunday), got ${dayOfWeek}`);
  return name;
}

/** Every weekday once, in order, with the periods `days` gives it (none: closed that day). */
export function fullWeek(
  days: readonly MenuDocumentDay[],
): { dayOfWeek: number; timePeriods: MenuDocumentDay['timePeriods'] }[] {
  return DAY_NAMES.map((_name, index) => ({
    dayOfWeek: index + 1,
    timePeriods: days.filter((day) => day.dayOfWeek === index + 1).flatMap((day) => day.timePeriods),
  }));
}

/**
 * The end of a suspension, or null when it has none ("All Time"). The feature code may pass "All Time" either as
 * `until: null` or as the domain's far-future INDEFINITE_SUSPENSION_UNTIL; both mean indefinitely.
 */
export function timedSuspensionEnd(until: Date | null | undefined): Date | null {
  if (!until || until.getTime() >= INDEFINITE_SUSPENSION_UNTIL.getTime()) return null;
  return until;
}

/** The end of an unavailable menu item's suspension, or null when it has none (or the item is available). */
export function itemSuspensionEnd(item: MenuDocumentItem): Date | null {
  return item.available ? null : timedSuspensionEnd(item.suspendUntil);
}

/**
 * The one item of a change, for platforms whose availability call names a single item in its path. The feature code
 * sends one change per item (each call is recorded against its menu item), so several items is a programming error.
 */
export function singleItem(
  change: ItemAvailabilityChange,
  platformLabel: string,
): ItemAvailabilityChange['items'][number] {
  const [item, ...others] = change.items;
  if (!item || others.length > 0)
    throw new Error(`${platformLabel} takes one item per availability call, got ${change.items.length}`);
  return item;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function parseDate(date: string): Date {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (!DATE.test(date) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) {
    throw new Error(`A closure date must be a calendar date YYYY-MM-DD, got "${date}"`);
  }
  return parsed;
}

/** The calendar day after `date` (`YYYY-MM-DD`). */
export function nextDate(date: string): string {
  return new Date(parseDate(date).getTime() + 86_400_000).toISOString().slice(0, 10);
}

/** Every date of a closure, inclusive; throws when the dates are malformed or reversed. */
export function closureDates(closure: HolidayClosure): string[] {
  const from = parseDate(closure.fromDate);
  const to = parseDate(closure.toDate);
  if (to < from) throw new Error(`A closure cannot end (${closure.toDate}) before it starts (${closure.fromDate})`);
  const dates: string[] = [];
  for (let day = from.getTime(); day <= to.getTime(); day += 86_400_000)
    dates.push(new Date(day).toISOString().slice(0, 10));
  return dates;
}
