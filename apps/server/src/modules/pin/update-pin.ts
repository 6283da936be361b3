import { normalizePin } from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import { announceAccountChange } from '../../context/account-changes';
import type { SignedInContext } from '../../context/types';
import { accounts } from '../../db/schema';
import { hashPin } from '../../lib/passwords';
import { recordViewerAudit } from '../audit';
import { assertPinFormat, verifyAccountPin } from './verify-account-pin';

/** Changes the account's PIN; the current one must be given, except for an account's first PIN (none to confirm). */
export async function updatePin(context: SignedInContext, pinCode: string, newCode: string): Promise<boolean> {
  const { db, viewer, rateLimits } = context;
  assertPinFormat(newCode);
  if (viewer.account.pinHash !== null) {
    assertPinFormat(pinCode);
    await verifyAccountPin(rateLimits, viewer.account, pinCode);
  }
  const pinHash = await hashPin(normalizePin(newCode));
  await db.transaction(async (tx) => {
    await tx.update(accounts).set({ pinHash }).where(eq(accounts.id, viewer.account.id));
    await recordViewerAudit(tx, context, {
      action: 'pin.update',
      entity: 'account',
      entityId: String(viewer.account.id),
    });
  });
  await announceAccountChange(context, [viewer.account.id]);
  return true;
}
