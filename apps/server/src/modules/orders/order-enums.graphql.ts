import { FULFILLMENT_TYPES, ORDER_STATUSES, PAYMENT_METHODS, TICKET_STATES } from '@comptoir/domain';
import { builder } from '../../builder';

export const OrderStatusEnum = builder.enumType('OrderStatus', {
  description: 'Where an order stands in its life; the platform statuses, kept as they come (docs/orders.md#statuses).',
  values: ORDER_STATUSES,
});
export const FulfillmentTypeEnum = builder.enumType('FulfillmentType', {
  description:
    "How an order reaches the client: PICKUP (the client collects), DELIVERY (the platform's couriers), " +
    'DELIVERY_THIRD_PARTY (the restaurant delivers), DELIVERY_TABLE (served at a table), DINNING (eaten in).',
  values: FULFILLMENT_TYPES,
});
export const PaymentMethodEnum = builder.enumType('PaymentMethod', {
  description:
    'How the client paid: card, cash (on delivery or collection), voucher (meal voucher), or nothing to pay.',
  values: PAYMENT_METHODS,
});
export const TicketStateEnum = builder.enumType('TicketState', {
  description:
    "Where an order's ticket stands: NONE (never asked), QUEUED (waiting for a cloud printer), PRINTED, FAILED (the printer could not).",
  values: TICKET_STATES,
});
