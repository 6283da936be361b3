import type { FulfillmentType, PaymentMethod } from '@comptoir/domain';
import { z } from 'zod';
import { minorUnits, orderItemSchema, toNormalizedLines } from '../comptoir-order-items';
import type { NormalizedOrder } from '../normalized-order';
import { computeTotals } from '../totals';

// The GET RESTO order, as README.md documents it: integer minor units, ISO-8601 instants.
const minor = z.number().int();
const instant = z.iso.datetime({ offset: true });
const text = z.string().trim().min(1);

const person = z.object({
  id: z.string().nullish(),
  firstName: z.string(),
  lastName: z.string().default(''),
  phone: z.string().nullish(),
  phoneCode: z.string().nullish(),
});

const GET_RESTO_FULFILMENTS = [
  'pickup',
  'courier_delivery',
  'restaurant_delivery',
  'dine_in',
  'table_service',
] as const;
const GET_RESTO_PAYMENT_METHODS = ['card', 'cash', 'voucher', 'none'] as const;

export const getRestoOrderSchema = z.object({
  id: text,
  reference: text,
  storeId: text,
  fulfillment: z.enum(GET_RESTO_FULFILMENTS),
  placedAt: instant,
  scheduledFor: instant.nullish(),
  preparationMinutes: z.number().int().positive().nullish(),
  payment: z.object({ method: z.enum(GET_RESTO_PAYMENT_METHODS), paid: z.boolean() }),
  customer: person.nullish(),
  courier: person.extend({ pictureUrl: z.string().nullish() }).nullish(),
  address: z
    .object({
      street: text,
      city: z.string(),
      postalCode: z.string(),
      country: z.string(),
      latitude: z.number(),
      longitude: z.number(),
    })
    .nullish(),
  kitchenNotes: z.string().nullish(),
  deliveryNotes: z.string().nullish(),
  cutlery: z.boolean().default(false),
  items: z.array(orderItemSchema).min(1),
  amounts: z.object({
    discount: minorUnits.default(0),
    deliveryFee: minorUnits.default(0),
    tip: minorUnits.default(0),
    total: minor,
  }),
  currency: z.string().length(3).optional(),
});
export type GetRestoOrder = z.infer<typeof getRestoOrderSchema>;

// README.md, docs/glossary.md: a courier network delivers (DELIVERY); the restaurant delivers itself, with its own
// staff or a courier company it hires (DELIVERY_THIRD_PARTY).
const FULFILMENT: Record<GetRestoOrder['fulfillment'], FulfillmentType> = {
  pickup: 'PICKUP',
  courier_delivery: 'DELIVERY',
  restaurant_delivery: 'DELIVERY_THIRD_PARTY',
  dine_in: 'DINNING',
  table_service: 'DELIVERY_TABLE',
};

const PAYMENT: Record<GetRestoOrder['payment']['method'], PaymentMethod> = {
  card: 'PAYMENT_CREDIT_CARD',
  cash: 'PAYMENT_CASH',
  voucher: 'PAYMENT_VOUCHER',
  none: 'PAYMENT_NONE',
};

/** Reads a validated GET RESTO order; throws when its stated total is not what its lines add up to. */
export function normalizeGetRestoOrder(order: GetRestoOrder): NormalizedOrder {
  const lines = toNormalizedLines(order.items);
  const totals = computeTotals(lines, {
    promo: order.amounts.discount,
    deliveryPrice: order.amounts.deliveryFee,
    tips: order.amounts.tip,
  });
  // Our own API: a total that does not add up is refused rather than shown wrong on the tablet.
  if (totals.total !== order.amounts.total)
    throw new Error(
      `GET RESTO order ${order.id}: amounts.total is ${order.amounts.total}, the lines add up to ${totals.total}`,
    );
  const person = (p: NonNullable<GetRestoOrder['customer']>) => ({
    firstName: p.firstName,
    lastName: p.lastName,
    fakePhone: p.phone ?? null,
    pinPhone: p.phoneCode ?? null,
    platformId: p.id ?? '',
  });
  const scheduledFor = order.scheduledFor ? new Date(order.scheduledFor) : null;
  return {
    platform: 'PLATFORM_GET_RESTO',
    platformOrderId: order.id,
    displayId: order.reference,
    storeId: order.storeId,
    status: scheduledFor ? 'SCHEDULED_ORDER_CREATED' : 'CREATED',
    fulfillmentType: FULFILMENT[order.fulfillment],
    paymentMethod: PAYMENT[order.payment.method],
    placedAt: new Date(order.placedAt),
    scheduledFor,
    specialInstructions: order.kitchenNotes || null,
    deliveryInstructions: order.deliveryNotes || null,
    isSingleUseItemsIncluded: order.cutlery,
    isPayed: order.payment.paid,
    ...totals,
    platformFee: 0,
    vatPlatformFee: 0,
    platformPurcent: 0,
    vatPlatformPurcent: 0,
    voucher: 0,
    client: order.customer ? person(order.customer) : null,
    courser: order.courier ? { ...person(order.courier), picture: order.courier.pictureUrl ?? null } : null,
    deliveryLocation: order.address
      ? {
          adresse: order.address.street,
          city: order.address.city,
          country: order.address.country,
          postalCode: order.address.postalCode,
          latitude: order.address.latitude,
          longtitude: order.address.longitude,
        }
      : null,
    rushJob: null,
    preparationTime: order.preparationMinutes ?? null,
    lines,
  };
}
