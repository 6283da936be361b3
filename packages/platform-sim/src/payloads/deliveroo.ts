import { lineTotal, modifierAmount, type DraftModifier, type DraftOrder } from '../draft-order';
import { PLATFORM_FULFILMENTS } from '../fulfilment';
import { fractional } from '../money';

// Deliveroo Order Events (docs/platforms.md#deliveroo-webhooks): the whole order rides in every event, money as
// {fractional, currency_code}.
export type DeliverooStatus = 'pending' | 'placed' | 'accepted' | 'rejected' | 'confirmed' | 'canceled';
export type DeliverooOrderState = {
  id: string;
  orderNumber: string;
  displayId: string;
  status: DeliverooStatus;
  statusLog: { at: string; status: DeliverooStatus }[];
};

export function deliverooOrder(draft: DraftOrder, state: DeliverooOrderState) {
  const fulfillment = PLATFORM_FULFILMENTS.PLATFORM_DELIVEROO[draft.fulfillmentType] ?? 'deliveroo';
  const prepareFor = draft.scheduledFor ?? new Date(draft.placedAt.getTime() + 20 * 60_000);
  const fees = [
    { type: 'delivery_fee', amount: fractional(draft.deliveryFee) },
    { type: 'service_fee', amount: fractional(draft.serviceFee) },
  ].filter((fee) => fee.amount.fractional > 0);
  return {
    id: state.id,
    order_number: state.orderNumber,
    display_id: state.displayId,
    location_id: draft.storeId,
    brand_id: 'demo-brand',
    status: state.status,
    status_log: state.statusLog,
    fulfillment_type: fulfillment,
    order_notes: draft.note ?? '',
    cutlery_notes: draft.cutlery ? 'Merci d’ajouter des couverts' : '',
    asap: draft.scheduledFor === null,
    prepare_for: prepareFor.toISOString(),
    start_preparing_at: new Date(prepareFor.getTime() - 15 * 60_000).toISOString(),
    confirm_at: draft.scheduledFor ? new Date(draft.scheduledFor.getTime() - 30 * 60_000).toISOString() : null,
    total_price: fractional(draft.total),
    partner_order_subtotal: fractional(draft.subtotal),
    partner_order_total: fractional(draft.subtotal - draft.promo),
    offer_discount: fractional(draft.promo),
    cash_due: fractional(0),
    bag_fee: fractional(0),
    fee_breakdown: fees,
    tip: fractional(draft.tip),
    items: draft.lines.map((line) => ({
      pos_item_id: line.itemId,
      name: line.title,
      operational_name: line.title,
      quantity: line.quantity,
      unit_price: fractional(line.unitPrice),
      menu_unit_price: fractional(line.unitPrice),
      total_price: fractional(lineTotal(line)),
      discount_amount: fractional(0),
      modifiers: deliverooModifiers(line.modifiers, line.quantity),
    })),
    customer: {
      first_name: draft.customer.firstName,
      contact_number: draft.customer.phone,
      contact_access_code: draft.customer.phoneCode,
      order_frequency_at_site: 'FIRST_ORDER',
    },
    ...(fulfillment === 'restaurant' && draft.address
      ? {
          delivery: {
            address: {
              street: draft.address.street,
              postcode: draft.address.postcode,
              city: draft.address.city,
              coordinates: [draft.address.longitude, draft.address.latitude],
              delivery_notes: draft.address.instructions,
            },
            customer_name: draft.customer.firstName,
          },
        }
      : {}),
    is_tabletless: false,
    meal_cards: [],
  };
}

// A modifier's quantity is per unit of its parent; its total_price holds every unit (parents' included).
function deliverooModifiers(modifiers: readonly DraftModifier[], parentUnits: number): unknown[] {
  return modifiers.map((modifier) => ({
    pos_item_id: modifier.id,
    name: modifier.title,
    operational_name: modifier.title,
    quantity: modifier.quantity,
    unit_price: fractional(modifier.unitPrice),
    menu_unit_price: fractional(modifier.unitPrice),
    total_price: fractional(modifierAmount(modifier) * parentUnits),
    discount_amount: fractional(0),
    modifiers: deliverooModifiers(modifier.modifiers, parentUnits * modifier.quantity),
  }));
}

export function deliverooEvent(event: 'order.new' | 'order.status_update', order: unknown) {
  return { event, body: { order } };
}
