import { isPlatformCode, OWN_CHANNELS } from '@comptoir/domain';
import type { SignedInContext } from '../../context/types';
import { AppError } from '../../errors';
import type { CredentialsVerdict } from '../../platforms/outbound/check-store-credentials';
import { checkTypedCredentials } from '../restaurants';

// loginPlatformCheck (docs/platforms.md#tablet-credentials): the wizard's tablet step asks the platform about a login
// before the restaurant exists.

function bad(message: string, reason: string, field: string): AppError {
  return new AppError('BAD_USER_INPUT', { message, details: { reason, field, params: { field } } });
}

export async function loginPlatformCheck(
  context: SignedInContext,
  args: { login: string; password: string; platform: string; platformId?: string | null },
): Promise<CredentialsVerdict> {
  if (!isPlatformCode(args.platform)) throw bad('Unknown platform', 'UNKNOWN_PLATFORM', 'platform');
  if (OWN_CHANNELS.includes(args.platform))
    throw bad('This channel has no tablet login', 'PLATFORM_HAS_NO_TABLET', 'platform');
  if (args.login.trim() === '') throw bad('login is empty', 'TEXT_EMPTY', 'login');
  if (args.password.trim() === '') throw bad('password is empty', 'TEXT_EMPTY', 'password');
  const storeId = args.platformId?.trim();
  // No store to ask about: the platform cannot say either way.
  if (!storeId) return 'unverifiable';
  return checkTypedCredentials(
    context,
    { platform: args.platform, platformStoreId: storeId },
    args.login.trim(),
    args.password,
  );
}
