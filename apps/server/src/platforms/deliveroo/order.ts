import { optionCount, optionTotal } from '@comptoir/domain';
import type { CartClient, DeliveryLocation } from '../../db/schema';
import {
  asArray,
  asRecord,
  type JsonRecord,
  optionalDate,
  optionalNumber,
  optionalString,
  requireString,
} from '../json-reader';
import { minorFromFractional } from '../money';
import type { NormalizedCustomisation, NormalizedLine, NormalizedOrder } from '../normalized-order';
import { computeTotals } from '../totals';
import { fulfillmentFromDeliveroo, statusFromDeliveroo } from './status';

/** The order of an `order.new` / `order.status_update` body (`body.order`), or the order itself. */
export function normalizeDeliverooOrder(payload: unknown): NormalizedOrder {
  const root = asRecord(payload);
  const order = 'id' in root ? root : asRecord(asRecord(root.body).order ?? root.order);
  const lines = asArray(order.items).map((item) => deliverooLine(asRecord(item)));
  const scheduled = order.asap === false;
  const fees = asArray(order.fee_breakdown).map(asRecord);
  const fee = (type: string) =>
    fees.filter((entry) => entry.type === type).reduce((sum, entry) => sum + minorFromFractional(entry.amount), 0);
  const delivery = asRecord(order.delivery);
  const cashDue = minorFromFractional(order.cash_due);
  return {
    platform: 'PLATFORM_DELIVEROO',
    platformOrderId: requireString(order.id, 'order.id'),
    displayId: optionalString(order.display_id) ?? requireString(order.order_number, 'order.order_number'),
    storeId: requireString(order.location_id, 'order.location_id'),
    status: statusFromDeliveroo(latestStatus(order), scheduled),
    fulfillmentType: fulfillmentFromDeliveroo(optionalString(order.fulfillment_type)),
    paymentMethod: cashDue > 0 ? 'PAYMENT_CASH' : 'PAYMENT_CREDIT_CARD',
    placedAt: optionalDate(placedAt(order)) ?? new Date(),
    scheduledFor: scheduled ? optionalDate(order.prepare_for) : null,
    specialInstructions: optionalString(order.order_notes),
    deliveryInstructions:
      optionalString(asRecord(delivery.address).delivery_notes) ?? optionalString(delivery.customer_notes),
    // Deliveroo's cutlery choice is its single-use items question.
    isSingleUseItemsIncluded: optionalString(order.cutlery_notes) !== null || order.cutlery === true,
    isPayed: cashDue === 0,
    ...computeTotals(lines, {
      promo: Math.abs(minorFromFractional(order.offer_discount)),
      deliveryPrice: minorFromFractional(delivery.delivery_fee) + fee('delivery_fee'),
      tips: minorFromFractional(order.tip) + fee('tip'),
    }),
    platformFee: fee('commission'),
    vatPlatformFee: fee('commission_vat'),
    platformPurcent: 0,
    vatPlatformPurcent: 0,
    voucher: 0,
    client: order.customer ? deliverooCustomer(asRecord(order.customer)) : null,
    courser: null,
    deliveryLocation: deliveryLocation(asRecord(delivery.address)),
    rushJob: null,
    preparationTime: null,
    lines,
  };
}

function latestStatus(order: JsonRecord): string | null {
  return optionalString(order.status) ?? optionalString(asRecord(asArray(order.status_log).at(-1)).status);
}

function placedAt(order: JsonRecord): unknown {
  const placed = asArray(order.status_log)
    .map(asRecord)
    .find((entry) => entry.status === 'placed' || entry.status === 'pending');
  return placed?.at ?? order.placed_at ?? order.start_preparing_at;
}

function deliverooLine(item: JsonRecord): NormalizedLine {
  const quantity = optionalNumber(item.quantity) ?? 1;
  return {
    quantity,
    category: optionalString(item.category),
    price: minorFromFractional(item.unit_price),
    specialInstructions: optionalString(item.notes),
    allergyInstructions: null,
    item: {
      platformId: optionalString(item.pos_item_id) ?? optionalString(item.id) ?? '',
      title: optionalString(item.name) ?? '',
      vatPurcent: optionalNumber(item.vat_rate),
    },
    customisations: deliverooModifiers(item, quantity),
  };
}

// A modifier's quantity is per unit of its parent, so its contribution multiplies every quantity above it.
function deliverooModifiers(parent: JsonRecord, multiplier: number): NormalizedCustomisation[] {
  return asArray(parent.modifiers).map((value) => {
    const modifier = asRecord(value);
    const quantity = optionalNumber(modifier.quantity) ?? 1;
    const unitPrice = minorFromFractional(modifier.unit_price);
    const title = optionalString(modifier.name) ?? '';
    // Deliveroo sends the modifier without the group it was chosen in (docs/orders.md#lines-and-options).
    return {
      quantity,
      unitPrice,
      price: optionTotal(unitPrice, quantity, multiplier),
      item: { platformId: optionalString(modifier.pos_item_id) ?? optionalString(modifier.id) ?? '', title },
      customisation: {
        platformId: optionalString(modifier.id) ?? optionalString(modifier.pos_item_id) ?? '',
        externalId: optionalString(modifier.pos_item_id),
        title,
      },
      group: null,
      customisations: deliverooModifiers(modifier, optionCount(quantity, multiplier)),
    };
  });
}

function deliverooCustomer(customer: JsonRecord): CartClient {
  const [first = '', ...rest] = (optionalString(customer.full_name) ?? '').split(' ');
  return {
    firstName: optionalString(customer.first_name) ?? first,
    lastName: optionalString(customer.last_name) ?? rest.join(' '),
    fakePhone: optionalString(customer.contact_number),
    pinPhone: optionalString(customer.contact_access_code),
    platformId: optionalString(customer.id) ?? '',
  };
}

function deliveryLocation(address: JsonRecord): DeliveryLocation | null {
  if (Object.keys(address).length === 0) return null;
  const coordinates = asArray(address.coordinates);
  return {
    adresse: [optionalString(address.number), optionalString(address.street)].filter((part) => part !== null).join(' '),
    city: optionalString(address.city) ?? '',
    country: optionalString(address.country) ?? '',
    postalCode: optionalString(address.postcode) ?? '',
    // Deliveroo gives coordinates as [longitude, latitude].
    latitude: optionalNumber(address.latitude) ?? optionalNumber(coordinates[1]) ?? 0,
    longtitude: optionalNumber(address.longitude) ?? optionalNumber(coordinates[0]) ?? 0,
  };
}
