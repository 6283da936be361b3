import type { DraftModifier, DraftOrder } from '../draft-order';
import { PLATFORM_FULFILMENTS } from '../fulfilment';

// GET RESTO is Comptoir's own order-push API (apps/server/src/platforms/get-resto/README.md): camelCase JSON,
// integer minor units, options nested with their quantity per unit of their parent, total = subtotal − discount +
// deliveryFee + tip.
export function getRestoOrder(draft: DraftOrder, ids: { id: string; reference: string }) {
  return {
    id: ids.id,
    reference: ids.reference,
    storeId: draft.storeId,
    fulfillment: PLATFORM_FULFILMENTS.PLATFORM_GET_RESTO[draft.fulfillmentType] ?? 'restaurant_delivery',
    placedAt: draft.placedAt.toISOString(),
    scheduledFor: draft.scheduledFor?.toISOString() ?? null,
    preparationMinutes: 15,
    payment: { method: draft.paymentMethod === 'CASH' ? 'cash' : 'card', paid: draft.paymentMethod !== 'CASH' },
    customer: {
      firstName: draft.customer.firstName,
      lastName: draft.customer.lastName,
      phone: draft.customer.phone,
      phoneCode: draft.customer.phoneCode,
    },
    courier: draft.courier ? { firstName: draft.courier.name, lastName: '', phone: draft.courier.phone } : null,
    address: draft.address
      ? {
          street: draft.address.street,
          city: draft.address.city,
          postalCode: draft.address.postcode,
          country: 'FR',
          latitude: draft.address.latitude,
          longitude: draft.address.longitude,
        }
      : null,
    kitchenNotes: draft.note,
    deliveryNotes: draft.address?.instructions ?? null,
    cutlery: draft.cutlery,
    items: draft.lines.map((line) => ({
      id: line.itemId,
      name: line.title,
      category: line.category,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      vatPercent: line.vatPercent,
      notes: line.note,
      options: getRestoOptions(line.modifiers),
    })),
    amounts: { discount: draft.promo, deliveryFee: draft.deliveryFee, tip: draft.tip, total: draft.total },
    currency: draft.currency,
  };
}

function getRestoOptions(modifiers: readonly DraftModifier[]): unknown[] {
  return modifiers.map((modifier) => ({
    id: modifier.id,
    name: modifier.title,
    group: modifier.groupTitle,
    quantity: modifier.quantity,
    unitPrice: modifier.unitPrice,
    options: getRestoOptions(modifier.modifiers),
  }));
}

export function getRestoCreatedEvent(order: unknown) {
  return { type: 'order.created', order };
}

export function getRestoCancelledEvent(id: string, storeId: string) {
  return { type: 'order.cancelled', order: { id, storeId, reason: 'customer_cancelled' } };
}
