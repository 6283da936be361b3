import type { TFunction } from 'i18next';
import { errorMessage } from '../../lib/error-message';
import { showToast } from './toasts';

/** An action succeeded: one green toast with what was done (docs/web.md#action-feedback). */
export function notifySuccess(message: string, title?: string): void {
  showToast({ color: 'green', title, message });
}

/** An action changed nothing, which the operator should still hear about (a save with no edit). */
export function notifyInfo(message: string): void {
  showToast({ color: 'blue', message });
}

/**
 * An action failed where the screen has no place beside its control (a swipe, a menu item, a dialog that closed):
 * a red toast, its reason after what was tried (`lead`) when that needs saying. Everywhere else a failure is an
 * inline ActionError (docs/web.md#action-feedback).
 */
export function notifyFailure(error: unknown, t: TFunction, title?: string, lead?: string): void {
  const reason = errorMessage(error, t);
  showToast({ color: 'red', title, message: lead ? `${lead} ${reason}` : reason });
}
