import type { PlatformCode } from './platforms';
import type { PrinterProblemKind } from './printer-problems';
import { minutesSince } from './tablet-health';

/** The fields of a restaurant that decide whether it has a problem (SPEC §4 "Problematic restaurant"). */
export type ProblemCheckedRestaurant = {
  platform: PlatformCode;
  platformData: { hasLoginPassword: boolean };
  restaurantKOM: {
    isVisible: boolean;
    isAutoPausedUntil: string | null;
    isBusyUntil: string | null;
    statusReason: string | null;
  };
  /** Its cloud printers' problems, as the API reports them (`PAPER_OUT`…); none when the viewer cannot see printers. */
  printerProblems?: readonly { kind: string; printerLabel: string; displayId?: string | null }[];
  /**
   * The company's last check-in when the server judged its tablets silent while this restaurant is open
   * (tablet-health.ts); null otherwise.
   */
  tabletsSilentSince?: string | null;
};

/** One SPEC §8 restaurant warning; `key` is the translation key under `restaurantProblems.warnings`. */
export type RestaurantProblem =
  | { key: 'emptyLoginPassword' }
  | { key: 'notVisible' }
  | { key: 'pausedUntil'; until: string }
  | { key: 'busyUntil'; until: string }
  | { key: 'statusReason'; reason: string }
  | { key: 'tabletsSilent'; minutes: number }
  | { key: 'printer'; kind: PrinterProblemKind; printer: string }
  | { key: 'ticketFailed'; printer: string; displayId: string };

const PRINTER_PROBLEM_KINDS: Readonly<Record<string, PrinterProblemKind>> = {
  OFFLINE: 'offline',
  PAPER_OUT: 'paperOut',
  PAPER_JAM: 'paperJam',
  COVER_OPEN: 'coverOpen',
};

/** The platform's own pause reason that opens the paused-by-platform modal (SPEC §4). */
export const PAUSED_BY_PLATFORM_REASON = 'PAUSED_BY_UBER';

// Only these platforms receive orders through the tablet login the product stores (SPEC §4).
const PLATFORMS_NEEDING_TABLET_LOGIN: readonly PlatformCode[] = ['PLATFORM_UBER_EAT', 'PLATFORM_DELIVEROO'];

function isFutureInstant(iso: string | null, now: number): iso is string {
  if (!iso) return false;
  const time = Date.parse(iso);
  return !Number.isNaN(time) && time > now;
}

/** Every problem of a restaurant, in the order the problems modal lists them; empty when healthy. */
export function restaurantProblems(restaurant: ProblemCheckedRestaurant, now: number): RestaurantProblem[] {
  const kom = restaurant.restaurantKOM;
  const problems: RestaurantProblem[] = [];
  if (PLATFORMS_NEEDING_TABLET_LOGIN.includes(restaurant.platform) && !restaurant.platformData.hasLoginPassword) {
    problems.push({ key: 'emptyLoginPassword' });
  }
  if (!kom.isVisible) problems.push({ key: 'notVisible' });
  if (isFutureInstant(kom.isAutoPausedUntil, now)) problems.push({ key: 'pausedUntil', until: kom.isAutoPausedUntil });
  if (isFutureInstant(kom.isBusyUntil, now)) problems.push({ key: 'busyUntil', until: kom.isBusyUntil });
  if (kom.statusReason) problems.push({ key: 'statusReason', reason: kom.statusReason });
  if (restaurant.tabletsSilentSince)
    problems.push({ key: 'tabletsSilent', minutes: minutesSince(restaurant.tabletsSilentSince, now) });
  for (const problem of restaurant.printerProblems ?? []) {
    if (problem.kind === 'TICKET_FAILED' && problem.displayId) {
      problems.push({ key: 'ticketFailed', printer: problem.printerLabel, displayId: problem.displayId });
      continue;
    }
    const kind = PRINTER_PROBLEM_KINDS[problem.kind];
    if (kind) problems.push({ key: 'printer', kind, printer: problem.printerLabel });
  }
  return problems;
}

export function isPausedByPlatform(restaurant: Pick<ProblemCheckedRestaurant, 'restaurantKOM'>): boolean {
  return restaurant.restaurantKOM.statusReason === PAUSED_BY_PLATFORM_REASON;
}
