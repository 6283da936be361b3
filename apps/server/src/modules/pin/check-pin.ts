import { PIN_SESSION_MS } from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import { announceAccountChange } from '../../context/account-changes';
import type { SignedInContext } from '../../context/types';
import { accounts } from '../../db/schema';
import type { PinSession } from './pin-session';
import { assertPinFormat, verifyAccountPin } from './verify-account-pin';

/**
 * A correct PIN opens the acted-as account's PIN session for one hour (docs/pin.md#session). The PIN is the account's
 * own: a company's, set in its settings; users and applications have none, so every code is wrong for them.
 */
export async function checkPin(context: SignedInContext, code: string): Promise<PinSession> {
  const { db, viewer, rateLimits } = context;
  assertPinFormat(code);
  const now = new Date();
  await verifyAccountPin(rateLimits, viewer.account, code);
  const expiresAt = new Date(now.getTime() + PIN_SESSION_MS);
  await db.update(accounts).set({ pinSessionUntil: expiresAt }).where(eq(accounts.id, viewer.account.id));
  await announceAccountChange(context, [viewer.account.id]);
  return { expiresAt };
}

/** The user menu's 'Lock': closes the PIN session at once. */
export async function lockPin(context: SignedInContext): Promise<boolean> {
  await context.db.update(accounts).set({ pinSessionUntil: null }).where(eq(accounts.id, context.viewer.account.id));
  await announceAccountChange(context, [context.viewer.account.id]);
  return true;
}
