import { join } from 'node:path';
import { DEFAULT_FIRST, routeRoles } from '@comptoir/domain';
import { builder } from '../../builder';
import type { OrderDisputeRow } from '../../db/schema';
import type { Page } from '../../lib/pagination';
import { MoneyTotalScalar, reportFilterArgs } from '../reports';
import type { DisputeSummary } from './dispute-summary';
import { summarizeDisputes } from './dispute-summary';
import { DisputeStatusEnum, OrderDisputeRef } from './dispute-types.graphql';
import { findDisputeForCart } from './find-dispute-for-cart';
import { listDisputes } from './list-disputes';
import { sendDisputeRequest } from './send-dispute-request';

// Dispute data is gated exactly like the /dispute/order screen (docs/roles.md#route-table).
const DISPUTE_ROLES = routeRoles('disputes');

const OrderDisputeEdgeRef = builder.objectRef<{ cursor: string; node: OrderDisputeRow }>('OrderDisputeEdge').implement({
  description: 'One dispute of a page, with its cursor.',
  fields: (t) => ({
    node: t.field({ description: 'The dispute.', type: OrderDisputeRef, resolve: (edge) => edge.node }),
    cursor: t.exposeString('cursor', {
      description: "The dispute's cursor, to pass as `after` to get the ones that follow.",
    }),
  }),
});

const OrderDisputeConnectionRef = builder.objectRef<Page<OrderDisputeRow>>('OrderDisputeConnection').implement({
  description: 'One page of disputes, newest refund first.',
  fields: (t) => ({
    edges: t.field({
      description: 'The disputes of this page, in order.',
      type: [OrderDisputeEdgeRef],
      resolve: (page) => page.edges,
    }),
    pageInfo: t.field({
      description: 'Whether more pages follow, and the cursors of this one.',
      type: builder.pageInfoRef(),
      resolve: (page) => page.pageInfo,
    }),
    totalCount: t.exposeInt('totalCount', { description: 'How many disputes match the filter, over all pages.' }),
  }),
});

const DisputeSummaryRef = builder.objectRef<DisputeSummary>('DisputeSummary').implement({
  description: 'What the disputes of a filter brought back; sums in minor units.',
  fields: (t) => ({
    count: t.exposeInt('count', { description: 'How many disputes match.' }),
    toDispute: t.exposeInt('toDispute', { description: 'How many are still to dispute.' }),
    disputed: t.exposeInt('disputed', { description: 'Sent to the platform: waiting, won or lost.' }),
    pending: t.exposeInt('pending', { description: 'Sent, waiting for the platform’s answer.' }),
    won: t.exposeInt('won', { description: 'How many the platforms decided for the restaurant.' }),
    lost: t.exposeInt('lost', { description: 'How many the platforms decided against the restaurant.' }),
    expired: t.exposeInt('expired', { description: 'How many passed their deadline unanswered.' }),
    incorrectPrice: t.expose('incorrectPrice', {
      type: MoneyTotalScalar,
      description: 'Σ what the platforms took back.',
    }),
    recovered: t.expose('recovered', { type: MoneyTotalScalar, description: 'Σ refundedPrice of the disputes won.' }),
  }),
});

const disputeFilterArgs = builder.args((t) => ({
  ...reportFilterArgs,
  isToBeDisputed: t.boolean({ description: 'true: still to dispute and before its deadline; false: every other.' }),
  status: t.field({ description: 'Only the disputes in this status.', type: DisputeStatusEnum }),
}));

builder.queryFields((t) => ({
  orderDispute: t.withAuth({ anyRole: DISPUTE_ROLES }).field({
    type: OrderDisputeConnectionRef,
    description:
      'docs/disputes.md#lists-and-export: disputes whose refund falls between fromDate and toDate (each restaurant’s local day), newest first.',
    args: { ...disputeFilterArgs, first: t.arg.int({ defaultValue: DEFAULT_FIRST.disputes }), after: t.arg.string() },
    resolve: (_root, args, context) => listDisputes(context, args),
  }),
  disputeSummary: t.withAuth({ anyRole: DISPUTE_ROLES }).field({
    type: DisputeSummaryRef,
    description: 'The recovery summary of the same filter as orderDispute.',
    args: disputeFilterArgs,
    resolve: (_root, args, context) => summarizeDisputes(context, args),
  }),
  getDisputeForCart: t.withAuth({ anyRole: DISPUTE_ROLES }).field({
    type: OrderDisputeRef,
    nullable: true,
    description:
      "docs/orders.md#order-lookup-id: orderId is the last 4 characters of the display id when the restaurant's platform id is 4, else the full id; restaurant is its uuid.",
    args: { orderId: t.arg.string({ required: true }), restaurant: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => findDisputeForCart(context, args.orderId, args.restaurant),
  }),
}));

const DisputeInput = builder.inputType('DisputeInput', {
  description: 'The dispute to send, with its evidence.',
  fields: (t) => ({
    orderId: t.int({ required: true, description: 'The order dispute’s id (OrderDispute.id).' }),
    evidenceImage: t.field({
      type: 'File',
      description:
        'JPEG, PNG or WebP up to 10 MB and 40 megapixels, stored re-encoded as a JPEG without its metadata; without it, a copy of the order’s photo made the same way is sent.',
    }),
    cartId: t.int({ description: 'The order (Cart.id); when given, it must be the dispute’s order.' }),
  }),
});

builder.mutationField('sendDisputeRequest', (t) =>
  t.withAuth({ anyRole: DISPUTE_ROLES }).field({
    description:
      "Sends the restaurant's dispute of a refund to its platform with a photo as evidence, for the roles of the disputes screen; returns the dispute.",
    type: OrderDisputeRef,
    args: { input: t.arg({ type: DisputeInput, required: true }) },
    resolve: (_root, { input }, context) =>
      sendDisputeRequest(
        context,
        { orderId: input.orderId, cartId: input.cartId, evidenceImage: input.evidenceImage },
        join(context.config.dataDir, 'uploads'),
      ),
  }),
);
