import { DISPUTE_WINDOW_DAYS, type PlatformCode } from '@comptoir/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartImages, carts, orderDisputeDishes, orderDisputes, platforms, restaurants } from '../../db/schema';
import type { NormalizedRefund, RefundAnswer } from '../../platforms/normalized-refund';
import { queueDisputeWebhook } from '../applications';

type RefundRecordOutcome = 'recorded' | 'duplicate' | 'unknownStore' | 'unknownDispute';
export type RefundRecordResult = { outcome: RefundRecordOutcome };

const DAY_MS = 86_400_000;

async function findRestaurant(db: Db, platform: PlatformCode, storeId: string | null) {
  if (!storeId) return null;
  const [restaurant] = await db
    .select({ id: restaurants.id, companyId: restaurants.companyId })
    .from(restaurants)
    .innerJoin(platforms, eq(platforms.id, restaurants.platformId))
    .where(and(eq(platforms.code, platform), eq(restaurants.platformStoreId, storeId)))
    .limit(1);
  return restaurant ?? null;
}

/**
 * A platform refund or adjustment becomes a dispute to handle, once per refund (unique platform + platformRefundId),
 * with its deadline (the platform's, else the 30-day window of docs/disputes.md#window) and the order's photo as
 * default evidence. An order Comptoir never received still gets its dispute, without an order ('Order not found').
 */
export async function recordPlatformRefund(
  db: Db,
  platform: PlatformCode,
  storeId: string | null,
  refund: NormalizedRefund,
): Promise<RefundRecordResult> {
  const restaurant = await findRestaurant(db, platform, storeId);
  if (!restaurant) return { outcome: 'unknownStore' };
  const [cart] = await db
    .select({
      id: carts.id,
      uuid: carts.uuid,
      displayId: carts.displayId,
      fulfillmentType: carts.fulfillmentType,
      createdAt: carts.createdAt,
    })
    .from(carts)
    .where(
      and(
        eq(carts.restaurantId, restaurant.id),
        eq(carts.platform, platform),
        eq(carts.platformId, refund.platformOrderId),
      ),
    )
    .limit(1);
  const [photo] = cart
    ? await db
        .select({ filePath: cartImages.filePath })
        .from(cartImages)
        .where(eq(cartImages.cartId, cart.id))
        .orderBy(desc(cartImages.id))
        .limit(1)
    : [];
  const dishes =
    refund.items.length > 0
      ? refund.items
      : [{ platformItemId: null, name: refund.problem ?? 'Order', price: refund.amount, problem: refund.problem }];
  return db.transaction(async (tx) => {
    const [dispute] = await tx
      .insert(orderDisputes)
      .values({
        companyId: restaurant.companyId,
        restaurantId: restaurant.id,
        cartId: cart?.id ?? null,
        platform,
        platformRefundId: refund.platformRefundId,
        displayOrderId: cart?.displayId ?? refund.displayOrderId ?? refund.platformOrderId,
        orderUuid: cart?.uuid ?? null,
        orderType: cart?.fulfillmentType ?? null,
        orderProblem: refund.problem,
        commentsClient: refund.customerComment,
        dishName: dishes.map((dish) => dish.name).join(', '),
        dishProblem: dishes[0]?.problem ?? null,
        incorrectPrice: refund.amount,
        evidencePath: photo?.filePath ?? null,
        orderedAt: cart?.createdAt ?? null,
        createdAt: refund.refundedAt,
        deadlineAt: refund.deadlineAt ?? new Date(refund.refundedAt.getTime() + DISPUTE_WINDOW_DAYS * DAY_MS),
      })
      .onConflictDoNothing({ target: [orderDisputes.platform, orderDisputes.platformRefundId] })
      .returning();
    if (!dispute) return { outcome: 'duplicate' };
    await tx.insert(orderDisputeDishes).values(
      dishes.map((dish) => ({
        disputeId: dispute.id,
        platformItemId: dish.platformItemId,
        name: dish.name,
        price: dish.price,
        problem: dish.problem,
      })),
    );
    await queueDisputeWebhook(tx, dispute);
    return { outcome: 'recorded' };
  });
}

/** The platform's decision on a dispute: WON (all or part given back, never more than was taken) or LOST. */
export async function recordRefundAnswer(
  db: Db,
  platform: PlatformCode,
  answer: RefundAnswer,
): Promise<RefundRecordResult> {
  const [dispute] = await db
    .select({ id: orderDisputes.id, incorrectPrice: orderDisputes.incorrectPrice })
    .from(orderDisputes)
    .where(and(eq(orderDisputes.platform, platform), eq(orderDisputes.platformRefundId, answer.platformRefundId)))
    .limit(1);
  if (!dispute) return { outcome: 'unknownDispute' };
  await db
    .update(orderDisputes)
    .set({
      status: answer.outcome,
      refundedPrice: answer.outcome === 'WON' ? Math.min(answer.refundedPrice, dispute.incorrectPrice) : 0,
      resolvedAt: answer.answeredAt,
    })
    .where(eq(orderDisputes.id, dispute.id));
  return { outcome: 'recorded' };
}
