import type { DraftModifier, DraftOrder } from '../draft-order';

// Click N Collect is Comptoir's own channel: the order the ordering page hands to intake
// (apps/server/src/platforms/click-n-collect: normalizeClickNCollectOrder's input), minor units, options nested.
export function clickNCollectOrder(draft: DraftOrder, ids: { id: string; reference: string; restaurantUuid: string }) {
  return {
    id: ids.id,
    reference: ids.reference,
    storeId: draft.storeId,
    restaurantUuid: ids.restaurantUuid,
    fulfillment: draft.fulfillmentType === 'DINNING' ? 'DINNING' : 'PICKUP',
    placedAt: draft.placedAt.toISOString(),
    scheduledFor: draft.scheduledFor?.toISOString() ?? null,
    preparationMinutes: 15,
    paymentMethod: 'PAYMENT_CREDIT_CARD',
    isPayed: true,
    customer: {
      id: `customer-${ids.id.slice(-8)}`,
      firstName: draft.customer.firstName,
      lastName: draft.customer.lastName,
      phone: draft.customer.phone,
    },
    notes: draft.note,
    cutlery: draft.cutlery,
    items: draft.lines.map((line) => ({
      id: line.itemId,
      name: line.title,
      category: line.category,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      vatPercent: line.vatPercent,
      notes: line.note,
      options: options(line.modifiers),
    })),
    discount: draft.promo,
    tip: draft.tip,
  };
}

function options(modifiers: readonly DraftModifier[]): unknown[] {
  return modifiers.map((modifier) => ({
    id: modifier.id,
    name: modifier.title,
    group: modifier.groupTitle,
    quantity: modifier.quantity,
    unitPrice: modifier.unitPrice,
    options: options(modifier.modifiers),
  }));
}

export type ClickNCollectPayload = ReturnType<typeof clickNCollectOrder>;
