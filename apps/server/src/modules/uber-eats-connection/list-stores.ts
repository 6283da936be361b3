import { and, eq, inArray } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { platforms, restaurants } from '../../db/schema';
import { AppError } from '../../errors';
import { findGrant, AuthorizationExpiredError } from '../../platforms/uber-eats/grants';
import { listUberStores, UberUnreachableError, type UberStore } from '../../platforms/uber-eats/provisioning';
import { assertCompanyInScope } from '../tenancy';

export type UberEatsStoreListing = UberStore & { alreadyConnected: boolean };
export type UberEatsStorePage = { stores: UberEatsStoreListing[]; nextCursor: string | null };

/** A lapsed or withdrawn grant, in words the wizard turns into "connect with Uber again". */
function authorizationExpired(): AppError {
  return new AppError('TOKEN_EXPIRED', {
    message: 'The Uber Eats authorisation has expired or was withdrawn: connect with Uber again',
    details: { reason: 'UBER_AUTHORIZATION_EXPIRED' },
  });
}

/**
 * One page of the stores the owner's grant reaches (docs/platforms.md#connecting-uber-eats), each marked when a
 * Comptoir restaurant already has it. Only the grant's company, its account managers and administrators may read
 * it; any other grant answers NOT_FOUND like a missing one.
 */
export async function listUberEatsStores(
  context: SignedInContext,
  authorizationUuid: string,
  after: string | null,
): Promise<UberEatsStorePage> {
  if (context.viewer.type === 'Application') throw new AppError('FORBIDDEN');
  const grant = await findGrant(context.db, authorizationUuid);
  if (!grant || grant.platform !== 'PLATFORM_UBER_EAT') throw new AppError('NOT_FOUND');
  assertCompanyInScope(context.viewer, grant.companyId);
  let page;
  try {
    page = await listUberStores(context, grant.id, after);
  } catch (error) {
    if (error instanceof AuthorizationExpiredError) throw authorizationExpired();
    if (error instanceof UberUnreachableError)
      throw new AppError('RESTAURANT_CREATION_FAILED', {
        message: 'Uber Eats could not be reached to list the stores',
        details: { reason: 'PLATFORM_UNREACHABLE' },
      });
    throw error;
  }
  const storeIds = page.stores.map((store) => store.storeId);
  // Any restaurant of that store, whatever its company or state: a second one would be refused as already existing.
  const connected =
    storeIds.length === 0
      ? []
      : await context.db
          .select({ storeId: restaurants.platformStoreId })
          .from(restaurants)
          .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
          .where(and(eq(platforms.code, 'PLATFORM_UBER_EAT'), inArray(restaurants.platformStoreId, storeIds)));
  const taken = new Set(connected.map((row) => row.storeId));
  return {
    stores: page.stores.map((store) => ({ ...store, alreadyConnected: taken.has(store.storeId) })),
    nextCursor: page.nextCursor,
  };
}
