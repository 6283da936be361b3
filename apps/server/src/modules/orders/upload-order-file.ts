import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { canPerform, resultingStatus } from '@comptoir/domain';
import type { Viewer } from '../../context/types';
import { cartImages, type NewCartRow } from '../../db/schema';
import { AppError } from '../../errors';
import { applyOrderChange, refuseAction } from './apply-order-change';
import { MAX_ORDER_PHOTO_BYTES, sniffImageType } from './image-type';
import type { OrderDeps } from './order-deps';
import { actorOf, getCartInScope, orderFactsOf } from './order-facts';

export type UploadOrderFileInput = { cartId: number; file: File; uploadsDir: string };

/** Stores an order photo under DATA_DIR/uploads/carts/; SPEC §4: a successful upload marks the order ready. */
export async function uploadOrderFile(deps: OrderDeps, viewer: Viewer, { cartId, file, uploadsDir }: UploadOrderFileInput) {
  const cart = await getCartInScope(deps.db, viewer, cartId);
  const facts = orderFactsOf(cart);
  if (!canPerform('uploadPhoto', facts)) throw refuseAction('uploadPhoto');
  if (file.size > MAX_ORDER_PHOTO_BYTES) {
    throw new AppError('BAD_USER_INPUT', { message: 'The photo is larger than 10 MB', details: { maxBytes: MAX_ORDER_PHOTO_BYTES } });
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type) throw new AppError('BAD_USER_INPUT', { message: 'The photo must be a JPEG, PNG or WebP image' });

  const filePath = `carts/${cart.uuid}-${randomUUID()}.${type.extension}`;
  const absolutePath = join(uploadsDir, filePath);
  await mkdir(dirname(absolutePath), { recursive: true });
  await writeFile(absolutePath, bytes);

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
    await rm(absolutePath, { force: true });
    throw error;
  }
}
