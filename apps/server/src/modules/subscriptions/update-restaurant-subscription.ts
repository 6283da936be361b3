import { isRestaurantServiceCode } from '@comptoir/domain';
import { and, eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { restaurants, restaurantSubscriptions, type RestaurantRow } from '../../db/schema';
import { AppError } from '../../errors';
import { recordViewerAudit } from '../audit';
import { findRestaurantInScope } from '../operations';
import { assertServiceManager, lockManagedCompany } from './service-manager';
import {
  isSameState,
  nextSubscriptionState,
  readSubscriptionChange,
  type SubscriptionChangeInput,
} from './subscription-change';

export const RESTAURANT_SERVICE_CHANGE_ACTION = 'restaurant.service';

/**
 * updateRestaurantSubscription: one of a restaurant's own services (review, order management, invoice, VAT),
 * invoiced per restaurant; they open no screen, so no role changes (docs/services.md#restaurant-services).
 */
export async function updateRestaurantSubscription(
  context: SignedInContext,
  restaurantUuid: string,
  input: SubscriptionChangeInput,
): Promise<RestaurantRow> {
  assertServiceManager(context.viewer);
  const change = readSubscriptionChange(input, isRestaurantServiceCode);
  const { restaurant } = await findRestaurantInScope(context, restaurantUuid);
  await context.db.transaction(async (tx) => {
    const company = await lockManagedCompany(tx, context, restaurant.companyId);
    const [current] = await tx
      .select()
      .from(restaurantSubscriptions)
      .where(
        and(
          eq(restaurantSubscriptions.restaurantId, restaurant.id),
          eq(restaurantSubscriptions.service, change.service),
        ),
      )
      .limit(1);
    const next = nextSubscriptionState(current ?? null, change, new Date());
    if (isSameState(current ?? null, next)) return;
    if (current) await tx.update(restaurantSubscriptions).set(next).where(eq(restaurantSubscriptions.id, current.id));
    else
      await tx
        .insert(restaurantSubscriptions)
        .values({ restaurantId: restaurant.id, service: change.service, ...next });
    await recordViewerAudit(tx, context, {
      action: RESTAURANT_SERVICE_CHANGE_ACTION,
      entity: 'company',
      entityId: String(company.id),
      data: {
        service: change.service,
        restaurantUuid: restaurant.uuid,
        before: current ? { activated: current.activated, price: current.price } : null,
        after: { activated: next.activated, price: next.price },
      },
    });
  });
  const [updated] = await context.db.select().from(restaurants).where(eq(restaurants.id, restaurant.id)).limit(1);
  if (!updated) throw new AppError('NOT_FOUND');
  return updated;
}
