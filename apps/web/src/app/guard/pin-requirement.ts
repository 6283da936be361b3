import { isPinSessionValid, pinRequiredFor, type PinTag } from '@comptoir/domain';
import type { Viewer } from '../../lib/connection';

/** Whether the page's PIN tag asks for the PIN screen for this viewer right now (docs/pin.md#who-is-asked). */
export function computePinRequirement(
  pinTag: PinTag | undefined,
  viewer: Viewer | null,
  pinSessionExpiresAt: number | null,
  now: number,
): boolean {
  if (!pinTag || !viewer) return false;
  const account = viewer.actingAs;
  const pagesAccess = account?.__typename === 'Company' ? account.pagesAccess : [];
  return pinRequiredFor(pinTag, {
    pagesAccess,
    roles: viewer.roles,
    isSwitched: viewer.switchEmail !== null,
    pinSessionValid: isPinSessionValid(pinSessionExpiresAt, now),
  });
}
