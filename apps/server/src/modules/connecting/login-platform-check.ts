import { isPlatformCode } from '@comptoir/domain';
import type { SignedInContext } from '../../context/types';
import { AppError } from '../../errors';
import { tooManyAttempts, type RateLimitRule } from '../../lib/rate-limit';
import type { CredentialsVerdict } from '../../platforms/outbound/check-store-credentials';
import { OWN_CHANNELS } from './register-input';

// loginPlatformCheck (docs/platforms.md#tablet-credentials): the wizard's tablet step asks the platform about a login
// before the restaurant exists. An answer says whether a password is right, so attempts are counted per account, before
// the platform is asked (docs/security.md).
const LOGIN_PLATFORM_CHECK_LIMIT: RateLimitRule = { limit: 10, windowSeconds: 15 * 60 };

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
  const attempt = await context.rateLimits.hit(
    `login-platform-check:${context.viewer.actor.id}`,
    LOGIN_PLATFORM_CHECK_LIMIT,
  );
  if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterSeconds, 'tablet login checks');
  const storeId = args.platformId?.trim();
  // No store to ask about: the platform cannot say either way.
  if (!storeId) return 'unverifiable';
  try {
    return await context.checkStoreCredentials(
      { platform: args.platform, platformStoreId: storeId },
      args.login.trim(),
      args.password,
    );
  } catch {
    return 'unverifiable';
  }
}
