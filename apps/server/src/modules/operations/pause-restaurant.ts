import { canPauseOnPlatform } from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { restaurants, type RestaurantRow } from '../../db/schema';
import { AppError } from '../../errors';
import { closePauses, openPauses } from '../analytics';
import { queueStoreCall } from '../../platforms/outbound/queue-store-call';
import { queueRestaurantPauseWebhooks } from '../applications';
import { recordViewerAudit } from '../audit';
import { requirePinSession } from '../pin';
import { findRestaurantInScope } from './restaurant-in-scope';

/**
 * Per-restaurant pause (docs/orders.md#pause): scope → Just Eat refusal → PIN → one transaction with its platform call.
 */
export async function pauseRestaurant(
  context: SignedInContext,
  restaurantUuid: string,
  pause: boolean,
): Promise<RestaurantRow> {
  const { restaurant, platform, pagesAccess } = await findRestaurantInScope(context, restaurantUuid);
  if (!canPauseOnPlatform(platform))
    throw new AppError('BAD_USER_INPUT', {
      message: 'Pausing is not available for Just Eat',
      details: { reason: 'PAUSE_NOT_AVAILABLE', params: { platform: 'Just Eat' } },
    });
  requirePinSession(context, 'orders', pagesAccess);

  const updated = await context.db.transaction(async (tx) => {
    const [row] = await tx
      .update(restaurants)
      // One restaurant paused or resumed by hand is no longer on a timed pause.
      .set({ isPaused: pause, pausedAt: pause ? (restaurant.pausedAt ?? new Date()) : null, pausedUntil: null })
      .where(eq(restaurants.id, restaurant.id))
      .returning();
    if (!row) return null;
    await (pause
      ? openPauses(tx, [row.id], 'operator', row.pausedAt ?? new Date())
      : closePauses(tx, [row.id], 'operator', new Date()));
    await recordViewerAudit(tx, context, {
      action: 'restaurant.pause',
      entity: 'restaurant',
      entityId: restaurant.uuid,
      data: { pause },
    });
    await queueStoreCall(
      tx,
      { id: row.id, platform, platformStoreId: row.platformStoreId },
      { type: pause ? 'pause' : 'unpause' },
    );
    if (restaurant.isPaused !== pause) await queueRestaurantPauseWebhooks(tx, [row.id], pause);
    return row;
  });
  if (!updated) throw new AppError('NOT_FOUND', { message: 'Restaurant not found' });
  context.wakeOutbound();
  return updated;
}
