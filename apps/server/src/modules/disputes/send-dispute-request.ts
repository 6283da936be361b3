import { disputeStatusAt } from '@comptoir/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context/types';
import { cartImages, orderDisputeDishes, orderDisputes, restaurants, type OrderDisputeRow } from '../../db/schema';
import { AppError } from '../../errors';
import { enqueuePlatformCall } from '../../platforms/outbound/enqueue';
import { adapterFor } from '../../platforms/registry';
import { restaurantsInScope } from '../tenancy';
import {
  cleanImage,
  cleanUpload,
  refuseImage,
  type CleanImage,
  readStoredImage,
  removeStoredImage,
  storeImage,
} from '../uploads';

export type SendDisputeInput = {
  /** The order dispute's id (OrderDispute.id). */
  orderId: number;
  /** The order (Cart.id) whose photo is the default evidence; when given, it must be the dispute's order. */
  cartId?: number | null;
  evidenceImage?: File | null;
};

// Just Eat takes a justification but no file (docs/platforms.md#just-eat: "Photo/file evidence fields: NOT FOUND").
const JUSTIFICATION =
  'The restaurant contests this claim: the order was prepared and handed over complete. ' +
  'A photo of the packed order, taken before hand-over, is kept by the restaurant and available on request.';

async function loadDispute(context: SignedInContext, id: number) {
  const [row] = await context.db
    .select({ dispute: orderDisputes, storeId: restaurants.platformStoreId, country: restaurants.country })
    .from(orderDisputes)
    .innerJoin(restaurants, eq(restaurants.id, orderDisputes.restaurantId))
    .where(and(eq(orderDisputes.id, id), restaurantsInScope(context.viewer)))
    .limit(1);
  // Out of scope answers like missing, so that dispute ids cannot be probed.
  if (!row) throw new AppError('NOT_FOUND', { message: 'Dispute not found' });
  return row;
}

async function orderPhotoOf(context: SignedInContext, cartId: number | null): Promise<string | null> {
  if (cartId === null) return null;
  const [photo] = await context.db
    .select({ filePath: cartImages.filePath })
    .from(cartImages)
    .where(eq(cartImages.cartId, cartId))
    .orderBy(desc(cartImages.id))
    .limit(1);
  return photo?.filePath ?? null;
}

/**
 * The order's own photo, as evidence: a clean copy made by the image pipeline, since the stored file may be one kept
 * as it was sent (before every upload went through the pipeline, or written by the demo seed). Null when there is no
 * photo, or none that can be read as an image: the restaurant then has to attach one.
 */
async function cleanCopyOfOrderPhoto(uploadsDir: string, filePath: string | null): Promise<CleanImage | null> {
  const stored = filePath === null ? null : await readStoredImage(uploadsDir, filePath);
  if (stored === null) return null;
  try {
    return await cleanImage(stored, 'disputeEvidence');
  } catch (error) {
    if (error instanceof AppError && error.code === 'BAD_USER_INPUT') return null;
    throw error;
  }
}

const alreadySent = () =>
  new AppError('BAD_USER_INPUT', {
    message: 'This dispute was already sent',
    details: { reason: 'DISPUTE_ALREADY_SENT' },
  });

/**
 * sendDisputeRequest (docs/disputes.md#sending): the restaurant contests a refund with a photo (the uploaded one, else
 * the order's own photo), stored under uploads/disputes/ as the image pipeline re-encodes it; the dispute becomes
 * DISPUTED and the answer goes to the platform through platform_calls where it has a dispute API (Just Eat), else it is
 * recorded as 'unsupported': to be sent from the platform's partner portal, with that stored evidence.
 */
export async function sendDisputeRequest(
  context: SignedInContext,
  input: SendDisputeInput,
  uploadsDir: string,
  now = new Date(),
): Promise<OrderDisputeRow> {
  const { dispute, storeId, country } = await loadDispute(context, input.orderId);
  if (input.cartId !== null && input.cartId !== undefined && input.cartId !== dispute.cartId) {
    throw new AppError('BAD_USER_INPUT', {
      message: 'cartId is not the order of this dispute',
      details: { reason: 'NOT_THE_DISPUTED_ORDER' },
    });
  }
  const status = disputeStatusAt(dispute.status, dispute.deadlineAt, now);
  if (status === 'EXPIRED')
    throw new AppError('BAD_USER_INPUT', {
      message: 'The platform’s deadline for this dispute has passed',
      details: { reason: 'DISPUTE_DEADLINE_PASSED' },
    });
  if (status !== 'TO_DISPUTE') throw alreadySent();

  const evidence = input.evidenceImage
    ? await cleanUpload(input.evidenceImage, 'disputeEvidence')
    : await cleanCopyOfOrderPhoto(uploadsDir, dispute.evidencePath ?? (await orderPhotoOf(context, dispute.cartId)));
  // docs/disputes.md#sending: the dispute form requires evidenceImage.
  if (!evidence) throw refuseImage('IMAGE_REQUIRED', 'Une photo est requise');
  const evidencePath = await storeImage(uploadsDir, 'disputeEvidence', dispute.uuid, evidence);

  const adapter = adapterFor(dispute.platform);
  const dishes = await context.db
    .select({ platformItemId: orderDisputeDishes.platformItemId })
    .from(orderDisputeDishes)
    .where(eq(orderDisputeDishes.disputeId, dispute.id))
    .orderBy(asc(orderDisputeDishes.id));
  const call =
    adapter?.disputeResponseCall?.({
      platformRefundId: dispute.platformRefundId,
      storeId,
      country,
      itemIds: dishes.flatMap((dish) => (dish.platformItemId ? [dish.platformItemId] : [])),
      comments: JUSTIFICATION,
    }) ?? null;
  try {
    return await context.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(orderDisputes)
        .set({ status: 'DISPUTED', diputedAt: now, evidencePath, problemResponse: JUSTIFICATION })
        // Only from the state judged above: two submits at once send one dispute.
        .where(and(eq(orderDisputes.id, dispute.id), eq(orderDisputes.status, 'TO_DISPUTE')))
        .returning();
      if (!updated) throw alreadySent();
      await enqueuePlatformCall(tx, {
        platform: dispute.platform,
        cartId: dispute.cartId,
        restaurantId: dispute.restaurantId,
        action: 'dispute',
        call,
      });
      return updated;
    });
  } catch (error) {
    await removeStoredImage(uploadsDir, evidencePath);
    throw error;
  }
}
