import { canPerform, COURIER_TAGS } from '@comptoir/domain';
import { and, eq } from 'drizzle-orm';
import type { Viewer } from '../../context/types';
import { cartEvents, carts, courierRatings, restaurants } from '../../db/schema';
import { AppError } from '../../errors';
import { publishCartEvent, refuseAction } from './apply-order-change';
import type { OrderDeps } from './order-deps';
import { actorOf, orderFactsOf } from './order-facts';
import { cartsInScope } from '../tenancy';

export type RateCourierInput = {
  restaurantUuid: string;
  delivererUuid: string | null;
  jobUuid: string;
  cartUuid: string;
  note: string;
  tag: string | null;
};

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Courier rating (docs/orders.md#courier-rating): '1' thumb up, '0' thumb down with a tag; once per order, within 1440
 * minutes, rush job only.
 */
export async function rateCourier(deps: OrderDeps, viewer: Viewer, input: RateCourierInput): Promise<boolean> {
  const tag = readRating(input.note, input.tag);
  if (!UUID_PATTERN.test(input.cartUuid) || !UUID_PATTERN.test(input.restaurantUuid)) throw notFound();
  const [cart] = await deps.db
    .select({ cart: carts })
    .from(carts)
    .innerJoin(restaurants, eq(restaurants.id, carts.restaurantId))
    .where(and(eq(carts.uuid, input.cartUuid), eq(restaurants.uuid, input.restaurantUuid), cartsInScope(viewer)))
    .limit(1);
  if (!cart) throw notFound();
  const [rated] = await deps.db
    .select({ id: courierRatings.id })
    .from(courierRatings)
    .where(eq(courierRatings.cartId, cart.cart.id));
  if (!canPerform('rateCourier', orderFactsOf(cart.cart, rated !== undefined))) throw refuseAction('rateCourier');
  if (cart.cart.rushJob?.uuid !== input.jobUuid) {
    throw new AppError('BAD_USER_INPUT', { message: "The job is not this order's delivery" });
  }

  const actor = actorOf(viewer);
  const inserted = await deps.db.transaction(async (tx) => {
    // The unique cart id settles two ratings sent at once: the second inserts nothing and is refused.
    const [row] = await tx
      .insert(courierRatings)
      .values({
        cartId: cart.cart.id,
        accountId: actor.accountId,
        delivererUuid: input.delivererUuid,
        jobUuid: input.jobUuid,
        note: input.note,
        tag,
      })
      .onConflictDoNothing()
      .returning({ id: courierRatings.id });
    if (!row) return false;
    await tx.insert(cartEvents).values({
      cartId: cart.cart.id,
      ...actor,
      type: 'rateCourier',
      fromStatus: cart.cart.status,
      toStatus: cart.cart.status,
      data: { note: input.note, tag },
    });
    return true;
  });
  if (!inserted) throw refuseAction('rateCourier');
  await publishCartEvent(deps, cart.cart, 'cart.updated');
  return true;
}

function readRating(note: string, tag: string | null): string | null {
  if (note === '1') return null;
  if (note !== '0')
    throw new AppError('BAD_USER_INPUT', { message: "The note must be '1' (thumb up) or '0' (thumb down)" });
  if (!tag || !(COURIER_TAGS as readonly string[]).includes(tag)) {
    throw new AppError('BAD_USER_INPUT', { message: 'A thumb down needs one of the courier tags' });
  }
  return tag;
}

function notFound(): AppError {
  return new AppError('NOT_FOUND', { message: 'Order not found' });
}
