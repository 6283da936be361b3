import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { menuItems, type MenuItemRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { InGraph } from '../menus/menu-graph';
import { loadItemInGraph } from '../menus/item-in-graph';
import { touchConfiguration } from '../menus/touch-configuration';
import { reencodeImage, storeImage } from '../orders/reencode-image';
import { UPLOADS_PREFIX } from '../orders/serve-upload';
import { findEditableConfiguration } from './menu-maker-access';

/**
 * Menu item images live in uploads/menus/ and, unlike order photos and dispute evidence, are served to anyone: the
 * platforms fetch them to show the dish to customers (serve-upload.ts). So nothing private may ever be stored here.
 */
export const MENU_IMAGES_FOLDER = 'menus';

export type UploadItemImageInput = { itemId: number; image: File; uploadsDir: string };

/**
 * SPEC §7 menu maker, item image: authorised like updateMenuItem (tenant scope → NOT_FOUND, support's activation →
 * FORBIDDEN, the 'menu' PIN), then the picture is checked and re-encoded without its metadata, stored as a new file
 * and set as the item's imageUrl (`/uploads/menus/<file>`). The previous file is left in place: a duplicated item or
 * a published copy of the configuration may still show it.
 */
export async function uploadItemImage(context: SignedInContext, { itemId, image, uploadsDir }: UploadItemImageInput): Promise<InGraph<MenuItemRow>> {
  const [item] = await context.db.select({ configurationId: menuItems.configurationId }).from(menuItems).where(eq(menuItems.id, itemId)).limit(1);
  if (!item) throw new AppError('NOT_FOUND', { message: 'Menu item not found' });
  await findEditableConfiguration(context, item.configurationId);

  const filePath = await storeImage(uploadsDir, MENU_IMAGES_FOLDER, String(itemId), await reencodeImage(image, 'image'));
  try {
    await context.db.transaction(async (tx) => {
      await tx.update(menuItems).set({ imageUrl: `${UPLOADS_PREFIX}${filePath}` }).where(eq(menuItems.id, itemId));
      await touchConfiguration(tx, item.configurationId, new Date());
    });
  } catch (error) {
    await rm(join(uploadsDir, filePath), { force: true });
    throw error;
  }
  return loadItemInGraph(context.db, item.configurationId, itemId);
}
