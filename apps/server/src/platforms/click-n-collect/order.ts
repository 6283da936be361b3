import { PAYMENT_METHODS } from '@comptoir/domain';
import { z } from 'zod';
import { minorUnits, orderItemSchema, toNormalizedLines } from '../comptoir-order-items';
import type { NormalizedOrder } from '../normalized-order';
import { computeTotals } from '../totals';

// Click N Collect is Comptoir's own ordering channel: no platform, no webhook. Its ordering page (to come) hands
// orders to intake through normalizeClickNCollectOrder, in integer minor units, checked like any outside input.
const text = z.string().trim().min(1);
const instant = z.union([z.date(), z.iso.datetime({ offset: true })]).transform((value) => new Date(value));

export const clickNCollectOrderSchema = z.object({
  id: text,
  reference: text,
  storeId: text,
  fulfillment: z.enum(['PICKUP', 'DINNING']),
  placedAt: instant,
  scheduledFor: instant.nullish(),
  preparationMinutes: z.number().int().positive().nullish(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  isPayed: z.boolean(),
  customer: z.object({ id: text, firstName: z.string(), lastName: z.string(), phone: z.string().nullish() }).nullish(),
  notes: z.string().nullish(),
  cutlery: z.boolean().default(false),
  items: z.array(orderItemSchema).min(1),
  discount: minorUnits.default(0),
  tip: minorUnits.default(0),
});

export type ClickNCollectOrderInput = z.input<typeof clickNCollectOrderSchema>;

export function normalizeClickNCollectOrder(input: ClickNCollectOrderInput): NormalizedOrder {
  const order = clickNCollectOrderSchema.parse(input);
  const lines = toNormalizedLines(order.items);
  const totals = computeTotals(lines, { promo: order.discount, deliveryPrice: 0, tips: order.tip });
  if (order.discount > totals.subtotal)
    throw new Error(`Click N Collect order ${order.id}: the discount exceeds the subtotal`);
  const scheduledFor = order.scheduledFor ?? null;
  return {
    platform: 'PLATFORM_CLICK_N_COLLECT',
    platformOrderId: order.id,
    displayId: order.reference,
    storeId: order.storeId,
    status: scheduledFor ? 'SCHEDULED_ORDER_CREATED' : 'CREATED',
    fulfillmentType: order.fulfillment,
    paymentMethod: order.paymentMethod,
    placedAt: order.placedAt,
    scheduledFor,
    specialInstructions: order.notes || null,
    deliveryInstructions: null,
    isSingleUseItemsIncluded: order.cutlery,
    isPayed: order.isPayed,
    ...totals,
    platformFee: 0,
    vatPlatformFee: 0,
    platformPurcent: 0,
    vatPlatformPurcent: 0,
    voucher: 0,
    client: order.customer
      ? {
          firstName: order.customer.firstName,
          lastName: order.customer.lastName,
          fakePhone: order.customer.phone ?? null,
          pinPhone: null,
          platformId: order.customer.id,
        }
      : null,
    courser: null,
    deliveryLocation: null,
    rushJob: null,
    preparationTime: order.preparationMinutes ?? null,
    lines,
  };
}
