import { optionCount, optionTotal } from '@comptoir/domain';
import { z } from 'zod';
import type { NormalizedCustomisation, NormalizedLine, NormalizedOrder } from '../normalized-order';
import { decimalToMinor } from './money';
import { computeTotals } from '../totals';
import { splitName } from './order-parts';

// JE partner API `acceptance-requested` webhook (docs/platforms.md#just-eat): money in decimal major units.
const decimal = z.union([z.number(), z.string()]).transform((value, ctx) => {
  try {
    return decimalToMinor(value);
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: String(error) });
    return z.NEVER;
  }
});
const id = z.union([z.string(), z.number()]).transform(String);

const partnerItem = z.object({
  Name: z.string(),
  Reference: z.string().nullish(),
  Quantity: z.number().int().positive(),
  UnitPrice: decimal,
  get Items(): z.ZodOptional<z.ZodArray<typeof partnerItem>> {
    return z.array(partnerItem).optional();
  },
});
type PartnerItem = z.infer<typeof partnerItem>;

export const partnerOrderSchema = z.object({
  OrderId: id,
  FriendlyOrderReference: z.string(),
  PlacedDate: z.iso.datetime({ offset: true }).nullish(),
  Restaurant: z.object({ Id: id }),
  Fulfilment: z.object({
    Method: z.enum(['Delivery', 'Collection']),
    CustomerDueAsap: z.boolean(),
    CustomerDueDate: z.iso.datetime({ offset: true }).nullish(),
    PreparationTime: z
      .string()
      .regex(/^\d+:\d{2}:\d{2}$/)
      .nullish(),
    PhoneNumber: z.string().nullish(),
    PhoneMaskingCode: z.string().nullish(),
    Address: z
      .object({
        Lines: z.array(z.string()),
        City: z.string().nullish(),
        PostalCode: z.string().nullish(),
        Geolocation: z.object({ Latitude: z.number(), Longitude: z.number() }).nullish(),
      })
      .nullish(),
  }),
  Items: z.array(partnerItem).min(1),
  PriceBreakdown: z.object({
    Fees: z.object({ Delivery: decimal.optional() }).partial().optional(),
    Discount: decimal.optional(),
    Taxes: decimal.optional(),
    Tips: decimal.optional(),
  }),
  TotalPrice: decimal,
  Payment: z.object({ Lines: z.array(z.object({ Type: z.string(), Value: decimal })) }).nullish(),
  Customer: z.object({ Id: id.nullish(), Name: z.string().nullish() }).nullish(),
  Notes: z.string().nullish(),
});
export type PartnerOrder = z.infer<typeof partnerOrderSchema>;

/** "0:23:32" (h:mm:ss) → 24 minutes. */
function minutesOf(duration: string): number {
  const [hours = 0, minutes = 0, seconds = 0] = duration.split(':').map(Number);
  return Math.round(hours * 60 + minutes + seconds / 60);
}

function toCustomisation(modifier: PartnerItem, multiplier: number): NormalizedCustomisation {
  const reference = modifier.Reference ?? modifier.Name;
  return {
    quantity: modifier.Quantity,
    unitPrice: modifier.UnitPrice,
    price: optionTotal(modifier.UnitPrice, modifier.Quantity, multiplier),
    item: { platformId: reference, title: modifier.Name },
    customisation: { platformId: reference, externalId: modifier.Reference ?? null, title: modifier.Name },
    group: null,
    customisations: (modifier.Items ?? []).map((nested) =>
      toCustomisation(nested, optionCount(modifier.Quantity, multiplier)),
    ),
  };
}

export function normalizePartnerOrder(order: PartnerOrder, now: Date): NormalizedOrder {
  const lines: NormalizedLine[] = order.Items.map((item) => ({
    quantity: item.Quantity,
    category: null,
    price: item.UnitPrice,
    specialInstructions: null,
    allergyInstructions: null,
    item: { platformId: item.Reference ?? item.Name, title: item.Name, vatPurcent: null },
    customisations: (item.Items ?? []).map((modifier) => toCustomisation(modifier, item.Quantity)),
  }));
  const { Fulfilment: fulfilment, PriceBreakdown: prices } = order;
  const totals = computeTotals(lines, {
    promo: Math.abs(prices.Discount ?? 0),
    deliveryPrice: prices.Fees?.Delivery ?? 0,
    tips: prices.Tips ?? 0,
  });
  const scheduledFor =
    !fulfilment.CustomerDueAsap && fulfilment.CustomerDueDate ? new Date(fulfilment.CustomerDueDate) : null;
  const isCash = (order.Payment?.Lines ?? []).some((line) => /cash/i.test(line.Type) && line.Value > 0);
  const address = fulfilment.Address;
  const geolocation = address?.Geolocation;
  return {
    platform: 'PLATFORM_JUST_EAT',
    platformOrderId: order.OrderId,
    displayId: order.FriendlyOrderReference,
    storeId: order.Restaurant.Id,
    status: scheduledFor ? 'SCHEDULED_ORDER_CREATED' : 'CREATED',
    // The partner API's Fulfilment.Method says only Delivery or Collection, not who delivers
    // (docs/platforms.md#just-eat): a delivery is read as Just Eat's couriers' (DELIVERY, docs/glossary.md).
    fulfillmentType: fulfilment.Method === 'Delivery' ? 'DELIVERY' : 'PICKUP',
    paymentMethod: isCash ? 'PAYMENT_CASH' : 'PAYMENT_CREDIT_CARD',
    placedAt: order.PlacedDate ? new Date(order.PlacedDate) : now,
    scheduledFor,
    specialInstructions: order.Notes || null,
    deliveryInstructions: null,
    isSingleUseItemsIncluded: false,
    isPayed: !isCash,
    ...totals,
    platformFee: 0,
    vatPlatformFee: 0,
    platformPurcent: 0,
    vatPlatformPurcent: 0,
    voucher: 0,
    client: order.Customer
      ? {
          ...splitName(order.Customer.Name ?? ''),
          fakePhone: fulfilment.PhoneNumber ?? null,
          pinPhone: fulfilment.PhoneMaskingCode ?? null,
          platformId: order.Customer.Id ?? '',
        }
      : null,
    courser: null,
    deliveryLocation:
      address && geolocation
        ? {
            adresse: address.Lines.join(', '),
            city: address.City ?? '',
            country: '',
            postalCode: address.PostalCode ?? '',
            latitude: geolocation.Latitude,
            longtitude: geolocation.Longitude,
          }
        : null,
    rushJob: null,
    preparationTime: fulfilment.PreparationTime ? minutesOf(fulfilment.PreparationTime) : null,
    lines,
  };
}
