import { optionCount, optionTotal } from '@comptoir/domain';
import type { CartClient } from '../../db/schema';
import {
  asArray,
  asRecord,
  type JsonRecord,
  optionalDate,
  optionalNumber,
  optionalString,
  requireString,
} from '../json-reader';
import { minorFromDecimal, minorFromE5 } from '../money';
import type { NormalizedCustomisation, NormalizedLine, NormalizedOrder } from '../normalized-order';
import { computeTotals } from '../totals';
import { fulfillmentFromUber, statusFromUber } from './status';

type Money = (value: unknown) => number;

// The Order Fulfillment API's money: `{gross|net|tax: {amount_e5, currency_code}}` (or a bare `{amount_e5}`).
const grossE5: Money = (value) => {
  const money = asRecord(value);
  return minorFromE5(asRecord(money.gross ?? money).amount_e5);
};

// The v2 API's money: `{amount: 12.5, currency_code, formatted_amount}` in major units.
const decimalAmount: Money = (value) => minorFromDecimal(asRecord(value).amount);

/** GET /v1/delivery/order/{id} answers `{order: {…}}`; GET /v2/eats/order/{id} answers the order itself. */
export function normalizeUberOrder(payload: unknown): NormalizedOrder {
  const root = asRecord(payload);
  return 'order' in root ? normalizeFulfillmentOrder(asRecord(root.order)) : normalizeV2Order(root);
}

function normalizeFulfillmentOrder(order: JsonRecord): NormalizedOrder {
  const detail = asRecord(asRecord(order.payment).payment_detail);
  const breakdown = new Map(
    asArray(asRecord(detail.item_charges).price_breakdown).map((entry) => [
      optionalString(asRecord(entry).cart_item_id),
      asRecord(entry),
    ]),
  );
  const carts = asArray(order.carts).map(asRecord);
  const lines = carts.flatMap((cart) => asArray(cart.items).map((item) => fulfillmentLine(asRecord(item), breakdown)));
  const scheduledFor = optionalDate(asRecord(order.scheduled_order_target_delivery_time_range).start_time);
  const primary = asArray(order.customers)
    .map(asRecord)
    .find((customer) => customer.is_primary_customer !== false);
  const delivery = asRecord(asArray(order.deliveries)[0]);
  const amounts = {
    promo: Math.abs(grossE5(asRecord(detail.promotions).total)),
    deliveryPrice: grossE5(asRecord(detail.delivery_fee).total ?? detail.delivery_fee),
    tips: grossE5(asRecord(detail.tips).total),
  };
  return {
    platform: 'PLATFORM_UBER_EAT',
    platformOrderId: requireString(order.id, 'order.id'),
    displayId: optionalString(order.display_id) ?? requireString(order.id, 'order.id').slice(0, 5).toUpperCase(),
    storeId: requireString(asRecord(order.store).id, 'order.store.id'),
    status: statusFromUber(optionalString(order.state), {
      preparationStatus: optionalString(order.preparation_status),
      failureReason: optionalString(asRecord(order.failure_info).reason),
      scheduled: scheduledFor !== null,
    }),
    fulfillmentType: fulfillmentFromUber(optionalString(order.fulfillment_type)),
    paymentMethod: 'PAYMENT_CREDIT_CARD',
    placedAt: optionalDate(order.created_time) ?? new Date(),
    scheduledFor,
    specialInstructions:
      carts.map((cart) => optionalString(cart.special_instructions)).find((text) => text !== null) ?? null,
    deliveryInstructions: optionalString(asRecord(delivery.location).notes),
    isSingleUseItemsIncluded: carts.some((cart) => cart.include_single_use_items === true),
    isPayed: true,
    ...computeTotals(lines, amounts),
    platformFee: grossE5(asRecord(detail.fees).total),
    vatPlatformFee: minorFromE5(asRecord(asRecord(asRecord(detail.fees).total).tax).amount_e5),
    platformPurcent: 0,
    vatPlatformPurcent: 0,
    voucher: 0,
    client: primary ? fulfillmentPerson(primary) : null,
    courser: delivery.delivery_partner
      ? {
          ...fulfillmentPerson(asRecord(delivery.delivery_partner)),
          picture: optionalString(asRecord(delivery.delivery_partner).picture_url),
        }
      : null,
    deliveryLocation: null,
    rushJob: null,
    preparationTime: minutesUntil(
      optionalDate(asRecord(order.preparation_time).ready_for_pickup_time),
      optionalDate(order.created_time),
    ),
    lines,
  };
}

function fulfillmentLine(item: JsonRecord, breakdown: Map<string | null, JsonRecord>): NormalizedLine {
  const quantity = optionalNumber(asRecord(item.quantity).amount) ?? 1;
  const request = asRecord(item.customer_request);
  const allergy = request.allergy;
  return {
    quantity,
    category: null,
    price: grossE5(breakdown.get(optionalString(item.cart_item_id))?.unit),
    specialInstructions: optionalString(request.special_instructions),
    allergyInstructions: optionalString(allergy) ?? optionalString(asRecord(allergy).allergy_instructions),
    item: {
      platformId: requireString(item.id, 'item.id'),
      title: optionalString(item.title) ?? '',
      vatPurcent: optionalNumber(asRecord(item.tax_info).tax_rate),
    },
    customisations: fulfillmentCustomisations(item, breakdown, quantity),
  };
}

function fulfillmentCustomisations(
  parent: JsonRecord,
  breakdown: Map<string | null, JsonRecord>,
  multiplier: number,
): NormalizedCustomisation[] {
  return asArray(parent.selected_modifier_groups).flatMap((groupValue) => {
    const group = asRecord(groupValue);
    return asArray(group.selected_items).map((selectedValue) => {
      const selected = asRecord(selectedValue);
      const quantity = optionalNumber(asRecord(selected.quantity).amount) ?? 1;
      const prices = breakdown.get(optionalString(selected.cart_item_id));
      const unitPrice = grossE5(prices?.unit);
      // The breakdown's total already holds every quantity; without it, unit × own quantity × parents' quantities.
      const price = prices?.total ? grossE5(prices.total) : optionTotal(unitPrice, quantity, multiplier);
      return {
        quantity,
        unitPrice,
        price,
        ...chosenOption(group, selected),
        customisations: fulfillmentCustomisations(selected, breakdown, optionCount(quantity, multiplier)),
      };
    });
  });
}

function fulfillmentPerson(person: JsonRecord): CartClient {
  const name = asRecord(person.name);
  const phone = asRecord(asRecord(person.contact).phone);
  const [first = '', ...rest] = (optionalString(person.name) ?? optionalString(name.display_name) ?? '').split(' ');
  return {
    firstName: optionalString(name.first_name) ?? first,
    lastName: optionalString(name.last_name) ?? rest.join(' '),
    fakePhone: optionalString(phone.number),
    pinPhone: optionalString(phone.pin_code),
    platformId: optionalString(person.id) ?? '',
  };
}

function normalizeV2Order(order: JsonRecord): NormalizedOrder {
  const cart = asRecord(order.cart);
  const charges = asRecord(asRecord(order.payment).charges);
  const lines = asArray(cart.items).map((item) => v2Line(asRecord(item)));
  const eater = asRecord(order.eater);
  const courier = asRecord(order.courier);
  return {
    platform: 'PLATFORM_UBER_EAT',
    platformOrderId: requireString(order.id, 'id'),
    displayId: optionalString(order.display_id) ?? requireString(order.id, 'id').slice(0, 5).toUpperCase(),
    storeId: requireString(asRecord(order.store).id, 'store.id'),
    status: statusFromUber(optionalString(order.current_state)),
    fulfillmentType: fulfillmentFromUber(optionalString(order.type)),
    paymentMethod: 'PAYMENT_CREDIT_CARD',
    placedAt: optionalDate(order.placed_at) ?? new Date(),
    scheduledFor: null,
    specialInstructions: optionalString(cart.special_instructions),
    deliveryInstructions: null,
    isSingleUseItemsIncluded: asRecord(asRecord(order.packaging).disposable_items).should_include === true,
    isPayed: true,
    ...computeTotals(lines, {
      promo: Math.abs(decimalAmount(charges.total_promo_applied)),
      deliveryPrice: decimalAmount(charges.delivery_fee),
      tips: decimalAmount(charges.tip),
    }),
    platformFee: decimalAmount(charges.total_fee),
    vatPlatformFee: decimalAmount(charges.total_fee_tax),
    platformPurcent: 0,
    vatPlatformPurcent: 0,
    voucher: 0,
    client: {
      firstName: optionalString(eater.first_name) ?? '',
      lastName: optionalString(eater.last_name) ?? '',
      fakePhone: optionalString(eater.phone),
      pinPhone: optionalString(eater.phone_code),
      platformId: optionalString(eater.id) ?? '',
    },
    courser: order.courier
      ? {
          firstName: optionalString(courier.first_name) ?? optionalString(courier.name) ?? '',
          lastName: '',
          fakePhone: optionalString(courier.phone),
          pinPhone: optionalString(courier.phone_code),
          platformId: optionalString(courier.id) ?? '',
          picture: optionalString(courier.picture_url),
        }
      : null,
    deliveryLocation: null,
    rushJob: null,
    preparationTime: null,
    lines,
  };
}

function v2Line(item: JsonRecord): NormalizedLine {
  const quantity = optionalNumber(item.quantity) ?? 1;
  return {
    quantity,
    category: null,
    price: decimalAmount(asRecord(item.price).unit_price),
    specialInstructions: optionalString(item.special_instructions),
    allergyInstructions: null,
    item: { platformId: requireString(item.id, 'item.id'), title: optionalString(item.title) ?? '', vatPurcent: null },
    customisations: v2Customisations(item, quantity),
  };
}

function v2Customisations(parent: JsonRecord, multiplier: number): NormalizedCustomisation[] {
  return asArray(parent.selected_modifier_groups).flatMap((groupValue) => {
    const group = asRecord(groupValue);
    return asArray(group.selected_items).map((selectedValue) => {
      const selected = asRecord(selectedValue);
      const quantity = optionalNumber(selected.quantity) ?? 1;
      const prices = asRecord(selected.price);
      // v2's total_price covers the modifier's own quantity, not its parents'.
      const price = decimalAmount(prices.total_price) * multiplier;
      const unitPrice =
        prices.unit_price === undefined
          ? Math.round(price / optionCount(quantity, multiplier))
          : decimalAmount(prices.unit_price);
      return {
        quantity,
        unitPrice,
        price,
        ...chosenOption(group, selected),
        customisations: v2Customisations(selected, optionCount(quantity, multiplier)),
      };
    });
  });
}

// Uber names the option chosen (a selected item) inside its modifier group: the option is both the item and the
// customisation, the group is kept apart (docs/orders.md#lines-and-options).
function chosenOption(
  group: JsonRecord,
  selected: JsonRecord,
): Pick<NormalizedCustomisation, 'item' | 'customisation' | 'group'> {
  const platformId = optionalString(selected.id) ?? '';
  const title = optionalString(selected.title) ?? '';
  return {
    item: { platformId, title },
    customisation: { platformId, externalId: optionalString(selected.external_data), title },
    group: { platformId: optionalString(group.id), title: optionalString(group.title) ?? '' },
  };
}

function minutesUntil(end: Date | null, start: Date | null): number | null {
  if (!end || !start) return null;
  return Math.max(0, Math.round((end.getTime() - start.getTime()) / 60_000));
}
