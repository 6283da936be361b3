import { PLATFORMS } from '@comptoir/domain';
import type { SignedInContext } from '../../context/types';
import { AppError, type ErrorCode } from '../../errors';
import { lookUpDeliverooSite } from '../../platforms/deliveroo/site-lookup';
import { AuthorizationExpiredError } from '../../platforms/uber-eats/grants';
import { findUberEatsStore } from '../../platforms/uber-eats/provisioning';
import type { RegisterInput } from './register-input';

// docs/platforms.md#connecting: each platform's store is checked at once (a read, never queued) before anything is
// written; a platform with no way to check (Just Eat, Glovo) is left to the account manager's review.

type Refusal = Extract<ErrorCode, 'RESTAURANT_NOT_FOUND' | 'RESTAURANT_NOT_INTEGRATED' | 'RESTAURANT_CREATION_FAILED'>;

/** A refusal of connecting (docs/platforms.md#connecting), its reason the same word, naming the platform. */
export function platformRefusal(code: Refusal | 'RESTAURANT_ALREADY_EXISTS', input: Pick<RegisterInput, 'platform'>) {
  const platform = PLATFORMS[input.platform].label;
  return new AppError(code, { details: { reason: code, params: { platform } } });
}

/** Throws the connecting refusal when Deliveroo does not know the site, or knows it unlinked, or cannot be asked. */
export async function checkDeliverooSite(context: SignedInContext, input: RegisterInput): Promise<void> {
  if (!input.brandId || !input.storeId) throw new Error('A Deliveroo site needs its brand and site ids');
  const found = await lookUpDeliverooSite({ platforms: context.config.platforms }, input.brandId, input.storeId);
  if (found.kind === 'notFound') throw platformRefusal('RESTAURANT_NOT_FOUND', input);
  if (found.kind === 'notLinked') throw platformRefusal('RESTAURANT_NOT_INTEGRATED', input);
  if (found.kind === 'unreachable') throw platformRefusal('RESTAURANT_CREATION_FAILED', input);
}

/**
 * Throws the connecting refusal when Uber Eats does not show the store: among the owner's stores with their grant from
 * "Connect with Uber", else to Comptoir's own account (the store's owner added it as a manager).
 */
export async function checkUberEatsStore(
  context: SignedInContext,
  input: RegisterInput,
  authorizationUuid: string | null,
): Promise<void> {
  if (!input.storeId) throw new Error('An Uber Eats store needs its id');
  let found;
  try {
    found = await findUberEatsStore(context, input.storeId, authorizationUuid);
  } catch (error) {
    if (!(error instanceof AuthorizationExpiredError)) throw error;
    throw new AppError('TOKEN_EXPIRED', { details: { reason: 'UBER_AUTHORIZATION_EXPIRED' } });
  }
  if (found.kind === 'notFound') throw platformRefusal('RESTAURANT_NOT_FOUND', input);
  if (found.kind === 'unreachable') throw platformRefusal('RESTAURANT_CREATION_FAILED', input);
}
