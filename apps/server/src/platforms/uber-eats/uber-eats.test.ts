import { describe, expect, it } from 'vitest';
import { uberEatsAdapter } from './adapter';
import { uberFulfillmentOrder, uberWebhookBody } from './fixtures';
import { uberOutboundCall } from './outbound';
import { signUberWebhook } from './signature';
import { statusFromUber, statusToUber } from './status';

const SECRET = 'uber-client-secret';

function request(rawBody: string, signature: string | null) {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (signature !== null) headers.set('X-Uber-Signature', signature);
  return { headers, rawBody };
}

describe('Uber Eats webhook signature', () => {
  const body = uberWebhookBody({ eventId: 'evt-1', orderId: 'order-1', storeId: 'store-1' });

  it('accepts the lowercase hex HMAC-SHA256 of the body keyed with the client secret', () => {
    expect(uberEatsAdapter.verifyWebhook(request(body, signUberWebhook(body, SECRET)), SECRET)).toBe(true);
  });

  it.each([
    ['a tampered body', request(body.replace('order-1', 'order-2'), signUberWebhook(body, SECRET))],
    ['another secret', request(body, signUberWebhook(body, 'someone-else'))],
    ['no signature header', request(body, null)],
    ['a truncated signature', request(body, signUberWebhook(body, SECRET).slice(0, 20))],
  ])('refuses %s', (_case, webhook) => {
    expect(uberEatsAdapter.verifyWebhook(webhook, SECRET)).toBe(false);
  });
});

describe('Uber Eats webhook envelope', () => {
  it('reads ids only from an order notification: the order is to be fetched', () => {
    const envelope = uberEatsAdapter.parseWebhook(
      request(uberWebhookBody({ eventId: 'evt-1', orderId: 'order-1', storeId: 'store-1' }), null),
    );
    expect(envelope).toMatchObject({
      eventId: 'evt-1',
      kind: 'order.placed',
      platformOrderId: 'order-1',
      storeId: 'store-1',
      order: null,
    });
    expect(uberEatsAdapter.fetchOrderCall?.({ platformOrderId: 'order-1', storeId: 'store-1' })).toEqual({
      method: 'GET',
      path: '/v1/delivery/order/order-1?expand=carts,deliveries,payment',
    });
  });

  it.each(['orders.cancel', 'orders.failure'])('maps %s to a cancellation', (eventType) => {
    const envelope = uberEatsAdapter.parseWebhook(
      request(uberWebhookBody({ eventId: 'evt-2', eventType, orderId: 'order-1', storeId: 'store-1' }), null),
    );
    expect(envelope).toMatchObject({ kind: 'order.cancelled', status: 'CANCELED' });
  });

  it('ignores events that are not about orders, and throws on a body without an event id', () => {
    expect(
      uberEatsAdapter.parseWebhook(
        request(
          uberWebhookBody({ eventId: 'e', eventType: 'store.menu_refresh_request', orderId: 'x', storeId: 's' }),
          null,
        ),
      ).kind,
    ).toBe('ignored');
    // A store's status change names the store only: Comptoir reads the status (docs/platforms.md#store-status).
    expect(
      uberEatsAdapter.parseWebhook(
        request(
          uberWebhookBody({ eventId: 'e', eventType: 'eats.store.status.notification', orderId: 's', storeId: 's' }),
          null,
        ),
      ),
    ).toMatchObject({ kind: 'store.status', storeId: 's', platformOrderId: null });
    expect(() => uberEatsAdapter.parseWebhook(request('{"event_type":"orders.notification"}', null))).toThrow(
      /event_id/,
    );
    expect(() => uberEatsAdapter.parseWebhook(request('not json', null))).toThrow();
  });
});

describe('Uber Eats order (Order Fulfillment API, amount_e5)', () => {
  const order = uberEatsAdapter.normalizeOrder(uberFulfillmentOrder({ orderId: 'order-1', storeId: 'store-1' }));

  it('converts amount_e5 money to minor units and keeps the cart rule', () => {
    expect(order).toMatchObject({
      subtotal: 2800,
      promo: 200,
      deliveryPrice: 250,
      tips: 150,
      total: 3000,
      platformFee: 600,
    });
    expect(order.lines.map((line) => [line.item.title, line.quantity, line.price])).toEqual([
      ['Burger', 2, 950],
      ['Fries', 1, 300],
    ]);
  });

  it('keeps the tax rate Uber Eats sends for an item; an item without one has no rate, for intake to take from the menu', () => {
    expect(order.lines.map((line) => line.item.vatPurcent)).toEqual([10, null]);
  });

  it('nests customisations with every quantity in their price, naming the option chosen apart from its group', () => {
    const [cheese] = order.lines[0]?.customisations ?? [];
    expect(cheese).toMatchObject({
      quantity: 2,
      unitPrice: 100,
      price: 400,
      item: { title: 'Extra cheese' },
      customisation: { title: 'Extra cheese', externalId: 'CHEESE-1' },
      group: { title: 'Extras' },
    });
    expect(cheese?.customisations[0]).toMatchObject({ quantity: 1, price: 200, customisation: { title: 'Bacon' } });
  });

  it('reads the order, the client, the courier and the instructions', () => {
    expect(order).toMatchObject({
      platform: 'PLATFORM_UBER_EAT',
      platformOrderId: 'order-1',
      displayId: 'BC953',
      storeId: 'store-1',
      status: 'CREATED',
      fulfillmentType: 'DELIVERY',
      specialInstructions: 'Ring twice',
      deliveryInstructions: 'Code 1234',
      isSingleUseItemsIncluded: true,
      preparationTime: 15,
      client: { firstName: 'Ada', lastName: 'L', fakePhone: '+33 1 23 45 67 89', pinPhone: '123 45 678' },
      courser: { firstName: 'Marc', lastName: 'Dupont', platformId: 'courier-1' },
    });
    expect(order.lines[0]).toMatchObject({
      specialInstructions: 'No onions',
      allergyInstructions: 'Peanuts',
      item: { vatPurcent: 10 },
    });
    expect(order.placedAt.toISOString()).toBe('2026-01-05T11:00:00.000Z');
  });

  it.each([
    ['OFFERED', 'PREPARING', 'CREATED'],
    ['ACCEPTED', 'PREPARING', 'ACCEPTED'],
    ['ACCEPTED', 'READY_FOR_HANDOFF', 'READY_FOR_PICKUP'],
    ['HANDED_OFF', 'READY_FOR_HANDOFF', 'IN_TRANSIT'],
    ['SUCCEEDED', 'READY_FOR_HANDOFF', 'COMPLETED'],
    ['FAILED', 'PREPARING', 'CANCELED'],
  ])('maps state %s / %s to %s', (state, preparationStatus, status) => {
    expect(
      uberEatsAdapter.normalizeOrder(uberFulfillmentOrder({ orderId: 'o', storeId: 's', state, preparationStatus }))
        .status,
    ).toBe(status);
  });
});

describe('Uber Eats order (v2, decimal amounts)', () => {
  it('converts decimal amounts and multiplies modifier totals by their parents’ quantities', () => {
    const order = uberEatsAdapter.normalizeOrder({
      id: 'v2-order',
      display_id: 'AB123',
      current_state: 'ACCEPTED',
      type: 'PICK_UP',
      store: { id: 'store-1' },
      eater: { first_name: 'Bob', last_name: 'M', phone: '+33 1', phone_code: '999' },
      cart: {
        items: [
          {
            id: 'wrap',
            title: 'Wrap',
            quantity: 3,
            price: { unit_price: { amount: 7.9 }, total_price: { amount: 23.7 } },
            selected_modifier_groups: [
              {
                id: 'sauce',
                title: 'Sauce',
                selected_items: [{ id: 'bbq', title: 'BBQ', quantity: 1, price: { total_price: { amount: 0.4 } } }],
              },
            ],
          },
        ],
      },
      payment: {
        charges: {
          total_promo_applied: { amount: -1 },
          delivery_fee: { amount: 0 },
          tip: { amount: 0.5 },
          total_fee: { amount: 3.2 },
        },
      },
      placed_at: '2026-01-05T12:00:00Z',
    });
    expect(order).toMatchObject({
      status: 'ACCEPTED',
      fulfillmentType: 'PICKUP',
      subtotal: 2490,
      promo: 100,
      tips: 50,
      total: 2440,
      platformFee: 320,
    });
    expect(order.lines[0]?.customisations[0]).toMatchObject({ price: 120, quantity: 1 });
  });
});

describe('Uber Eats outbound calls', () => {
  const ref = { platformOrderId: 'order-1', storeId: 'store-1' };
  const now = new Date('2026-01-05T11:00:00Z');

  it('accepts with a ready-for-pickup time, denies and cancels with an Uber reason type', () => {
    expect(uberOutboundCall({ type: 'accept', preparationMinutes: 20 }, ref, now)).toEqual({
      method: 'POST',
      path: '/v1/delivery/order/order-1/accept',
      body: { ready_for_pickup_time: '2026-01-05T11:20:00.000Z' },
    });
    expect(uberOutboundCall({ type: 'deny', reason: 'OUT_OF_ITEMS' }, ref, now)?.body).toEqual({
      deny_reason: { type: 'ITEM_ISSUE', info: 'OUT_OF_ITEMS' },
    });
    expect(uberOutboundCall({ type: 'cancel', reason: 'CAPACITY' }, ref, now)).toMatchObject({
      path: '/v1/delivery/order/order-1/cancel',
      body: { cancellation_reason: { type: 'CAPACITY' } },
    });
    expect(uberOutboundCall({ type: 'ready' }, ref, now)).toMatchObject({
      method: 'POST',
      path: '/v1/delivery/order/order-1/ready',
    });
  });

  it('delays from the current ready time, and has no extra-couriers call', () => {
    const call = uberOutboundCall(
      { type: 'delay', extraMinutes: 10 },
      { ...ref, readyAt: new Date('2026-01-05T11:30:00Z') },
      now,
    );
    expect(call).toEqual({
      method: 'POST',
      path: '/v1/delivery/order/order-1/update-ready-time',
      body: { ready_for_pickup_time: '2026-01-05T11:40:00.000Z' },
    });
    expect(uberEatsAdapter.outboundCall({ type: 'couriers', count: 2 }, ref)).toBeNull();
  });
});

describe('Uber Eats status mapping both ways', () => {
  it.each(['CREATED', 'ACCEPTED', 'IN_TRANSIT', 'COMPLETED', 'CANCELED'] as const)(
    'reads back %s from the state it maps to',
    (status) => {
      expect(statusFromUber(statusToUber(status))).toBe(status);
    },
  );
});
