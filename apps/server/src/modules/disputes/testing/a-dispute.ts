import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { DisputeStatus } from '@comptoir/domain';
import sharp from 'sharp';
import type { Db } from '../../../db/client';
import { cartImages, orderDisputeDishes, orderDisputes, type CartRow, type OrderDisputeRow } from '../../../db/schema';
import { aCart, type ACartOptions } from '../../orders/testing/a-cart';

export type ADisputeOptions = {
  cart?: ACartOptions;
  status?: DisputeStatus;
  createdAt?: Date;
  deadlineAt?: Date | null;
  incorrectPrice?: number;
  refundedPrice?: number;
  /**
   * Give the order a photo, written under `uploadsDir` as it is given, like one stored before every upload went through
   * the image pipeline (a small PNG unless told); `bytes: null` keeps only the path, its file missing.
   */
  orderPhoto?: OrderPhoto;
};

type OrderPhoto = { uploadsDir: string; bytes?: Uint8Array | null };

async function giveOrderPhoto(db: Db, cart: CartRow, { uploadsDir, bytes }: OrderPhoto): Promise<string> {
  const photoPath = `carts/${cart.uuid}-${randomBytes(4).toString('hex')}.jpg`;
  const content =
    bytes === undefined
      ? await sharp({ create: { width: 8, height: 8, channels: 3, background: '#8e44ad' } })
          .png()
          .toBuffer()
      : bytes;
  if (content) {
    mkdirSync(dirname(join(uploadsDir, photoPath)), { recursive: true });
    writeFileSync(join(uploadsDir, photoPath), content);
  }
  await db.insert(cartImages).values({ cartId: cart.id, filePath: photoPath });
  return photoPath;
}

/** One order of a demo restaurant with a platform refund on it, to dispute (Demo Burger Co's Uber Eats unless told). */
export async function aDispute(
  db: Db,
  options: ADisputeOptions = {},
): Promise<{ dispute: OrderDisputeRow; cart: CartRow; photoPath: string | null }> {
  const createdAt = options.createdAt ?? new Date();
  const cart = await aCart(db, { status: 'COMPLETED', createdAt, ...options.cart });
  const photoPath = options.orderPhoto ? await giveOrderPhoto(db, cart, options.orderPhoto) : null;
  const incorrectPrice = options.incorrectPrice ?? 1_150;
  const [dispute] = await db
    .insert(orderDisputes)
    .values({
      companyId: cart.companyId,
      restaurantId: cart.restaurantId,
      cartId: cart.id,
      platform: cart.platform,
      platformRefundId: `refund-${randomBytes(6).toString('hex')}`,
      displayOrderId: cart.displayId,
      orderUuid: cart.uuid,
      orderType: cart.fulfillmentType,
      status: options.status ?? 'TO_DISPUTE',
      orderProblem: 'MISSING_ITEM',
      commentsClient: 'Il manquait les frites.',
      dishName: 'Frites',
      dishProblem: 'MISSING_ITEM',
      incorrectPrice,
      refundedPrice: options.refundedPrice ?? 0,
      evidencePath: photoPath,
      orderedAt: cart.createdAt,
      createdAt,
      deadlineAt:
        options.deadlineAt === undefined ? new Date(createdAt.getTime() + 7 * 86_400_000) : options.deadlineAt,
    })
    .returning();
  if (!dispute) throw new Error('Could not insert the dispute');
  await db.insert(orderDisputeDishes).values({
    disputeId: dispute.id,
    platformItemId: 'FRIES',
    name: 'Frites',
    price: incorrectPrice,
    problem: 'MISSING_ITEM',
  });
  return { dispute, cart, photoPath };
}
