import type { OrderFacts } from '@comptoir/domain';
import { and, eq } from 'drizzle-orm';
import type { Viewer } from '../../context/types';
import type { Db } from '../../db/client';
import { carts, type CartRow } from '../../db/schema';
import { AppError } from '../../errors';
import { cartsInScope } from '../tenancy';

/** The facts the order rules judge an order on (docs/orders.md#actions). */
export function orderFactsOf(cart: CartRow, courierRated = false): OrderFacts {
  return {
    status: cart.status,
    platform: cart.platform,
    fulfillmentType: cart.fulfillmentType,
    runnerIsReady: cart.runnerIsReady,
    createdAt: cart.createdAt.toISOString(),
    hasRushJob: cart.rushJob !== null,
    courierRated,
  };
}

/** The cart, when it exists and the viewer's scope covers it; NOT_FOUND otherwise, so ids cannot be probed. */
export async function getCartInScope(db: Db, viewer: Viewer, cartId: number): Promise<CartRow> {
  const [cart] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.id, cartId), cartsInScope(viewer)))
    .limit(1);
  if (!cart) throw new AppError('NOT_FOUND', { message: `Order ${cartId} not found` });
  return cart;
}

export type Actor = { accountId: number | null; actingAccountId: number | null };

/** Who a cart event names: the account whose rights apply, and the administrator behind a switched session. */
export function actorOf(viewer: Viewer): Actor {
  return { accountId: viewer.account.id, actingAccountId: viewer.switched ? viewer.actor.id : null };
}

/** Server-side actions (auto-accept, auto-print) have no account. */
export const SYSTEM_ACTOR: Actor = { accountId: null, actingAccountId: null };
