import { pinRequiredFor, type PageAccess, type PinTag } from '@comptoir/domain';
import type { SignedInContext } from '../../context/types';
import type { AccountRow } from '../../db/schema';
import { AppError } from '../../errors';

export type PinSession = { expiresAt: Date };

/** The account's open PIN session, or null when it has none or it has expired. */
export function findPinSession(account: AccountRow, now: Date = new Date()): PinSession | null {
  const until = account.pinSessionUntil;
  return until !== null && until.getTime() > now.getTime() ? { expiresAt: until } : null;
}

/**
 * Server side of docs/pin.md#protected-actions "protected actions need PIN confirmation when the page access requires a
 * PIN for the tag": administrators and switched sessions are exempt, as on the web; anyone else needs an open PIN
 * session.
 */
export function requirePinSession(context: SignedInContext, tag: PinTag, pagesAccess: readonly PageAccess[]): void {
  const { viewer } = context;
  const required = pinRequiredFor(tag, {
    pagesAccess,
    roles: viewer.roles,
    isSwitched: viewer.switched,
    pinSessionValid: findPinSession(viewer.account) !== null,
  });
  if (required) throw new AppError('PIN_REQUIRED');
}
