import { DISPUTE_STATUSES, disputeResponseChannel, isToBeDisputed } from '@comptoir/domain';
import { asc, inArray } from 'drizzle-orm';
import { builder } from '../../builder';
import { carts, orderDisputeDishes, restaurants, type OrderDisputeDishRow, type OrderDisputeRow } from '../../db/schema';
import { AppError } from '../../errors';
import { toIsoString } from '../../lib/instants';
import { linkHolderOf } from '../auth/link-holder';
import { CartRef } from '../orders/cart.graphql';
import { imagesOfCart } from '../orders/cart-loaders';
import { FulfillmentTypeEnum } from '../orders/order-enums.graphql';
import { buildUploadUrl } from '../orders/upload-token';
import { PlatformNameEnum } from '../platforms/platform.graphql';
import { RestaurantRef } from '../restaurants/restaurant.graphql';

export const DisputeStatusEnum = builder.enumType('DisputeStatus', {
  description: 'TO_DISPUTE: refunded, not answered yet; DISPUTED: sent, waiting for the platform; WON / LOST: its answer; EXPIRED: deadline passed.',
  values: DISPUTE_STATUSES,
});

const DisputeResponseChannelEnum = builder.enumType('DisputeResponseChannel', {
  description: 'PLATFORM_API: sent through the platform’s dispute API; PARTNER_PORTAL: the platform has none, send it from its portal.',
  values: ['PLATFORM_API', 'PARTNER_PORTAL'] as const,
});

const DisputeDishRef = builder.objectRef<OrderDisputeDishRow>('DisputeDish').implement({
  description: 'SPEC §3 per-dish dispute: a dish the platform refunded, in minor units.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    price: t.exposeInt('price'),
    problem: t.exposeString('problem', { nullable: true }),
    problemResponse: t.exposeString('problemResponse', { nullable: true }),
    updatedAt: t.string({ resolve: (dish) => dish.updatedAt.toISOString() }),
  }),
});

type DisputeFile = { filePath: string; isEvidence: boolean };

const DisputeFileRef = builder.objectRef<DisputeFile>('DisputeFile').implement({
  fields: (t) => ({
    filePath: t.string({
      description: 'URL path under /uploads/, with a short-lived token so that an <img> can load it.',
      resolve: (file, _args, context) => buildUploadUrl(context.config.jwtSecret, file.filePath, linkHolderOf(context.viewer)),
    }),
    isEvidence: t.exposeBoolean('isEvidence', { description: 'The photo the dispute sends (or will send by default).' }),
  }),
});

export const OrderDisputeRef = builder.objectRef<OrderDisputeRow>('OrderDispute').implement({
  description: 'SPEC §3 order dispute: a platform refund (money in minor units) that the restaurant may contest.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    uuid: t.exposeString('uuid'),
    status: t.field({ type: DisputeStatusEnum, resolve: (dispute) => dispute.status }),
    isToBeDisputed: t.boolean({ resolve: (dispute) => isToBeDisputed(dispute.status, dispute.deadlineAt, new Date()) }),
    platform: t.field({ type: PlatformNameEnum, resolve: (dispute) => dispute.platform }),
    responseChannel: t.field({ type: DisputeResponseChannelEnum, resolve: (dispute) => disputeResponseChannel(dispute.platform) }),
    commentsClient: t.exposeString('commentsClient', { nullable: true }),
    createdAt: t.string({ description: 'When the platform refunded the order.', resolve: (dispute) => dispute.createdAt.toISOString() }),
    diputedAt: t.string({ nullable: true, description: 'When the dispute was sent (SPEC spelling).', resolve: (dispute) => toIsoString(dispute.diputedAt) }),
    deadlineAt: t.string({ nullable: true, resolve: (dispute) => toIsoString(dispute.deadlineAt) }),
    resolvedAt: t.string({ nullable: true, resolve: (dispute) => toIsoString(dispute.resolvedAt) }),
    dishName: t.exposeString('dishName', { nullable: true }),
    dishProblem: t.exposeString('dishProblem', { nullable: true }),
    displayOrderId: t.exposeString('displayOrderId'),
    incorrectPrice: t.exposeInt('incorrectPrice', { description: 'What the platform took back from the restaurant.' }),
    refundedPrice: t.exposeInt('refundedPrice', { description: 'What the platform gave back after the dispute.' }),
    orderProblem: t.exposeString('orderProblem', { nullable: true }),
    orderType: t.field({ type: FulfillmentTypeEnum, nullable: true, resolve: (dispute) => dispute.orderType }),
    orderUuid: t.exposeString('orderUuid', { nullable: true }),
    orderedAt: t.string({ nullable: true, resolve: (dispute) => toIsoString(dispute.orderedAt) }),
    problemResponse: t.exposeString('problemResponse', { nullable: true }),
    dishes: t.loadableGroup({
      type: DisputeDishRef,
      load: (ids: number[], context) =>
        context.db.select().from(orderDisputeDishes).where(inArray(orderDisputeDishes.disputeId, ids)).orderBy(asc(orderDisputeDishes.id)),
      group: (dish) => dish.disputeId,
      resolve: (dispute) => dispute.id,
    }),
    cartFiles: t.field({
      type: [DisputeFileRef],
      description: 'The order’s photos and the evidence the dispute sends.',
      resolve: async (dispute, _args, context) => {
        const images = dispute.cartId === null ? [] : await imagesOfCart(context).load(dispute.cartId);
        const files = images.map((image) => ({ filePath: image.filePath, isEvidence: image.filePath === dispute.evidencePath }));
        const uploaded = dispute.evidencePath !== null && !files.some((file) => file.isEvidence);
        return uploaded && dispute.evidencePath ? [{ filePath: dispute.evidencePath, isEvidence: true }, ...files] : files;
      },
    }),
    order: t.loadable({
      type: CartRef,
      nullable: true,
      description: 'Null when the platform named an order Comptoir never received.',
      load: async (ids: number[], context) => {
        const rows = await context.db.select().from(carts).where(inArray(carts.id, ids));
        const byId = new Map(rows.map((row) => [row.id, row]));
        return ids.map((id) => byId.get(id) ?? null);
      },
      resolve: (dispute) => dispute.cartId,
    }),
    restaurant: t.loadable({
      type: RestaurantRef,
      load: async (ids: number[], context) => {
        const rows = await context.db.select().from(restaurants).where(inArray(restaurants.id, ids));
        const byId = new Map(rows.map((row) => [row.id, row]));
        return ids.map((id) => byId.get(id) ?? new AppError('NOT_FOUND', { message: `Restaurant ${id} not found` }));
      },
      resolve: (dispute) => dispute.restaurantId,
    }),
  }),
});
