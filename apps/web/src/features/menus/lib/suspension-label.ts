import { INDEFINITE_SUSPENSION_UNTIL } from '@comptoir/domain';

/** True for an 'All Time' suspension, which ends only when the item is made available again. */
export function isIndefinite(suspendUntil: string): boolean {
  return new Date(suspendUntil).getTime() >= INDEFINITE_SUSPENSION_UNTIL.getTime();
}
