import { MAX_EXTRA_COURIERS } from '@comptoir/domain';
import { and, eq } from 'drizzle-orm';
import { join } from 'node:path';
import { builder } from '../../builder';
import { carts, type CartRow } from '../../db/schema';
import { AppError } from '../../errors';
import { toIsoString } from '../../lib/instants';
import { cartsInScope } from '../tenancy';
import { CartRef, resolveTicketState } from './cart.graphql';
import { cancelOrder } from './cancel-order';
import { handleCartEvent } from './handle-cart-event';
import { listActiveOrders, type ActiveOrders } from './list-active-orders';
import { loadOrder } from './load-order';
import { OrderStatusEnum, TicketStateEnum } from './order-enums.graphql';
import { rateCourier } from './rate-courier';
import { setCouriers } from './set-couriers';
import { uploadOrderFile } from './upload-order-file';

const notAFile = () =>
  new AppError('BAD_USER_INPUT', { message: 'A file must be sent as a part of a multipart request' });

const FileScalar = builder.scalarType('File', {
  description: 'A file part of a GraphQL multipart request.',
  serialize: () => {
    throw new Error('File is an input type only');
  },
  // Anything else a client puts in the file's place (a string, a number, an object) is refused before a resolver reads
  // it. Yoga's files are its fetch library's own File class, so they are known by what they do: JSON has no functions.
  parseValue: (value) => {
    if (typeof value === 'object' && value !== null && typeof (value as File).arrayBuffer === 'function')
      return value as File;
    throw notAFile();
  },
  parseLiteral: () => {
    throw notAFile();
  },
});

const ActiveOrdersRef = builder.objectRef<ActiveOrders>('ActiveOrders').implement({
  description: 'The orders the kitchen tablet shows, in three columns.',
  fields: (t) => ({
    created: t.field({
      description: 'New orders waiting for the restaurant to accept them (CREATED and SCHEDULED_ORDER_CREATED).',
      type: [CartRef],
      resolve: (groups) => groups.created,
    }),
    accepted: t.field({
      description: 'Orders in progress: the other unfinished statuses, without a photo yet.',
      type: [CartRef],
      resolve: (groups) => groups.accepted,
    }),
    finished: t.field({
      description: "Today's other orders (restaurant's local day) and those with a photo.",
      type: [CartRef],
      resolve: (groups) => groups.finished,
    }),
  }),
});

const CartEventResultRef = builder.objectRef<CartRow>('CartEventResult').implement({
  description: 'What an order action changed, for the tablet to update its screen.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The order's id." }),
    status: t.field({
      description: "The order's status after the action.",
      type: OrderStatusEnum,
      resolve: (cart) => cart.status,
    }),
    livredAt: t.string({
      description: 'When the order was delivered or handed over, ISO-8601 UTC; null before.',
      nullable: true,
      resolve: (cart) => toIsoString(cart.livredAt),
    }),
    runnerIsReady: t.exposeBoolean('runnerIsReady', { description: 'Whether the runner has the bag at the counter.' }),
    printedAt: t.string({
      description: 'When the ticket was printed, ISO-8601 UTC; null before.',
      nullable: true,
      resolve: (cart) => toIsoString(cart.printedAt),
    }),
    ticketState: t.field({
      description: "Where the order's ticket stands after the action.",
      type: TicketStateEnum,
      resolve: resolveTicketState,
    }),
  }),
});

const UploadOrderFileInput = builder.inputType('UploadOrderFileInput', {
  description: 'A photo of the prepared order to attach to it.',
  fields: (t) => ({
    cartId: t.int({ description: "The order's id.", required: true }),
    imageUpload: t.field({
      type: FileScalar,
      required: true,
      description:
        'JPEG, PNG or WebP up to 10 MB and 40 megapixels, stored re-encoded as a JPEG of at most 2048 px without its metadata.',
    }),
  }),
});

builder.queryFields((t) => ({
  activeOrders: t.withAuth({ signedIn: true }).field({
    type: ActiveOrdersRef,
    description:
      'created: CREATED + SCHEDULED_ORDER_CREATED; accepted: the other unfinished statuses without a photo; ' +
      "finished: today's (restaurant local day) other orders and those with a photo. Scoped to the viewer.",
    args: { restaurants: t.arg.stringList() },
    resolve: (_root, args, context) => listActiveOrders(context, { restaurantUuids: args.restaurants }),
  }),
  cart: t.withAuth({ signedIn: true }).field({
    description: "One order by its id, within the viewer's companies; null when there is none.",
    type: CartRef,
    nullable: true,
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, context) => {
      const [cart] = await context.db
        .select()
        .from(carts)
        .where(and(eq(carts.id, args.id), cartsInScope(context.viewer)))
        .limit(1);
      return cart ?? null;
    },
  }),
  loadOrder: t.withAuth({ signedIn: true }).field({
    type: CartRef,
    nullable: true,
    description:
      "docs/orders.md#order-lookup-id: the last 4 characters of the display id when the restaurant's platform id is 4, else the full id.",
    args: { orderId: t.arg.string({ required: true }), restaurant: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => loadOrder(context, args.orderId, args.restaurant),
  }),
}));

builder.mutationFields((t) => ({
  cartEvent: t.withAuth({ signedIn: true }).field({
    description:
      'One action on an order from the tablet, per call: a status change (ACCEPTED with preparationTime in minutes, READY_FOR_PICKUP, IN_TRANSIT, COMPLETED, CANCELED), runnerIsReady, print, resend, or preparationTime alone to add that many minutes.',
    type: CartEventResultRef,
    args: {
      cart: t.arg.int({ required: true }),
      status: t.arg({ type: OrderStatusEnum }),
      print: t.arg.boolean(),
      resend: t.arg.boolean(),
      runnerIsReady: t.arg.boolean(),
      preparationTime: t.arg.int(),
    },
    resolve: (_root, args, context) => handleCartEvent(context, args),
  }),
  cartCancelEvent: t.withAuth({ signedIn: true }).field({
    description: 'Cancels an order and tells its platform why (reason; a default one when empty).',
    type: CartEventResultRef,
    args: { cart: t.arg.int({ required: true }), reason: t.arg.string() },
    resolve: (_root, args, context) => cancelOrder(context, context.viewer, args.cart, args.reason ?? null),
  }),
  setCouriers: t.withAuth({ signedIn: true }).field({
    description:
      'Asks the platform for extra couriers on a DELIVERY order; numberOfCouriers counts the original courier too (2 to 4).',
    type: CartEventResultRef,
    args: { cart: t.arg.int({ required: true }), numberOfCouriers: t.arg.int({ required: true }) },
    resolve: (_root, args, context) => {
      // The platform receives the extra couriers chosen (1 to 3) plus the original one.
      if (
        !Number.isInteger(args.numberOfCouriers) ||
        args.numberOfCouriers < 2 ||
        args.numberOfCouriers > MAX_EXTRA_COURIERS + 1
      ) {
        throw new AppError('BAD_USER_INPUT', {
          message: `numberOfCouriers must be between 2 and ${MAX_EXTRA_COURIERS + 1}`,
        });
      }
      return setCouriers(context, context.viewer, args.cart, args.numberOfCouriers);
    },
  }),
  uploadOrderFile: t.withAuth({ signedIn: true }).field({
    description: 'Attaches a photo of the prepared order and returns the order.',
    type: CartRef,
    args: { input: t.arg({ type: UploadOrderFileInput, required: true }) },
    resolve: (_root, { input }, context) =>
      uploadOrderFile(context, context.viewer, {
        cartId: input.cartId,
        file: input.imageUpload,
        uploadsDir: join(context.config.dataDir, 'uploads'),
      }),
  }),
  noteDeliverer: t.withAuth({ signedIn: true }).boolean({
    description:
      "Rates the order's courier once, within a day of the order: note '1' for a thumb up, '0' for a thumb down with a tag; true when recorded.",
    args: {
      restaurantUuid: t.arg.string({ required: true }),
      delivererUuid: t.arg.string(),
      jobUuid: t.arg.string({ required: true }),
      cartUuid: t.arg.string({ required: true }),
      note: t.arg.string({ required: true }),
      tag: t.arg.string(),
    },
    resolve: (_root, args, context) =>
      rateCourier(context, context.viewer, {
        restaurantUuid: args.restaurantUuid,
        delivererUuid: args.delivererUuid ?? null,
        jobUuid: args.jobUuid,
        cartUuid: args.cartUuid,
        note: args.note,
        tag: args.tag ?? null,
      }),
  }),
}));
