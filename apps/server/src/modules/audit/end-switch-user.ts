import type { SignedInContext } from '../../context/types';
import { recordAudit } from './record-audit';

export const SWITCH_END_ACTION = 'switch-user.end';

/**
 * docs/product.md#identity-switching: the end of acting as someone names both accounts; outside a switch there is
 * nothing to end.
 */
export async function endSwitchUser(context: SignedInContext): Promise<boolean> {
  const { viewer } = context;
  if (!viewer.switched) return false;
  await recordAudit(context.db, {
    actorAccountId: viewer.actor.id,
    subjectAccountId: viewer.account.id,
    action: SWITCH_END_ACTION,
    ip: context.clientAddress,
  });
  return true;
}
