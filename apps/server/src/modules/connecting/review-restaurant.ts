import { REJECTION_REASON_BOUNDS, type PlatformCode } from '@comptoir/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import type { Db } from '../../db/client';
import { platforms, restaurants, type RestaurantRow } from '../../db/schema';
import { AppError } from '../../errors';
import { recordViewerAudit } from '../audit';
import { restaurantsInScope } from '../tenancy';
import { queueActivationCalls } from './activation-calls';
import { emailCompanyDecision } from './connection-emails';

// docs/platforms.md#connecting: an account manager (or an administrator) approves or rejects a pending restaurant,
// once: the status moves only from 'pending', in one statement, so two reviewers at once cannot both decide.

async function findReviewable(
  context: SignedInContext,
  restaurantUuid: string,
): Promise<{ restaurant: RestaurantRow; platform: PlatformCode }> {
  const [row] = await context.db
    .select({ restaurant: restaurants, platform: platforms.code })
    .from(restaurants)
    .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
    .where(
      and(sql`${restaurants.uuid}::text = ${restaurantUuid.trim().toLowerCase()}`, restaurantsInScope(context.viewer)),
    )
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', { message: 'Restaurant not found' });
  return row;
}

function alreadyReviewed(status: string): AppError {
  return new AppError('BAD_USER_INPUT', {
    message: `This restaurant was already reviewed (${status})`,
    details: { reason: 'RESTAURANT_ALREADY_REVIEWED', params: { status: status.toUpperCase() } },
  });
}

/** Moves the restaurant out of 'pending' on `tx`; the one reviewer who does so gets the row, any other the refusal. */
async function decide(
  tx: Db,
  context: SignedInContext,
  restaurant: RestaurantRow,
  set: Pick<RestaurantRow, 'integrationStatus' | 'rejectionReason'>,
): Promise<RestaurantRow> {
  const [row] = await tx
    .update(restaurants)
    .set({ ...set, reviewedByAccountId: context.viewer.actor.id, reviewedAt: new Date() })
    .where(and(eq(restaurants.id, restaurant.id), eq(restaurants.integrationStatus, 'pending')))
    .returning();
  if (row) return row;
  const [now] = await tx
    .select({ status: restaurants.integrationStatus })
    .from(restaurants)
    .where(eq(restaurants.id, restaurant.id));
  throw alreadyReviewed(now?.status ?? restaurant.integrationStatus);
}

export async function approvePendingRestaurant(
  context: SignedInContext,
  restaurantUuid: string,
): Promise<RestaurantRow> {
  const { restaurant, platform } = await findReviewable(context, restaurantUuid);
  if (restaurant.integrationStatus !== 'pending') throw alreadyReviewed(restaurant.integrationStatus);
  const origin = new URL(context.request.url).origin;
  const approved = await context.db.transaction(async (tx) => {
    const row = await decide(tx, context, restaurant, { integrationStatus: 'integrated', rejectionReason: null });
    await queueActivationCalls(tx, { restaurant: row, platform }, new Date(), origin);
    await emailCompanyDecision(tx, context.config, row, platform);
    await recordViewerAudit(tx, context, {
      action: 'restaurant.approve',
      entity: 'restaurant',
      entityId: row.uuid,
      data: { platform, storeId: row.platformStoreId },
    });
    return row;
  });
  context.wakeOutbound();
  return approved;
}

export async function rejectPendingRestaurant(
  context: SignedInContext,
  restaurantUuid: string,
  reasonText: string,
): Promise<RestaurantRow> {
  const reason = reasonText.trim();
  if (reason === '')
    throw new AppError('BAD_USER_INPUT', {
      message: 'Say why the restaurant is rejected',
      details: { reason: 'TEXT_EMPTY', field: 'reason', params: { field: 'reason' } },
    });
  if (reason.length > REJECTION_REASON_BOUNDS.max)
    throw new AppError('BAD_USER_INPUT', {
      message: `The reason is longer than ${REJECTION_REASON_BOUNDS.max} characters`,
      details: {
        reason: 'TEXT_TOO_LONG',
        field: 'reason',
        params: { field: 'reason', max: REJECTION_REASON_BOUNDS.max },
      },
    });
  const { restaurant, platform } = await findReviewable(context, restaurantUuid);
  if (restaurant.integrationStatus !== 'pending') throw alreadyReviewed(restaurant.integrationStatus);
  return context.db.transaction(async (tx) => {
    const row = await decide(tx, context, restaurant, { integrationStatus: 'rejected', rejectionReason: reason });
    await emailCompanyDecision(tx, context.config, row, platform);
    await recordViewerAudit(tx, context, {
      action: 'restaurant.reject',
      entity: 'restaurant',
      entityId: row.uuid,
      data: { platform, storeId: row.platformStoreId, reason },
    });
    return row;
  });
}
