import { Repeater } from 'graphql-yoga';
import { builder } from '../../builder';
import type { GraphQLContext } from '../../context/types';
import { AppError } from '../../errors';
import type { OrderEvent } from '../../events/event-bus';
import { CartRef } from './cart.graphql';
import { listActiveOrders } from './list-active-orders';
import { OrderStatusEnum } from './order-enums.graphql';

const OrderEventRef = builder.objectRef<OrderEvent>('OrderEvent').implement({
  description:
    'News that an order was created or changed, with the order as the tablets list it (docs/architecture.md#the-tablets-order-list).',
  fields: (t) => ({
    type: t.exposeString('type', { description: 'cart.created for a new order, cart.updated for a change.' }),
    cartId: t.exposeInt('cartId', { description: "The order's id." }),
    status: t.field({
      description: "The order's status after the change.",
      type: OrderStatusEnum,
      resolve: (event) => event.status,
    }),
    companyId: t.exposeInt('companyId', { description: 'The id of the company the order belongs to.' }),
    restaurantUuid: t.exposeString('restaurantUuid', { description: "The uuid of the order's restaurant." }),
    at: t.exposeString('at', { description: 'When the change happened, ISO-8601 UTC.' }),
    order: t.withAuth({ signedIn: true }).field({
      description:
        'The order as it now stands in activeOrders, in its tab by the same rule; null when it left the list, to be removed.',
      type: CartRef,
      nullable: true,
      resolve: async (event, _args, context) => {
        const groups = await listActiveOrders(context, { cartId: event.cartId });
        return groups.created[0] ?? groups.accepted[0] ?? groups.finished[0] ?? null;
      },
    }),
  }),
});

builder.subscriptionField('orderEvents', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: OrderEventRef,
    description: 'SSE on /graphql/kom: one stream per viewer, filtered to the companies in its scope.',
    subscribe: (_root, _args, context: GraphQLContext) => {
      // withAuth guards resolve, which a subscription only reaches per event: the stream itself is checked here.
      const viewer = context.viewer;
      if (!viewer) throw new AppError('UNAUTHENTICATED');
      return new Repeater<OrderEvent>(async (push, stop) => {
        const unsubscribe = context.eventBus.subscribe(viewer.scope, (event) => {
          void push(event);
        });
        await stop;
        unsubscribe();
      });
    },
    resolve: (event) => event,
  }),
);
