import { PAYMENT_METHODS } from '@comptoir/domain';
import { z } from 'zod';
import type { NormalizedCustomisation, NormalizedLine, NormalizedOrder } from '../normalized-order';
import { computeTotals } from '../totals';

// Click N Collect is Comptoir's own ordering channel: no platform, no webhook. Its ordering page (to come) hands
// orders to intake through normalizeClickNCollectOrder, in integer minor units, checked like any outside input.
const money = z.number().int().nonnegative();
const text = z.string().trim().min(1);
const instant = z.union([z.date(), z.iso.datetime({ offset: true })]).transform((value) => new Date(value));

const option = z.object({
  id: text,
  name: text,
  quantity: z.number().int().positive(),
  unitPrice: money,
  get options(): z.ZodOptional<z.ZodArray<typeof option>> {
    return z.array(option).optional();
  },
});
type Option = z.infer<typeof option>;

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
  items: z
    .array(
      z.object({
        id: text,
        name: text,
        category: z.string().nullish(),
        quantity: z.number().int().positive(),
        unitPrice: money,
        vatPercent: z.number().min(0).max(100),
        notes: z.string().nullish(),
        allergies: z.string().nullish(),
        options: z.array(option).optional(),
      }),
    )
    .min(1),
  discount: money.default(0),
  tip: money.default(0),
});

export type ClickNCollectOrderInput = z.input<typeof clickNCollectOrderSchema>;

function toCustomisation(o: Option, multiplier: number): NormalizedCustomisation {
  return {
    quantity: o.quantity,
    price: o.unitPrice * o.quantity * multiplier,
    item: { platformId: o.id, title: o.name },
    customisation: { platformId: o.id, externalId: o.id, title: o.name },
    customisations: (o.options ?? []).map((nested) => toCustomisation(nested, o.quantity * multiplier)),
  };
}

export function normalizeClickNCollectOrder(input: ClickNCollectOrderInput): NormalizedOrder {
  const order = clickNCollectOrderSchema.parse(input);
  const lines: NormalizedLine[] = order.items.map((item) => ({
    quantity: item.quantity,
    category: item.category ?? null,
    price: item.unitPrice,
    specialInstructions: item.notes ?? null,
    allergyInstructions: item.allergies ?? null,
    item: { platformId: item.id, title: item.name, vatPurcent: item.vatPercent },
    customisations: (item.options ?? []).map((o) => toCustomisation(o, item.quantity)),
  }));
  const totals = computeTotals(lines, { promo: order.discount, deliveryPrice: 0, tips: order.tip });
  if (order.discount > totals.subtotal) throw new Error(`Click N Collect order ${order.id}: the discount exceeds the subtotal`);
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
      ? { firstName: order.customer.firstName, lastName: order.customer.lastName, fakePhone: order.customer.phone ?? null, pinPhone: null, platformId: order.customer.id }
      : null,
    courser: null,
    deliveryLocation: null,
    rushJob: null,
    preparationTime: order.preparationMinutes ?? null,
    lines,
  };
}
