import { optionCount, optionTotal } from '@comptoir/domain';
import type { FulfillmentType } from '@comptoir/domain';
import { z } from 'zod';
import type { NormalizedCustomisation, NormalizedLine, NormalizedOrder } from '../normalized-order';
import { computeTotals } from '../totals';
import { cartPerson } from './order-parts';

// JET Connect order push (docs/platforms.md#just-eat): money in integer minor units (1950 = £19.50), times as UNIX
// strings.
const unixTime = z.union([z.string().regex(/^\d+$/), z.number().int()]);
const minor = z.number().int();
const taxed = z.object({ inc_tax: minor, tax: minor.optional() });

const jetChild = z.object({
  name: z.string(),
  plu: z.string().nullish(),
  price: minor,
  quantity: z.number().int().positive().optional(),
  get children(): z.ZodOptional<z.ZodArray<typeof jetChild>> {
    return z.array(jetChild).optional();
  },
});
type JetChild = z.infer<typeof jetChild>;

const person = z.object({
  id: z.string().nullish(),
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  name: z.string().nullish(),
  phone_number: z.string().nullish(),
  phone_masking_code: z.string().nullish(),
  email: z.string().nullish(),
});

// The address fields are cut short in the public material ("street…", docs/platforms.md#just-eat): both spellings seen
// in third-party code are read.
const delivery = person.extend({
  line1: z.string().nullish(),
  line2: z.string().nullish(),
  line_one: z.string().nullish(),
  line_two: z.string().nullish(),
  street: z.string().nullish(),
  city: z.string().nullish(),
  postcode: z.string().nullish(),
  country: z.string().nullish(),
  coordinates: z.object({ latitude: z.number(), longitude: z.number() }).nullish(),
});

export const jetConnectOrderSchema = z.object({
  id: z.string(),
  posLocationId: z.union([z.string(), z.number()]).transform(String),
  third_party_order_reference: z.string(),
  type: z.enum(['delivery-by-delivery-partner', 'delivery-by-merchant', 'collection-by-customer']),
  items: z
    .array(
      z.object({
        name: z.string(),
        plu: z.string().nullish(),
        price: minor,
        quantity: z.number().int().positive().optional(),
        notes: z.string().nullish(),
        category: z.string().nullish(),
        children: z.array(jetChild).optional(),
      }),
    )
    .min(1),
  payment: z.object({
    items_in_cart: taxed,
    adjustments: z.array(z.object({ name: z.string(), price: taxed })).optional(),
    final: taxed,
  }),
  delivery: delivery.nullish(),
  collector: person.nullish(),
  driver: person.nullish(),
  kitchen_notes: z.string().nullish(),
  delivery_notes: z.string().nullish(),
  collection_notes: z.string().nullish(),
  created_at: unixTime,
  collect_at: unixTime.nullish(),
  deliver_at: unixTime.nullish(),
  tender_type: z.string().nullish(),
  payment_method: z.string().nullish(),
  cutlery: z.boolean().optional(),
});
export type JetConnectOrder = z.infer<typeof jetConnectOrderSchema>;

// docs/glossary.md: Just Eat's delivery partners are the platform's couriers (DELIVERY); a merchant-delivered order is
// carried by the restaurant itself (DELIVERY_THIRD_PARTY).
const FULFILMENT: Record<JetConnectOrder['type'], FulfillmentType> = {
  'delivery-by-delivery-partner': 'DELIVERY',
  'delivery-by-merchant': 'DELIVERY_THIRD_PARTY',
  'collection-by-customer': 'PICKUP',
};

// An order due more than an hour after it was placed was booked ahead; JET sends no explicit "asap" flag [S].
const SCHEDULED_AFTER_MS = 60 * 60_000;

/** UNIX time as JET sends it: seconds, or milliseconds when the number is that large. */
function parseUnixTime(value: string | number): Date {
  const number = Number(value);
  return new Date(number > 1e12 ? number : number * 1000);
}

function toCustomisation(child: JetChild, multiplier: number): NormalizedCustomisation {
  const quantity = child.quantity ?? 1;
  const plu = child.plu ?? child.name;
  return {
    quantity,
    unitPrice: child.price,
    price: optionTotal(child.price, quantity, multiplier),
    item: { platformId: plu, title: child.name },
    customisation: { platformId: plu, externalId: child.plu ?? null, title: child.name },
    group: null,
    customisations: (child.children ?? []).map((nested) => toCustomisation(nested, optionCount(quantity, multiplier))),
  };
}

function adjustment(order: JetConnectOrder, name: string): number {
  return (order.payment.adjustments ?? [])
    .filter((a) => a.name === name)
    .reduce((sum, a) => sum + Math.abs(a.price.inc_tax), 0);
}

export function normalizeJetConnectOrder(order: JetConnectOrder): NormalizedOrder {
  const lines: NormalizedLine[] = order.items.map((item) => {
    const quantity = item.quantity ?? 1;
    return {
      quantity,
      category: item.category ?? null,
      price: item.price,
      specialInstructions: item.notes ?? null,
      allergyInstructions: null,
      item: { platformId: item.plu ?? item.name, title: item.name, vatPurcent: null },
      customisations: (item.children ?? []).map((child) => toCustomisation(child, quantity)),
    };
  });
  const placedAt = parseUnixTime(order.created_at);
  const dueAt = order.deliver_at ?? order.collect_at;
  const due = dueAt == null ? null : parseUnixTime(dueAt);
  const scheduledFor = due !== null && due.getTime() - placedAt.getTime() > SCHEDULED_AFTER_MS ? due : null;
  const isCash = /cash/i.test(`${order.payment_method ?? ''} ${order.tender_type ?? ''}`);
  const customer = order.delivery ?? order.collector ?? null;
  const address = order.delivery;
  const street = [address?.line1 ?? address?.line_one ?? address?.street, address?.line2 ?? address?.line_two]
    .filter(Boolean)
    .join(', ');
  return {
    platform: 'PLATFORM_JUST_EAT',
    platformOrderId: order.id,
    displayId: order.third_party_order_reference,
    storeId: order.posLocationId,
    status: scheduledFor ? 'SCHEDULED_ORDER_CREATED' : 'CREATED',
    fulfillmentType: FULFILMENT[order.type],
    paymentMethod: isCash ? 'PAYMENT_CASH' : 'PAYMENT_CREDIT_CARD',
    placedAt,
    scheduledFor,
    specialInstructions: order.kitchen_notes || null,
    deliveryInstructions: order.delivery_notes || order.collection_notes || null,
    isSingleUseItemsIncluded: order.cutlery ?? false,
    isPayed: !isCash,
    ...computeTotals(lines, {
      promo: adjustment(order, 'discount'),
      deliveryPrice: adjustment(order, 'deliveryFee'),
      tips: adjustment(order, 'driverTip'),
    }),
    platformFee: 0,
    vatPlatformFee: 0,
    platformPurcent: 0,
    vatPlatformPurcent: 0,
    voucher: 0,
    client: customer ? cartPerson(customer) : null,
    courser: order.driver ? { ...cartPerson(order.driver), picture: null } : null,
    deliveryLocation:
      address?.coordinates && street !== ''
        ? {
            adresse: street,
            city: address.city ?? '',
            country: address.country ?? '',
            postalCode: address.postcode ?? '',
            latitude: address.coordinates.latitude,
            longtitude: address.coordinates.longitude,
          }
        : null,
    rushJob: null,
    preparationTime: null,
    lines,
  };
}
