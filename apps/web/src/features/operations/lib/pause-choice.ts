import { PAUSE_MINUTE_CHOICES, formatInstant, localDateOf } from '@comptoir/domain';
import type { CompanyOperationInput } from '../api/company-operation';
import type { OperationsRestaurant } from '../api/operations';

/**
 * The "pause all" dialog's choices (docs/orders.md#pause): minutes, until each restaurant opens tomorrow, or until
 * resumed.
 */
export type PauseChoice = { minutes: number } | 'tomorrow' | 'untilResumed';

export const PAUSE_CHOICES: readonly PauseChoice[] = [
  ...PAUSE_MINUTE_CHOICES.map((minutes) => ({ minutes })),
  'tomorrow',
  'untilResumed',
];

export const pauseChoiceKey = (choice: PauseChoice): string =>
  typeof choice === 'string' ? choice : String(choice.minutes);

export function pauseInput(choice: PauseChoice): CompanyOperationInput {
  if (choice === 'tomorrow') return { pause: true, pauseUntilOpening: true };
  if (choice === 'untilResumed') return { pause: true };
  return { pause: true, pauseMinutes: choice.minutes };
}

export type PauseSummary = {
  count: number;
  /** The earliest end of a timed pause, in its restaurant's zone; null when every pause waits for Resume. */
  firstEnd: { at: string; timeZone: string } | null;
  /** Some restaurants end at another time (each its own opening), or wait for Resume. */
  mixed: boolean;
};

export function summarisePauses(restaurants: readonly OperationsRestaurant[]): PauseSummary | null {
  const paused = restaurants.filter((restaurant) => restaurant.isPaused);
  if (paused.length === 0) return null;
  const ends = paused.map((restaurant) => restaurant.pausedUntil ?? null);
  const timed = paused
    .filter((restaurant) => restaurant.pausedUntil)
    .sort((a, b) => Date.parse(a.pausedUntil ?? '') - Date.parse(b.pausedUntil ?? ''));
  const first = timed[0];
  return {
    count: paused.length,
    firstEnd: first?.pausedUntil ? { at: first.pausedUntil, timeZone: first.timezone } : null,
    mixed: new Set(ends).size > 1,
  };
}

/** HH:mm for an end today in the restaurant's zone, else DD-MM-YYYY HH:mm (docs/dates.md). */
export function formatPauseEnd(end: { at: string; timeZone: string }, now: number, language: string): string {
  const sameDay =
    JSON.stringify(localDateOf(new Date(end.at), end.timeZone)) ===
    JSON.stringify(localDateOf(new Date(now), end.timeZone));
  return formatInstant(end.at, sameDay ? 'time' : 'dateTime', language, end.timeZone);
}
