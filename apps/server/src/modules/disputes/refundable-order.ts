import type { RefundableOrder, RefundOrderLookup } from '@comptoir/platform-sim';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartLines, carts, restaurants } from '../../db/schema';

/** Demo mode: the simulated platforms refund orders of this server's carts, named by cart uuid or platform order id. */
export function createRefundableOrderLookup(db: Db): RefundOrderLookup {
  return async ({ platform, cartUuid, platformOrderId }): Promise<RefundableOrder | null> => {
    const byId = cartUuid ? sql`${carts.uuid}::text = ${cartUuid}` : eq(carts.platformId, platformOrderId ?? '');
    const [cart] = await db
      .select({
        id: carts.id,
        platformOrderId: carts.platformId,
        displayId: carts.displayId,
        storeId: restaurants.platformStoreId,
      })
      .from(carts)
      .innerJoin(restaurants, eq(restaurants.id, carts.restaurantId))
      .where(and(eq(carts.platform, platform), byId))
      .limit(1);
    if (!cart) return null;
    const lines = await db
      .select({
        id: cartLines.itemPlatformId,
        title: cartLines.itemTitle,
        quantity: cartLines.quantity,
        unitPrice: cartLines.price,
      })
      .from(cartLines)
      .where(eq(cartLines.cartId, cart.id))
      .orderBy(asc(cartLines.position));
    return { platform, platformOrderId: cart.platformOrderId, displayId: cart.displayId, storeId: cart.storeId, lines };
  };
}
