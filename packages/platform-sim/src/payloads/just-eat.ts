import type { DraftModifier, DraftOrder } from '../draft-order';
import { lineTotal } from '../draft-order';
import { PLATFORM_FULFILMENTS } from '../fulfilment';
import { includedTax } from '../money';

// JET Connect "Receive Order" (docs/platforms.md#just-eat): the full order is pushed, prices in minor units,
// tax-inclusive.
const price = (cents: number, vat = 10) => ({ inc_tax: cents, tax: includedTax(cents, vat) });
const unixString = (date: Date): string => String(Math.floor(date.getTime() / 1000));

export function justEatOrder(draft: DraftOrder, ids: { id: string; reference: string }) {
  const type = PLATFORM_FULFILMENTS.PLATFORM_JUST_EAT[draft.fulfillmentType] ?? 'delivery-by-merchant';
  const adjustments = [
    { name: 'deliveryFee', price: price(draft.deliveryFee, 20) },
    { name: 'serviceCharge', price: price(draft.serviceFee, 20) },
    { name: 'driverTip', price: price(draft.tip, 0) },
    { name: 'discount', price: price(-draft.promo) },
  ].filter((adjustment) => adjustment.price.inc_tax !== 0);
  const readyAt = draft.scheduledFor ?? new Date(draft.placedAt.getTime() + 30 * 60_000);
  const collection = type === 'collection-by-customer';
  return {
    id: ids.id,
    posLocationId: draft.storeId,
    third_party_order_reference: ids.reference,
    type,
    location: { id: draft.storeId, timezone: 'Europe/Paris' },
    channel: { name: 'Just Eat', id: 'just-eat-fr' },
    menu_reference: 'menu-demo-burger',
    items: draft.lines.map((line) => ({
      name: line.title,
      description: line.category,
      plu: line.itemId,
      price: line.unitPrice,
      quantity: line.quantity,
      unitDepositAmount: 0,
      notes: line.note ?? '',
      children: justEatChildren(line.modifiers),
    })),
    payment: {
      items_in_cart: price(draft.lines.reduce((sum, line) => sum + lineTotal(line), 0)),
      deposit: price(0),
      adjustments,
      final: price(draft.total),
    },
    delivery: collection
      ? null
      : {
          first_name: draft.customer.firstName,
          last_name: draft.customer.lastName,
          phone_number: draft.customer.phone,
          phone_masking_code: draft.customer.phoneCode,
          line_one: draft.address?.street ?? '',
          line_two: '',
          city: draft.address?.city ?? '',
          postcode: draft.address?.postcode ?? '',
          email: `${draft.customer.firstName.toLowerCase()}@customer.just-eat.test`,
          coordinates: { latitude: draft.address?.latitude ?? 0, longitude: draft.address?.longitude ?? 0 },
        },
    driver: draft.courier ? { first_name: draft.courier.name, phone_number: draft.courier.phone } : null,
    collector: collection
      ? { first_name: draft.customer.firstName, last_name: draft.customer.lastName, phone_number: draft.customer.phone }
      : null,
    kitchen_notes: draft.note ?? '',
    delivery_notes: draft.address?.instructions ?? '',
    collection_notes: '',
    created_at: unixString(draft.placedAt),
    collect_at: unixString(readyAt),
    deliver_at: collection ? null : unixString(new Date(readyAt.getTime() + 20 * 60_000)),
    tender_type: draft.paymentMethod === 'CASH' ? 'cash' : 'card',
    payment_method: draft.paymentMethod === 'CASH' ? 'cash' : 'card',
    promotions: draft.promo > 0 ? [{ name: 'Offre de bienvenue', amount: draft.promo }] : [],
    extras: { just_eat_order_api_id: ids.id },
    cutlery: draft.cutlery,
  };
}

// A child's price is per unit of its line (its own quantity included).
function justEatChildren(modifiers: readonly DraftModifier[]): unknown[] {
  return modifiers.map((modifier) => ({
    name: modifier.title,
    description: modifier.groupTitle,
    plu: modifier.id,
    price: modifier.unitPrice,
    quantity: modifier.quantity,
    children: justEatChildren(modifier.modifiers),
  }));
}

export function justEatCancelEvent(orderId: string, at: Date) {
  return { orderID: orderId, reason: 'customer_cancelled', happenedAt: at.toISOString() };
}
