import type { TFunction } from 'i18next';

/**
 * A platform's reason for a restaurant's state (PAUSED_BY_UBER, VACATION_MODE…) in the reader's language; a reason
 * no language names yet shows as the platform sent it (docs/screens.md#restaurant-problems).
 */
export function statusReasonText(t: TFunction, reason: string): string {
  return t(`restaurantProblems.reasons.${reason}`, { defaultValue: reason });
}
