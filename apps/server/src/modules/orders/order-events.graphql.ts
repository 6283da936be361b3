import { Repeater } from 'graphql-yoga';
import { builder } from '../../builder';
import type { GraphQLContext } from '../../context/types';
import { AppError } from '../../errors';
import type { OrderEvent } from '../../events/event-bus';
import { OrderStatusEnum } from './order-enums.graphql';

const OrderEventRef = builder.objectRef<OrderEvent>('OrderEvent').implement({
  fields: (t) => ({
    type: t.exposeString('type'),
    cartId: t.exposeInt('cartId'),
    status: t.field({ type: OrderStatusEnum, resolve: (event) => event.status }),
    companyId: t.exposeInt('companyId'),
    restaurantUuid: t.exposeString('restaurantUuid'),
    at: t.exposeString('at'),
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
