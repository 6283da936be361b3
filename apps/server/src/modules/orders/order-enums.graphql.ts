import { FULFILLMENT_TYPES, ORDER_STATUSES, PAYMENT_METHODS, TICKET_STATES } from '@comptoir/domain';
import { builder } from '../../builder';

export const OrderStatusEnum = builder.enumType('OrderStatus', { values: ORDER_STATUSES });
export const FulfillmentTypeEnum = builder.enumType('FulfillmentType', { values: FULFILLMENT_TYPES });
export const PaymentMethodEnum = builder.enumType('PaymentMethod', { values: PAYMENT_METHODS });
export const TicketStateEnum = builder.enumType('TicketState', { values: TICKET_STATES });
