import type { DraftModifier, DraftOrder } from '../draft-order';
import { lineTotal } from '../draft-order';

// Glovo "order dispatched" (docs/platforms.md#glovo): cents in orders; attributes do not nest, so nested choices are
// flattened with their quantity per unit of the product.
const localTime = (date: Date): string =>
  new Date(date.getTime() + 60 * 60_000).toISOString().slice(0, 19).replace('T', ' ');

export function glovoOrder(draft: DraftOrder, ids: { orderId: string; orderCode: string; pickUpCode: string }) {
  // Glovo's couriers carry DELIVERY orders; the store's own fleet DELIVERY_THIRD_PARTY ones (docs/glossary.md).
  const storeDelivers = draft.fulfillmentType === 'DELIVERY_THIRD_PARTY';
  const pickedUpByCustomer = draft.fulfillmentType === 'PICKUP';
  const toPay = draft.total;
  return {
    order_id: ids.orderId,
    store_id: draft.storeId,
    order_time: localTime(draft.placedAt),
    estimated_pickup_time: localTime(new Date(draft.placedAt.getTime() + 15 * 60_000)),
    utc_offset_minutes: '60',
    payment_method: draft.paymentMethod === 'CASH' ? 'CASH' : 'DELAYED',
    currency: 'EUR',
    order_code: ids.orderCode,
    pick_up_code: ids.pickUpCode,
    allergy_info: draft.lines.map((line) => line.note).find((note) => note?.startsWith('Allergie')) ?? null,
    special_requirements: draft.note,
    cutlery_requested: draft.cutlery,
    estimated_total_price: draft.lines.reduce((sum, line) => sum + lineTotal(line), 0),
    delivery_fee: draft.deliveryFee,
    service_fee: draft.serviceFee,
    minimum_basket_surcharge: 0,
    partner_discounts_products: draft.promo,
    glovo_discounts_products: 0,
    partner_discounted_products_total: draft.subtotal - draft.promo,
    total_customer_to_pay: toPay,
    customer_cash_payment_amount: draft.paymentMethod === 'CASH' ? toPay : 0,
    courier: draft.courier ? { name: draft.courier.name, phone_number: draft.courier.phone } : null,
    customer: {
      name: `${draft.customer.firstName} ${draft.customer.lastName.slice(0, 1)}.`,
      // Glovo masks the customer's phone when its own courier delivers.
      phone_number: storeDelivers || pickedUpByCustomer ? draft.customer.phone : 'N/A',
      hash: `${ids.orderId}-customer`,
      invoicing_details: null,
    },
    delivery_address:
      storeDelivers && draft.address
        ? {
            label: `${draft.address.street}, ${draft.address.postcode} ${draft.address.city}`,
            latitude: draft.address.latitude,
            longitude: draft.address.longitude,
            street_name: draft.address.street,
            city: draft.address.city,
            postal_code: draft.address.postcode,
            details: draft.address.instructions,
          }
        : null,
    products: draft.lines.map((line, index) => ({
      id: line.itemId,
      purchased_product_id: `${ids.orderId}-${index + 1}`,
      quantity: line.quantity,
      price: line.unitPrice,
      discount: 0,
      name: line.title,
      attributes: flattenAttributes(line.modifiers, 1),
      sub_products: [],
    })),
    bundled_orders: [],
    is_picked_up_by_customer: pickedUpByCustomer,
    loyalty_card: null,
    voucher_code: draft.promo > 0 ? 'BIENVENUE' : null,
  };
}

function flattenAttributes(
  modifiers: readonly DraftModifier[],
  units: number,
): { id: string; quantity: number; price: number; name: string }[] {
  return modifiers.flatMap((modifier) => [
    { id: modifier.id, quantity: modifier.quantity * units, price: modifier.unitPrice, name: modifier.title },
    ...flattenAttributes(modifier.modifiers, modifier.quantity * units),
  ]);
}

export function glovoCancelEvent(orderId: string, storeId: string) {
  return { order_id: orderId, store_id: storeId, cancel_reason: 'USER_ERROR', payment_strategy: 'PAY_NOTHING' };
}
