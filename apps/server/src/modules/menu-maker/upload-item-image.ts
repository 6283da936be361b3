import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { menuItems, type MenuItemRow } from '../../db/schema';
import { AppError } from '../../errors';
import { type InGraph, loadItemInGraph, touchConfiguration } from '../menus';
import { UPLOADS_PREFIX } from '../orders';
import { cleanUpload, removeStoredImage, storeImage } from '../uploads';
import { findEditableConfiguration } from './menu-maker-access';

export type UploadItemImageInput = { itemId: number; image: File; uploadsDir: string };

/**
 * Menu maker, item image (docs/menus.md#menu-maker): authorised like updateMenuItem (tenant scope → NOT_FOUND,
 * support's activation → FORBIDDEN, the 'menu' PIN), then the picture goes through the image pipeline, is stored as a
 * new file and set as the item's imageUrl (`/uploads/menus/<file>`). The previous file is left in place: a duplicated
 * item or a published copy of the configuration may still show it.
 */
export async function uploadItemImage(
  context: SignedInContext,
  { itemId, image, uploadsDir }: UploadItemImageInput,
): Promise<InGraph<MenuItemRow>> {
  const [item] = await context.db
    .select({ configurationId: menuItems.configurationId })
    .from(menuItems)
    .where(eq(menuItems.id, itemId))
    .limit(1);
  // A missing item answers like another company's (its configuration's NOT_FOUND), so that ids cannot be probed.
  if (!item) throw new AppError('NOT_FOUND');
  await findEditableConfiguration(context, item.configurationId);

  // Served to anyone, since the platforms fetch it to show the dish (serve-upload.ts): the pipeline leaves nothing
  // private in it.
  const filePath = await storeImage(uploadsDir, 'menuItem', String(itemId), await cleanUpload(image, 'menuItem'));
  try {
    await context.db.transaction(async (tx) => {
      await tx
        .update(menuItems)
        .set({ imageUrl: `${UPLOADS_PREFIX}${filePath}` })
        .where(eq(menuItems.id, itemId));
      await touchConfiguration(tx, item.configurationId, new Date());
    });
  } catch (error) {
    await removeStoredImage(uploadsDir, filePath);
    throw error;
  }
  return loadItemInGraph(context.db, item.configurationId, itemId);
}
