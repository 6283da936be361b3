import type { SignedInContext } from '../../context/types';
import type { AccountRow } from '../../db/schema';
import { AppError } from '../../errors';

/** The application the viewer is (signed in as it, or an administrator acting as it); anyone else is refused. */
export function ownApplication(context: SignedInContext): AccountRow {
  const { account } = context.viewer;
  if (account.type !== 'Application') throw new AppError('FORBIDDEN', { message: 'Only an application has a console' });
  return account;
}
