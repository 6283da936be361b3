import type { SignedInContext } from '../../context/types';
import { tooManyAttempts, type RateLimitRule } from '../../lib/rate-limit';
import type { CredentialsCheckRestaurant, CredentialsVerdict } from '../../platforms/outbound/check-store-credentials';

// A platform's REFUSED says a typed password is wrong, which makes every such check a guess: one budget per signed-in
// account across the wizard, the settings and the tablet-login form (docs/platforms.md#tablet-credentials).
const TYPED_CREDENTIALS_LIMIT: RateLimitRule = { limit: 10, windowSeconds: 15 * 60 };

/**
 * Asks the platform about a login and password the caller typed, counted before the platform is asked. A platform that
 * answers neither yes nor no leaves the pair unverifiable, as one with no check at all does. Only a refusal keeps its
 * count: any other answer taught the caller nothing.
 */
export async function checkTypedCredentials(
  context: SignedInContext,
  store: CredentialsCheckRestaurant,
  login: string,
  password: string,
): Promise<CredentialsVerdict> {
  const key = `typed-credentials:${context.viewer.actor.id}`;
  const attempt = await context.rateLimits.hit(key, TYPED_CREDENTIALS_LIMIT);
  if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterSeconds, 'tablet login checks');
  const verdict = await context
    .checkStoreCredentials(store, login, password)
    .catch((): CredentialsVerdict => 'unverifiable');
  if (verdict !== 'refused') await context.rateLimits.release(key, TYPED_CREDENTIALS_LIMIT);
  return verdict;
}
