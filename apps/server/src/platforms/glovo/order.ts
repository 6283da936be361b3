import { optionCount, optionTotal } from '@comptoir/domain';
import type { FulfillmentType } from '@comptoir/domain';
import { z } from 'zod';
import type { NormalizedCustomisation, NormalizedLine, NormalizedOrder } from '../normalized-order';
import { computeTotals } from '../totals';

// Glovo "order dispatched" body (docs/platforms.md#glovo, [S]): money in cents, local times with a UTC offset.
const cents = z.number().int();
const id = z.union([z.string(), z.number()]).transform(String);
const localTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

const attribute = z.object({ id, quantity: z.number().int().positive(), price: cents, name: z.string() });
type Attribute = z.infer<typeof attribute>;

const product = z.object({
  id,
  purchased_product_id: id.nullish(),
  quantity: z.number().int().positive(),
  price: cents,
  discount: cents.nullish(),
  name: z.string(),
  attributes: z.array(attribute).optional(),
  get sub_products(): z.ZodOptional<z.ZodArray<typeof product>> {
    return z.array(product).optional();
  },
});
type Product = z.infer<typeof product>;

const personSchema = z.object({ name: z.string(), phone_number: z.string().nullish(), hash: z.string().nullish() });

export const glovoOrderSchema = z.object({
  order_id: id,
  store_id: id,
  order_code: z.string(),
  pick_up_code: z.string().nullish(),
  order_time: localTime,
  estimated_pickup_time: localTime.nullish(),
  utc_offset_minutes: z.union([z.string().regex(/^[+-]?\d+$/), z.number().int()]).transform(Number),
  payment_method: z.enum(['CASH', 'DELAYED']),
  currency: z.string().optional(),
  estimated_total_price: cents.optional(),
  delivery_fee: cents.nullish(),
  minimum_basket_surcharge: cents.nullish(),
  service_fee: cents.nullish(),
  partner_discounts_products: cents.nullish(),
  glovo_discounts_products: cents.nullish(),
  total_customer_to_pay: cents.nullish(),
  allergy_info: z.string().nullish(),
  special_requirements: z.string().nullish(),
  cutlery_requested: z.boolean().nullish(),
  courier: personSchema.nullish(),
  customer: personSchema.nullish(),
  delivery_address: z
    .object({
      label: z.string(),
      latitude: z.number(),
      longitude: z.number(),
      city: z.string().nullish(),
      postal_code: z.string().nullish(),
      country: z.string().nullish(),
    })
    .nullish(),
  products: z.array(product).min(1),
  is_picked_up_by_customer: z.boolean().nullish(),
});
export type GlovoOrder = z.infer<typeof glovoOrderSchema>;

/** "2026-01-01 11:00:00" at UTC+60 → 10:00 UTC. */
function parseGlovoTime(local: string, utcOffsetMinutes: number): Date {
  return new Date(new Date(`${local.replace(' ', 'T')}Z`).getTime() - utcOffsetMinutes * 60_000);
}

// Whether an attribute's quantity is per product unit is NOT FOUND (docs/platforms.md#not-documented): read as per
// unit, like a modifier.
function fromAttribute(attr: Attribute, multiplier: number): NormalizedCustomisation {
  return {
    quantity: attr.quantity,
    unitPrice: attr.price,
    price: optionTotal(attr.price, attr.quantity, multiplier),
    item: { platformId: attr.id, title: attr.name },
    customisation: { platformId: attr.id, externalId: attr.id, title: attr.name },
    group: null,
    customisations: [],
  };
}

function customisationsOf(p: Product, multiplier: number): NormalizedCustomisation[] {
  return [
    ...(p.attributes ?? []).map((attr) => fromAttribute(attr, multiplier)),
    ...(p.sub_products ?? []).map((sub) => ({
      quantity: sub.quantity,
      unitPrice: sub.price,
      price: optionTotal(sub.price, sub.quantity, multiplier),
      item: { platformId: sub.id, title: sub.name },
      customisation: { platformId: sub.id, externalId: sub.purchased_product_id ?? null, title: sub.name },
      group: null,
      customisations: customisationsOf(sub, optionCount(sub.quantity, multiplier)),
    })),
  ];
}

function cartPerson(person: z.infer<typeof personSchema>) {
  const [firstName = '', ...rest] = person.name.trim().split(/\s+/);
  // Glovo masks the phone as "N/A" on orders its couriers carry.
  const phone = person.phone_number && person.phone_number !== 'N/A' ? person.phone_number : null;
  return { firstName, lastName: rest.join(' '), fakePhone: phone, pinPhone: null, platformId: person.hash ?? '' };
}

// docs/glossary.md: the customer collects (PICKUP); the store delivers with its own fleet, the only case where Glovo
// sends a delivery address (DELIVERY_THIRD_PARTY); otherwise Glovo's couriers carry the order (DELIVERY).
function glovoFulfilment(order: Pick<GlovoOrder, 'is_picked_up_by_customer' | 'delivery_address'>): FulfillmentType {
  if (order.is_picked_up_by_customer) return 'PICKUP';
  return order.delivery_address ? 'DELIVERY_THIRD_PARTY' : 'DELIVERY';
}

export function normalizeGlovoOrder(order: GlovoOrder): NormalizedOrder {
  const lines: NormalizedLine[] = order.products.map((p) => ({
    quantity: p.quantity,
    category: null,
    price: p.price,
    specialInstructions: null,
    allergyInstructions: null,
    item: { platformId: p.id, title: p.name, vatPurcent: null },
    customisations: customisationsOf(p, p.quantity),
  }));
  const placedAt = parseGlovoTime(order.order_time, order.utc_offset_minutes);
  const pickupAt = order.estimated_pickup_time
    ? parseGlovoTime(order.estimated_pickup_time, order.utc_offset_minutes)
    : null;
  // Partner-funded discounts lower the restaurant's takings (promo); Glovo-funded ones are paid back (voucher).
  // Glovo has no tip field; its service fee and basket surcharge are Glovo's, outside the cart.
  const totals = computeTotals(lines, {
    promo: order.partner_discounts_products ?? 0,
    deliveryPrice: order.delivery_fee ?? 0,
    tips: 0,
  });
  const isCash = order.payment_method === 'CASH';
  const address = order.delivery_address;
  return {
    platform: 'PLATFORM_GLOVO',
    platformOrderId: order.order_id,
    displayId: order.order_code,
    storeId: order.store_id,
    status: 'CREATED',
    fulfillmentType: glovoFulfilment(order),
    paymentMethod: isCash ? 'PAYMENT_CASH' : 'PAYMENT_CREDIT_CARD',
    placedAt,
    scheduledFor: null,
    specialInstructions: [order.special_requirements, order.allergy_info].filter(Boolean).join(' · ') || null,
    // The 3-digit pick-up code is what the courier quotes at the counter; the cart has no field of its own for it.
    deliveryInstructions: order.pick_up_code ? `Pick-up code ${order.pick_up_code}` : null,
    isSingleUseItemsIncluded: order.cutlery_requested ?? false,
    isPayed: !isCash,
    ...totals,
    platformFee: 0,
    vatPlatformFee: 0,
    platformPurcent: 0,
    vatPlatformPurcent: 0,
    voucher: order.glovo_discounts_products ?? 0,
    client: order.customer ? cartPerson(order.customer) : null,
    courser: order.courier ? { ...cartPerson(order.courier), picture: null } : null,
    deliveryLocation: address
      ? {
          adresse: address.label,
          city: address.city ?? '',
          country: address.country ?? '',
          postalCode: address.postal_code ?? '',
          latitude: address.latitude,
          longtitude: address.longitude,
        }
      : null,
    rushJob: null,
    preparationTime: pickupAt ? Math.max(0, Math.round((pickupAt.getTime() - placedAt.getTime()) / 60_000)) : null,
    lines,
  };
}
