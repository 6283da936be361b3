import { DISPUTE_STATUSES, disputeResponseChannel, isToBeDisputed } from '@comptoir/domain';
import { asc, inArray } from 'drizzle-orm';
import { builder } from '../../builder';
import {
  carts,
  orderDisputeDishes,
  restaurants,
  type OrderDisputeDishRow,
  type OrderDisputeRow,
} from '../../db/schema';
import { AppError } from '../../errors';
import { toIsoString } from '../../lib/instants';
import { linkHolderOf } from '../auth';
import { CartRef, imagesOfCart, FulfillmentTypeEnum } from '../orders';
import { buildUploadUrl } from '../uploads';
import { PlatformNameEnum } from '../../platforms/graphql/platform.graphql';
import { RestaurantRef } from '../restaurants';

export const DisputeStatusEnum = builder.enumType('DisputeStatus', {
  description:
    'TO_DISPUTE: refunded, not answered yet; DISPUTED: sent, waiting for the platform; WON / LOST: its answer; EXPIRED: deadline passed.',
  values: DISPUTE_STATUSES,
});

const DisputeResponseChannelEnum = builder.enumType('DisputeResponseChannel', {
  description:
    'PLATFORM_API: sent through the platform’s dispute API; PARTNER_PORTAL: the platform has none, send it from its portal.',
  values: ['PLATFORM_API', 'PARTNER_PORTAL'] as const,
});

const DisputeDishRef = builder.objectRef<OrderDisputeDishRow>('DisputeDish').implement({
  description:
    'Per-dish dispute (docs/data-model.md#disputes-and-reviews): a dish the platform refunded, in minor units.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The dish's id." }),
    name: t.exposeString('name', { description: "The dish's name." }),
    price: t.exposeInt('price', { description: 'What the platform refunded for this dish, in minor units (cents).' }),
    problem: t.exposeString('problem', {
      description: 'The problem the client reported with this dish.',
      nullable: true,
    }),
    problemResponse: t.exposeString('problemResponse', {
      description: "The restaurant's answer on this dish, once written.",
      nullable: true,
    }),
    updatedAt: t.string({
      description: "When the dish's entry last changed, ISO-8601 UTC.",
      resolve: (dish) => dish.updatedAt.toISOString(),
    }),
  }),
});

type DisputeFile = { filePath: string; isEvidence: boolean };

const DisputeFileRef = builder.objectRef<DisputeFile>('DisputeFile').implement({
  description: 'A photo of an order that a dispute can send as evidence.',
  fields: (t) => ({
    filePath: t.string({
      description: 'URL path under /uploads/, with a short-lived token so that an <img> can load it.',
      resolve: (file, _args, context) =>
        buildUploadUrl(context.config.jwtSecret, file.filePath, linkHolderOf(context.viewer)),
    }),
    isEvidence: t.exposeBoolean('isEvidence', {
      description: 'The photo the dispute sends (or will send by default).',
    }),
  }),
});

export const OrderDisputeRef = builder.objectRef<OrderDisputeRow>('OrderDispute').implement({
  description:
    'Order dispute (docs/data-model.md#disputes-and-reviews): a platform refund (money in minor units) that the restaurant may contest.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The dispute's id." }),
    uuid: t.exposeString('uuid', { description: "The dispute's public uuid." }),
    status: t.field({
      description: 'Where the dispute stands.',
      type: DisputeStatusEnum,
      resolve: (dispute) => dispute.status,
    }),
    isToBeDisputed: t.boolean({
      description: 'Whether it is still to dispute and its deadline has not passed.',
      resolve: (dispute) => isToBeDisputed(dispute.status, dispute.deadlineAt, new Date()),
    }),
    platform: t.field({
      description: 'The platform that refunded the order.',
      type: PlatformNameEnum,
      resolve: (dispute) => dispute.platform,
    }),
    responseChannel: t.field({
      description: 'How the answer reaches the platform: its API or its partner portal.',
      type: DisputeResponseChannelEnum,
      resolve: (dispute) => disputeResponseChannel(dispute.platform),
    }),
    commentsClient: t.exposeString('commentsClient', {
      description: "The client's comment on the refund, as the platform sends it.",
      nullable: true,
    }),
    createdAt: t.string({
      description: 'When the platform refunded the order.',
      resolve: (dispute) => dispute.createdAt.toISOString(),
    }),
    diputedAt: t.string({
      nullable: true,
      description: 'When the dispute was sent (diputedAt: kept spelling, docs/glossary.md#spellings).',
      resolve: (dispute) => toIsoString(dispute.diputedAt),
    }),
    deadlineAt: t.string({
      description: "The platform's deadline to dispute, ISO-8601 UTC; null when it sets none.",
      nullable: true,
      resolve: (dispute) => toIsoString(dispute.deadlineAt),
    }),
    resolvedAt: t.string({
      description: 'When the platform decided, ISO-8601 UTC; null before.',
      nullable: true,
      resolve: (dispute) => toIsoString(dispute.resolvedAt),
    }),
    dishName: t.exposeString('dishName', {
      description: "The refunded dish's name when the refund is about one dish.",
      nullable: true,
    }),
    dishProblem: t.exposeString('dishProblem', { description: 'The problem reported with that dish.', nullable: true }),
    displayOrderId: t.exposeString('displayOrderId', { description: "The order's short id as staff read it." }),
    incorrectPrice: t.exposeInt('incorrectPrice', { description: 'What the platform took back from the restaurant.' }),
    refundedPrice: t.exposeInt('refundedPrice', { description: 'What the platform gave back after the dispute.' }),
    orderProblem: t.exposeString('orderProblem', {
      description: 'The problem the client reported with the order.',
      nullable: true,
    }),
    orderType: t.field({
      description: 'How the refunded order reached the client.',
      type: FulfillmentTypeEnum,
      nullable: true,
      resolve: (dispute) => dispute.orderType,
    }),
    orderUuid: t.exposeString('orderUuid', {
      description: "The refunded order's uuid here, when Comptoir received it.",
      nullable: true,
    }),
    orderedAt: t.string({
      description: 'When the refunded order was placed, ISO-8601 UTC.',
      nullable: true,
      resolve: (dispute) => toIsoString(dispute.orderedAt),
    }),
    problemResponse: t.exposeString('problemResponse', {
      description: "The restaurant's answer sent with the dispute.",
      nullable: true,
    }),
    dishes: t.loadableGroup({
      description: 'The dishes the platform refunded, one by one.',
      type: DisputeDishRef,
      load: (ids: number[], context) =>
        context.db
          .select()
          .from(orderDisputeDishes)
          .where(inArray(orderDisputeDishes.disputeId, ids))
          .orderBy(asc(orderDisputeDishes.id)),
      group: (dish) => dish.disputeId,
      resolve: (dispute) => dispute.id,
    }),
    cartFiles: t.field({
      type: [DisputeFileRef],
      description: 'The order’s photos and the evidence the dispute sends.',
      resolve: async (dispute, _args, context) => {
        const images = dispute.cartId === null ? [] : await imagesOfCart(context).load(dispute.cartId);
        const files = images.map((image) => ({
          filePath: image.filePath,
          isEvidence: image.filePath === dispute.evidencePath,
        }));
        const uploaded = dispute.evidencePath !== null && !files.some((file) => file.isEvidence);
        return uploaded && dispute.evidencePath
          ? [{ filePath: dispute.evidencePath, isEvidence: true }, ...files]
          : files;
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
      description: 'The restaurant of the refunded order.',
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
