import { canPerform, resultingStatus } from '@comptoir/domain';
import type { Viewer } from '../../context/types';
import { cartImages, type NewCartRow } from '../../db/schema';
import { cleanUpload, removeStoredImage, storeImage } from '../uploads';
import { applyOrderChange, refuseAction } from './apply-order-change';
import type { OrderDeps } from './order-deps';
import { actorOf, getCartInScope, orderFactsOf } from './order-facts';

export type UploadOrderFileInput = { cartId: number; file: File; uploadsDir: string };

/**
 * Stores an order photo under DATA_DIR/uploads/carts/ as the image pipeline re-encodes it (never the bytes sent).
 * A successful upload marks the order ready.
 */
export async function uploadOrderFile(
  deps: OrderDeps,
  viewer: Viewer,
  { cartId, file, uploadsDir }: UploadOrderFileInput,
) {
  const cart = await getCartInScope(deps.db, viewer, cartId);
  const facts = orderFactsOf(cart);
  if (!canPerform('uploadPhoto', facts)) throw refuseAction('uploadPhoto');
  const filePath = await storeImage(uploadsDir, 'orderPhoto', cart.uuid, await cleanUpload(file, 'orderPhoto'));

  const now = new Date();
  const becomesReady = canPerform('ready', facts, now);
  const changes: Partial<NewCartRow> = becomesReady
    ? { hasImage: true, status: resultingStatus('ready', cart), runnerIsReady: true, readyAt: now }
    : { hasImage: true };
  try {
    return await applyOrderChange(deps, cart, actorOf(viewer), {
      type: 'uploadPhoto',
      changes,
      outbound: becomesReady ? { type: 'ready' } : null,
      data: { filePath },
      alsoWrite: async (tx) => {
        await tx.insert(cartImages).values({ cartId: cart.id, filePath, uploadedByAccountId: viewer.account.id });
      },
    });
  } catch (error) {
    await removeStoredImage(uploadsDir, filePath);
    throw error;
  }
}
