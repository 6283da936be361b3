import type { PlatformCode } from './platforms';
import type { PrinterProblemKind } from './printer-problems';
import { minutesSince } from './tablet-health';

/**
 * The fields of a restaurant that decide whether it has a problem ("Problematic restaurant",
 * docs/screens.md#restaurant-problems).
 */
export type ProblemCheckedRestaurant = {
  platform: PlatformCode;
  platformData: { hasLoginPassword: boolean };
  /** When the platform unlinked the store from Comptoir (Uber Eats `store.deprovisioned`); null while linked. */
  unlinkedAt?: string | null;
  /** Pending or rejected restaurants have no platform link yet: nothing about them is a problem. */
  integrationStatus?: 'PENDING' | 'INTEGRATED' | 'REJECTED';
  /** Run without the platform's tablet: no login is expected. */
  isTabletLess?: boolean;
  restaurantKOM: {
    /** False once the platform refused the stored tablet login. */
    isConnected: boolean;
    /** False while the platform says clients cannot order (its health check or status webhook). */
    isOrderable: boolean;
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

/**
 * One restaurant warning (docs/screens.md#restaurant-problems); `key` is the translation key under
 * `restaurantProblems.warnings`.
 */
export type RestaurantProblem =
  | { key: 'unlinked'; since: string }
  | { key: 'emptyLoginPassword' }
  | { key: 'credentialsRefused' }
  | { key: 'notVisible' }
  | { key: 'notOrderable'; reason: string | null }
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

/** The platform's own pause reason that opens the paused-by-platform modal (docs/orders.md#pause). */
export const PAUSED_BY_PLATFORM_REASON = 'PAUSED_BY_UBER';

// Only these platforms receive orders through the tablet login the product stores
// (docs/screens.md#restaurant-problems).
const PLATFORMS_NEEDING_TABLET_LOGIN: readonly PlatformCode[] = ['PLATFORM_UBER_EAT', 'PLATFORM_DELIVEROO'];

function isFutureInstant(iso: string | null, now: number): iso is string {
  if (!iso) return false;
  const time = Date.parse(iso);
  return !Number.isNaN(time) && time > now;
}

/**
 * The problems a restaurant can be reconnected from (docs/screens.md#restaurant-problems), in the wizard's reconnect
 * path.
 */
export const RECONNECT_PROBLEM_KEYS: readonly RestaurantProblem['key'][] = ['unlinked', 'credentialsRefused'];

/** Every problem of a restaurant, in the order the problems modal lists them; empty when healthy. */
export function restaurantProblems(restaurant: ProblemCheckedRestaurant, now: number): RestaurantProblem[] {
  if (restaurant.integrationStatus !== undefined && restaurant.integrationStatus !== 'INTEGRATED') return [];
  const kom = restaurant.restaurantKOM;
  const problems: RestaurantProblem[] = [];
  // An unlinked store receives nothing from its platform: its last known status says nothing any more
  // (docs/screens.md#restaurant-problems).
  const unlinked = restaurant.unlinkedAt ?? null;
  if (unlinked) problems.push({ key: 'unlinked', since: unlinked });
  const hasLogin = restaurant.platformData.hasLoginPassword;
  if (PLATFORMS_NEEDING_TABLET_LOGIN.includes(restaurant.platform) && !hasLogin && !restaurant.isTabletLess) {
    problems.push({ key: 'emptyLoginPassword' });
  }
  if (hasLogin && !kom.isConnected) problems.push({ key: 'credentialsRefused' });
  if (!unlinked) {
    if (!kom.isVisible) problems.push({ key: 'notVisible' });
    // Not visible already says no order can come; the platform's reason then explains the one problem shown.
    else if (!kom.isOrderable) problems.push({ key: 'notOrderable', reason: kom.statusReason });
  }
  if (isFutureInstant(kom.isAutoPausedUntil, now)) problems.push({ key: 'pausedUntil', until: kom.isAutoPausedUntil });
  if (isFutureInstant(kom.isBusyUntil, now)) problems.push({ key: 'busyUntil', until: kom.isBusyUntil });
  if (kom.statusReason && kom.isOrderable && kom.isVisible && !unlinked)
    problems.push({ key: 'statusReason', reason: kom.statusReason });
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
