import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { menuItems, type MenuItemRow } from '../../db/schema';
import { AppError } from '../../errors';
import { recordViewerAudit } from '../audit';
import { loadItemInGraph } from './item-in-graph';
import type { InGraph } from './menu-graph';
import { findMenuItemForChange } from './menu-item-in-scope';
import { touchConfiguration } from './touch-configuration';

const MAX_INTERNAL_TITLE_LENGTH = 100;

/** Trimmed; null or blank clears it. */
function readInternalTitle(title: string | null | undefined): string | null {
  const text = title?.trim() ?? '';
  if (text === '') return null;
  if (text.length > MAX_INTERNAL_TITLE_LENGTH) {
    throw new AppError('BAD_USER_INPUT', {
      message: `The internal title must be at most ${MAX_INTERNAL_TITLE_LENGTH} characters`,
      details: {
        reason: 'TEXT_TOO_LONG',
        field: 'internalTitle',
        params: { field: 'internalTitle', max: MAX_INTERNAL_TITLE_LENGTH },
      },
    });
  }
  return text;
}

/**
 * itemInternalTitle (docs/menus.md#prices-and-titles): the kitchen's own name for an item, shown beside the platform
 * title, never sent to a platform.
 */
export async function setItemInternalTitle(
  context: SignedInContext,
  itemId: number,
  title: string | null | undefined,
  now = new Date(),
): Promise<InGraph<MenuItemRow>> {
  const internalTitle = readInternalTitle(title);
  const { item, configurationId } = await findMenuItemForChange(context, itemId);
  await context.db.transaction(async (tx) => {
    await tx.update(menuItems).set({ internalTitle, updatedAt: now }).where(eq(menuItems.id, item.id));
    await touchConfiguration(tx, configurationId, now);
    await recordViewerAudit(tx, context, {
      action: 'menu.item.internalTitle',
      entity: 'menu_item',
      entityId: String(item.id),
      data: { internalTitle },
    });
  });
  return loadItemInGraph(context.db, configurationId, item.id);
}
