import { suspensionEnd, type ItemSuspension } from '@comptoir/domain';
import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { menuItems, type MenuItemRow, type SuspensionInfo } from '../../db/schema';
import { recordViewerAudit } from '../audit';
import { recordItemAvailabilityCall } from './item-availability-call';
import { loadItemInGraph } from './item-in-graph';
import type { InGraph } from './menu-graph';
import { findMenuItemForChange } from './menu-item-in-scope';

// A draft has no restaurant and so no time zone of its own; the restaurants' default zone stands in for "tomorrow".
const DRAFT_TIME_ZONE = 'Europe/Paris';

/**
 * Item availability (`item(id, suspend)`) (docs/menus.md#item-availability): AVAILABLE clears the suspension, TOMORROW
 * ('Today') suspends until the restaurant's next midnight, UNKNOWN ('All Time') until made available again. A live
 * item's platform is told; where the platform has no timer of its own (endsSuspensionItself false), Comptoir owes it
 * the "available" at midnight (restore_due_at, sent by the suspension sweeper). A draft's item only changes in the
 * draft.
 */
export async function setItemAvailability(
  context: SignedInContext,
  itemId: number,
  suspend: ItemSuspension,
  now = new Date(),
): Promise<InGraph<MenuItemRow>> {
  const { item, configurationId, restaurant, platform } = await findMenuItemForChange(context, itemId);
  const suspendUntil = suspensionEnd(suspend, now, restaurant?.timezone ?? DRAFT_TIME_ZONE);
  const suspensionInfo: SuspensionInfo | null =
    suspend === 'AVAILABLE' ? null : { kind: suspend, reason: null, suspendedAt: now.toISOString() };

  await context.db.transaction(async (tx) => {
    await tx
      .update(menuItems)
      .set({ suspendUntil, suspensionInfo, restoreDueAt: null, updatedAt: now })
      .where(eq(menuItems.id, item.id));
    if (restaurant && platform) {
      const recorded = await recordItemAvailabilityCall(
        tx,
        { item, restaurant, platform },
        { available: suspend === 'AVAILABLE', until: suspend === 'TOMORROW' ? suspendUntil : null },
      );
      if (suspend === 'TOMORROW' && recorded.supported && !recorded.endsSuspensionItself) {
        await tx.update(menuItems).set({ restoreDueAt: suspendUntil }).where(eq(menuItems.id, item.id));
      }
    }
    await recordViewerAudit(tx, context, {
      action: 'menu.item.availability',
      entity: 'menu_item',
      entityId: String(item.id),
      data: { suspend },
    });
  });
  return loadItemInGraph(context.db, configurationId, item.id);
}
