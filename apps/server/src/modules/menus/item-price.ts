import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { menuItems, type MenuItemRow } from '../../db/schema';
import { AppError } from '../../errors';
import { recordViewerAudit } from '../audit';
import { loadItemInGraph } from './item-in-graph';
import type { InGraph } from './menu-graph';
import { findMenuItemForChange } from './menu-item-in-scope';
import { touchConfiguration } from './touch-configuration';

/** Minor units: €10,000.00 is more than any dish, and far inside a 32-bit Int. */
const MAX_ITEM_PRICE = 1_000_000;

function readItemPrice(price: number): number {
  if (!Number.isInteger(price) || price < 0 || price > MAX_ITEM_PRICE) {
    throw new AppError('BAD_USER_INPUT', {
      message: `The price must be a whole number of cents from 0 to ${MAX_ITEM_PRICE}`,
      details: { reason: 'PRICE_OUT_OF_RANGE', field: 'price', params: { max: MAX_ITEM_PRICE / 100 } },
    });
  }
  return price;
}

/**
 * itemPrice (docs/menus.md#prices-and-titles): the platform sees the new price when the menu is next published, not
 * before.
 */
export async function setItemPrice(
  context: SignedInContext,
  itemId: number,
  price: number,
  now = new Date(),
): Promise<InGraph<MenuItemRow>> {
  const valid = readItemPrice(price);
  const { item, configurationId } = await findMenuItemForChange(context, itemId);
  await context.db.transaction(async (tx) => {
    await tx.update(menuItems).set({ price: valid, updatedAt: now }).where(eq(menuItems.id, item.id));
    await touchConfiguration(tx, configurationId, now);
    await recordViewerAudit(tx, context, {
      action: 'menu.item.price',
      entity: 'menu_item',
      entityId: String(item.id),
      data: { from: item.price, to: valid },
    });
  });
  return loadItemInGraph(context.db, configurationId, item.id);
}
