// Payloads shaped as docs/platforms.md#deliveroo describes, for the adapter's and the intake's tests.

const money = (fractional: number) => ({ fractional, currency_code: 'EUR' });

export type DeliverooStatusLog = { at: string; status: string }[];

/**
 * An `order.new` / `order.status_update` order: 2 × pizza (11.00) with 1 × extra mozzarella (1.50 per pizza) holding
 * 1 × truffle oil (0.50), and 1 × cola (2.50). Subtotal = 22.00 + 3.00 + 1.00 + 2.50 = 28.50; offer 3.00, tip 1.00,
 * no delivery fee (Deliveroo riders) → total 26.50.
 */
export function deliverooOrder(input: {
  orderId: string;
  storeId: string;
  status?: string;
  statusLog?: DeliverooStatusLog;
}) {
  const status = input.status ?? 'placed';
  return {
    id: input.orderId,
    order_number: '28401753',
    display_id: '1753',
    location_id: input.storeId,
    brand_id: 'brand-1',
    status,
    status_log: input.statusLog ?? [{ at: '2026-01-05T12:00:00Z', status: 'placed' }],
    fulfillment_type: 'deliveroo',
    order_notes: 'Extra napkins',
    cutlery_notes: 'Cutlery please',
    asap: true,
    prepare_for: '2026-01-05T12:20:00Z',
    total_price: money(2650),
    partner_order_subtotal: money(2850),
    offer_discount: money(300),
    cash_due: money(0),
    bag_fee: money(0),
    fee_breakdown: [],
    tip: money(100),
    items: [
      {
        pos_item_id: 'pizza',
        name: 'Margherita',
        quantity: 2,
        unit_price: money(1100),
        total_price: money(2600),
        modifiers: [
          {
            pos_item_id: 'mozza',
            name: 'Extra mozzarella',
            quantity: 1,
            unit_price: money(150),
            modifiers: [
              { pos_item_id: 'truffle', name: 'Truffle oil', quantity: 1, unit_price: money(50), modifiers: [] },
            ],
          },
        ],
      },
      {
        pos_item_id: 'cola',
        name: 'Cola',
        quantity: 1,
        unit_price: money(250),
        total_price: money(250),
        modifiers: [],
      },
    ],
    customer: { first_name: 'Chloé', contact_number: '+33 1 70 00 00 00', contact_access_code: '555 666' },
  };
}

export function deliverooEventBody(event: 'order.new' | 'order.status_update', order: unknown): string {
  return JSON.stringify({ event, body: { order } });
}

export function deliverooRiderBody(input: { orderId: string; storeId: string; status: string; at: string }): string {
  return JSON.stringify({
    event: 'rider.status_update',
    body: {
      order_id: input.orderId,
      location_id: input.storeId,
      riders: [
        {
          full_name: 'Léa Martin',
          contact_number: '+33 6 11 22 33 44',
          status_log: [{ at: input.at, status: input.status }],
        },
      ],
    },
  });
}
