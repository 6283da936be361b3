import { eq, sql } from 'drizzle-orm';
import { announceAccountChange } from '../../context/account-changes';
import type { SignedInContext } from '../../context/types';
import { devices } from '../../db/schema';
import { AppError } from '../../errors';
import { requireDevice } from './tablet-access';

/**
 * `revokeDevice` (docs/accounts.md#tablets): the tablet's token, and every refresh of it, is refused from its next
 * request. Only a tablet enrolled with a code carries its device in its token; one signed in with the company's
 * password is signed out by a logout or a password change instead.
 */
export async function revokeDevice(context: SignedInContext, id: number): Promise<boolean> {
  const device = await requireDevice(context, id);
  // The name is given at enrolment and only then.
  if (device.name === null)
    throw new AppError('BAD_USER_INPUT', { message: 'Only a tablet enrolled with a code can be revoked' });
  await context.db
    .update(devices)
    .set({ revokedAt: sql`coalesce(${devices.revokedAt}, now())` })
    .where(eq(devices.id, device.id));
  await announceAccountChange(context, [device.accountId]);
  return true;
}
