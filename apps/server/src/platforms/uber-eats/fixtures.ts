// Payloads shaped as docs/platforms.md#uber-eats describes, for the adapter's and the intake's tests.

const e5 = (cents: number) => ({ amount_e5: cents * 1000, currency_code: 'EUR' });
const gross = (cents: number) => ({ gross: e5(cents), net: e5(cents), tax: e5(0) });

export function uberWebhookBody(input: {
  eventId: string;
  eventType?: string;
  orderId: string;
  storeId: string;
}): string {
  return JSON.stringify({
    event_id: input.eventId,
    event_type: input.eventType ?? 'orders.notification',
    event_time: 1_767_000_000,
    meta: { user_id: input.storeId, resource_id: input.orderId, status: 'pos' },
    resource_href: `https://api.uber.com/v2/eats/order/${input.orderId}`,
  });
}

/**
 * GET /v1/delivery/order/{id}: 2 × burger (9.50) with 2 × extra cheese (1.00 each, per burger) whose bacon topping
 * (0.50) is nested under it, and 1 × fries (3.00). Subtotal = 19.00 + 4.00 + 2.00 + 3.00 = 28.00; promo 2.00,
 * delivery 2.50, tip 1.50 → total 30.00.
 */
export function uberFulfillmentOrder(input: {
  orderId: string;
  storeId: string;
  state?: string;
  preparationStatus?: string;
}) {
  return {
    order: {
      id: input.orderId,
      display_id: 'BC953',
      state: input.state ?? 'OFFERED',
      preparation_status: input.preparationStatus ?? 'PREPARING',
      fulfillment_type: 'DELIVERY',
      store: { id: input.storeId },
      customers: [
        {
          id: 'eater-1',
          name: { display_name: 'Ada L.', first_name: 'Ada', last_name: 'L' },
          contact: { phone: { number: '+33 1 23 45 67 89', pin_code: '123 45 678' } },
          is_primary_customer: true,
        },
      ],
      carts: [
        {
          id: 'cart-1',
          special_instructions: 'Ring twice',
          include_single_use_items: true,
          items: [
            {
              cart_item_id: 'ci-1',
              id: 'burger',
              title: 'Burger',
              quantity: { amount: 2 },
              tax_info: { tax_rate: 10 },
              customer_request: { special_instructions: 'No onions', allergy: { allergy_instructions: 'Peanuts' } },
              selected_modifier_groups: [
                {
                  id: 'extras',
                  title: 'Extras',
                  selected_items: [
                    {
                      cart_item_id: 'ci-2',
                      id: 'cheese',
                      title: 'Extra cheese',
                      external_data: 'CHEESE-1',
                      quantity: { amount: 2 },
                      selected_modifier_groups: [
                        {
                          id: 'toppings',
                          title: 'Toppings',
                          selected_items: [
                            {
                              cart_item_id: 'ci-3',
                              id: 'bacon',
                              title: 'Bacon',
                              quantity: { amount: 1 },
                              selected_modifier_groups: [],
                            },
                          ],
                        },
                      ],
                    },
                  ],
                },
              ],
            },
            {
              cart_item_id: 'ci-4',
              id: 'fries',
              title: 'Fries',
              quantity: { amount: 1 },
              selected_modifier_groups: [],
            },
          ],
        },
      ],
      deliveries: [
        {
          status: 'SCHEDULED',
          location: { notes: 'Code 1234' },
          delivery_partner: {
            id: 'courier-1',
            name: 'Marc Dupont',
            contact: { phone: { number: '+33 6 00 00 00 00' } },
            picture_url: null,
          },
        },
      ],
      payment: {
        payment_detail: {
          order_total: gross(3000),
          item_charges: {
            total: gross(2800),
            price_breakdown: [
              { cart_item_id: 'ci-1', unit: gross(950), total: gross(1900) },
              { cart_item_id: 'ci-2', unit: gross(100), total: gross(400) },
              { cart_item_id: 'ci-3', unit: gross(50), total: gross(200) },
              { cart_item_id: 'ci-4', unit: gross(300), total: gross(300) },
            ],
          },
          promotions: { total: gross(-200) },
          fees: { total: gross(600) },
          delivery_fee: { total: gross(250) },
          tips: { total: gross(150) },
        },
      },
      created_time: '2026-01-05T11:00:00Z',
      preparation_time: { ready_for_pickup_time: '2026-01-05T11:15:00Z' },
    },
  };
}
