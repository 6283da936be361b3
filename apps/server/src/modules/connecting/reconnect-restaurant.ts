import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { PlatformCode } from '@comptoir/domain';
import type { SignedInContext } from '../../context/types';
import { restaurants, type RestaurantRow } from '../../db/schema';
import { recordViewerAudit } from '../audit';
import { readPlatformData, withTabletCredentials } from '../restaurants';
import { queueActivationCalls } from './activation-calls';
import { emailReviewers } from './connection-emails';
import type { RegisterInput } from './register-input';

// docs/platforms.md#reconnecting: registering a store the company already has, when the link is what failed, mends
// that restaurant instead of refusing "already exists" — its orders, menus and history stay where they are.

/** What can be mended: rejected, unlinked by its platform, or its tablet login refused. */
function reconnectable() {
  return or(
    eq(restaurants.integrationStatus, 'rejected'),
    isNotNull(restaurants.unlinkedAt),
    eq(restaurants.komIsConnected, false),
  );
}

export function canReconnect(restaurant: RestaurantRow, companyId: number): boolean {
  return (
    restaurant.companyId === companyId &&
    (restaurant.integrationStatus === 'rejected' || restaurant.unlinkedAt !== null || !restaurant.komIsConnected)
  );
}

export type Reconnection = {
  input: RegisterInput;
  platform: PlatformCode;
  authorizationId: number | null;
  credentialsVerified: boolean | null;
};

/**
 * Mends `restaurant` in one transaction, or answers null when another request mended it first. A rejected one goes
 * back to its account manager's review; an integrated one stays integrated, takes the new grant and tablet login, and
 * an unlinked one has its platform activation queued again (Uber Eats: pos_data, then store.provisioned relinks it).
 */
export async function reconnectRestaurant(
  context: SignedInContext,
  restaurant: RestaurantRow,
  { input, platform, authorizationId, credentialsVerified }: Reconnection,
): Promise<RestaurantRow | null> {
  const review = restaurant.integrationStatus === 'rejected';
  const credentials = input.credentials;
  const row = await context.db.transaction(async (tx) => {
    const [mended] = await tx
      .update(restaurants)
      .set({
        title: input.storeName,
        isTabletLess: input.isTabletLess,
        requestedByAccountId: context.viewer.actor.id,
        ...(authorizationId !== null ? { authorizationId } : {}),
        ...(credentials
          ? {
              platformData: withTabletCredentials(
                context.config.dataKey,
                readPlatformData(restaurant),
                credentials.login,
                credentials.password,
              ),
              credentialsVerified,
              // A refused login never gets here (WRONG_CREDENTIALS); accepted or unverifiable, it is the one used now.
              komIsConnected: true,
            }
          : {}),
        ...(review
          ? { integrationStatus: 'pending', rejectionReason: null, reviewedAt: null, reviewedByAccountId: null }
          : {}),
      })
      .where(and(eq(restaurants.id, restaurant.id), reconnectable()))
      .returning();
    if (!mended) return null;
    if (review) await emailReviewers(tx, context.config, mended, platform);
    else if (mended.unlinkedAt !== null)
      await queueActivationCalls(tx, { restaurant: mended, platform }, new Date(), new URL(context.request.url).origin);
    await recordViewerAudit(tx, context, {
      action: 'restaurant.reconnect',
      entity: 'restaurant',
      entityId: mended.uuid,
      data: {
        platform,
        storeId: mended.platformStoreId,
        status: mended.integrationStatus,
        tabletLogin: credentials?.login ?? null,
      },
    });
    return mended;
  });
  if (row) context.wakeOutbound();
  return row;
}
