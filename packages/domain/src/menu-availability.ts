import { localDateOf, shiftLocalDate, zonedInstant } from './zoned-time';

// Item availability (docs/menus.md#item-availability): an item is available when suspendUntil is in the past,
// unavailable when in the future.

/**
 * The `suspend` argument of the `item` mutation: AVAILABLE, TOMORROW ('Today': off until tomorrow), UNKNOWN ('All
 * Time').
 */
export const ITEM_SUSPENSIONS = ['AVAILABLE', 'TOMORROW', 'UNKNOWN'] as const;
export type ItemSuspension = (typeof ITEM_SUSPENSIONS)[number];

/**
 * The 24-hour line (docs/menus.md#item-availability) between a warning-coloured and a danger-coloured 'Unavailable'
 * button.
 */
export const SHORT_SUSPENSION_MS = 24 * 60 * 60 * 1000;

// "All Time" has no end; the platforms and the product's rule both speak of an instant, so it is one far in the future.
export const INDEFINITE_SUSPENSION_UNTIL = new Date('2999-12-31T23:59:59.000Z');

export function isItemAvailable(suspendUntil: Date | string | null, now: Date): boolean {
  return suspendUntil === null || new Date(suspendUntil).getTime() <= now.getTime();
}

/** When a suspension chosen at `now` ends: the restaurant's next local midnight for TOMORROW; null for AVAILABLE. */
export function suspensionEnd(suspension: ItemSuspension, now: Date, timeZone: string): Date | null {
  if (suspension === 'AVAILABLE') return null;
  if (suspension === 'UNKNOWN') return INDEFINITE_SUSPENSION_UNTIL;
  return zonedInstant(shiftLocalDate(localDateOf(now, timeZone), -1), 0, timeZone);
}

/** The colour of the 'Unavailable' button: warning under 24 hours of suspension left, danger otherwise. */
export function suspensionSeverity(suspendUntil: Date | string, now: Date): 'warning' | 'danger' {
  return new Date(suspendUntil).getTime() - now.getTime() < SHORT_SUSPENSION_MS ? 'warning' : 'danger';
}

export type AvailabilityFilter = 'ALL' | 'AVAILABLE' | 'UNAVAILABLE';

/** The /menus radio filter. */
export function matchesAvailabilityFilter(
  filter: AvailabilityFilter,
  suspendUntil: Date | string | null,
  now: Date,
): boolean {
  if (filter === 'ALL') return true;
  return isItemAvailable(suspendUntil, now) === (filter === 'AVAILABLE');
}
