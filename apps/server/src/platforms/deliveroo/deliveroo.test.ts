import { describe, expect, it } from 'vitest';
import { deliverooAdapter } from './adapter';
import { deliverooEventBody, deliverooOrder, deliverooRiderBody } from './fixtures';
import { deliverooOutboundCall } from './outbound';
import { signDeliverooWebhook } from './signature';
import { statusFromDeliveroo, statusToDeliveroo } from './status';

const SECRET = 'deliveroo-webhook-secret';

function request(rawBody: string, headers: Record<string, string> = {}) {
  return { headers: new Headers({ 'content-type': 'application/json', ...headers }), rawBody };
}

function signed(rawBody: string, guid = '1499765769', secret = SECRET, legacy = false) {
  return request(rawBody, {
    'X-Deliveroo-Sequence-Guid': guid,
    'X-Deliveroo-Hmac-Sha256': signDeliverooWebhook(guid, rawBody, secret, legacy),
  });
}

describe('Deliveroo webhook signature', () => {
  const body = deliverooEventBody('order.new', deliverooOrder({ orderId: 'gb:1', storeId: 'site-1' }));

  it('accepts the hex HMAC-SHA256 of "guid body" keyed with the webhook secret, and the legacy "guid \\n body"', () => {
    expect(deliverooAdapter.verifyWebhook(signed(body), SECRET)).toBe(true);
    expect(deliverooAdapter.verifyWebhook(signed(body, '42', SECRET, true), SECRET)).toBe(true);
  });

  it.each([
    ['a tampered body', { ...signed(body), rawBody: body.replace('site-1', 'site-2') }],
    [
      'another GUID than the signed one',
      request(body, {
        'X-Deliveroo-Sequence-Guid': '2',
        'X-Deliveroo-Hmac-Sha256': signDeliverooWebhook('1', body, SECRET),
      }),
    ],
    ['another secret', signed(body, '1', 'not-the-secret')],
    ['no signature header', request(body, { 'X-Deliveroo-Sequence-Guid': '1' })],
    ['no GUID header', request(body, { 'X-Deliveroo-Hmac-Sha256': signDeliverooWebhook('', body, SECRET) })],
  ])('refuses %s', (_case, webhook) => {
    expect(deliverooAdapter.verifyWebhook(webhook, SECRET)).toBe(false);
  });
});

describe('Deliveroo webhook envelope', () => {
  it('carries the whole order in order.new, keyed by order, status and time', () => {
    const envelope = deliverooAdapter.parseWebhook(
      request(deliverooEventBody('order.new', deliverooOrder({ orderId: 'gb:1', storeId: 'site-1' }))),
    );
    expect(envelope).toMatchObject({
      kind: 'order.placed',
      platformOrderId: 'gb:1',
      storeId: 'site-1',
      status: 'CREATED',
      eventId: 'order.new:gb:1:placed:2026-01-05T12:00:00Z',
    });
    expect(envelope.order).toMatchObject({ id: 'gb:1' });
  });

  it('maps status updates, with cancellation as its own kind', () => {
    const statusLog = [
      { at: '2026-01-05T12:00:00Z', status: 'placed' },
      { at: '2026-01-05T12:05:00Z', status: 'canceled' },
    ];
    const envelope = deliverooAdapter.parseWebhook(
      request(
        deliverooEventBody(
          'order.status_update',
          deliverooOrder({ orderId: 'gb:1', storeId: 's', status: 'canceled', statusLog }),
        ),
      ),
    );
    expect(envelope).toMatchObject({
      kind: 'order.cancelled',
      status: 'CANCELED',
      eventId: 'order.status_update:gb:1:canceled:2026-01-05T12:05:00Z',
    });
  });

  it('reads rider events as courier updates; in transit moves the order', () => {
    const assigned = deliverooAdapter.parseWebhook(
      request(
        deliverooRiderBody({ orderId: 'gb:1', storeId: 's', status: 'rider_assigned', at: '2026-01-05T12:10:00Z' }),
      ),
    );
    expect(assigned).toMatchObject({
      kind: 'courier',
      platformOrderId: 'gb:1',
      courier: { firstName: 'Léa', lastName: 'Martin', fakePhone: '+33 6 11 22 33 44' },
    });
    expect(assigned.status).toBeUndefined();
    const inTransit = deliverooAdapter.parseWebhook(
      request(
        deliverooRiderBody({ orderId: 'gb:1', storeId: 's', status: 'rider_in_transit', at: '2026-01-05T12:20:00Z' }),
      ),
    );
    expect(inTransit.status).toBe('IN_TRANSIT');
  });

  it('throws on a body it cannot read', () => {
    expect(() => deliverooAdapter.parseWebhook(request('{"body":{}}'))).toThrow(/event/);
    expect(() => deliverooAdapter.parseWebhook(request('{"event":"order.new","body":{"order":{}}}'))).toThrow(
      /order.id/,
    );
  });
});

describe('Deliveroo order ({fractional, currency_code})', () => {
  const order = deliverooAdapter.normalizeOrder(deliverooOrder({ orderId: 'gb:1', storeId: 'site-1' }));

  it('keeps fractional amounts as minor units and the cart rule', () => {
    expect(order).toMatchObject({
      subtotal: 2850,
      promo: 300,
      deliveryPrice: 0,
      tips: 100,
      total: 2650,
      paymentMethod: 'PAYMENT_CREDIT_CARD',
      isPayed: true,
    });
    expect(order.lines.map((line) => [line.item.title, line.quantity, line.price])).toEqual([
      ['Margherita', 2, 1100],
      ['Cola', 1, 250],
    ]);
  });

  it('nests modifiers with every quantity in their price', () => {
    const [mozza] = order.lines[0]?.customisations ?? [];
    expect(mozza).toMatchObject({ quantity: 1, price: 300, customisation: { title: 'Extra mozzarella' } });
    expect(mozza?.customisations[0]).toMatchObject({ price: 100, customisation: { title: 'Truffle oil' } });
  });

  it('reads ids, client and fulfilment', () => {
    expect(order).toMatchObject({
      platform: 'PLATFORM_DELIVEROO',
      platformOrderId: 'gb:1',
      displayId: '1753',
      storeId: 'site-1',
      status: 'CREATED',
      fulfillmentType: 'DELIVERY',
      specialInstructions: 'Extra napkins',
      isSingleUseItemsIncluded: true,
      client: { firstName: 'Chloé', fakePhone: '+33 1 70 00 00 00', pinPhone: '555 666' },
    });
  });

  it.each([
    ['placed', true, 'CREATED'],
    ['placed', false, 'SCHEDULED_ORDER_CREATED'],
    ['accepted', true, 'ACCEPTED'],
    ['accepted', false, 'SCHEDULED_ORDER_ACCEPTED'],
    ['confirmed', false, 'CONFIRMED'],
    ['rejected', true, 'REJECTED'],
    ['canceled', true, 'CANCELED'],
  ])('maps %s (asap %s) to %s', (status, asap, expected) => {
    expect(
      deliverooAdapter.normalizeOrder({ ...deliverooOrder({ orderId: 'o', storeId: 's', status }), asap }).status,
    ).toBe(expected);
  });

  it('keeps an item’s vat_rate and gives an item without one no rate, for intake to take from the menu', () => {
    const payload = deliverooOrder({ orderId: 'o', storeId: 's' });
    const [first, ...rest] = payload.items;
    const rated = deliverooAdapter.normalizeOrder({ ...payload, items: [{ ...first, vat_rate: 5.5 }, ...rest] });
    expect(rated.lines.map((line) => line.item.vatPurcent)).toEqual([5.5, null]);
  });

  it('marks cash orders unpaid', () => {
    expect(
      deliverooAdapter.normalizeOrder({
        ...deliverooOrder({ orderId: 'o', storeId: 's' }),
        cash_due: { fractional: 2650, currency_code: 'EUR' },
      }),
    ).toMatchObject({ paymentMethod: 'PAYMENT_CASH', isPayed: false });
  });
});

describe('Deliveroo outbound calls', () => {
  const ref = { platformOrderId: 'gb:1', storeId: 'site-1' };
  const now = new Date('2026-01-05T12:00:00Z');

  it('accepts and rejects by PATCHing the order, with a Deliveroo reject reason', () => {
    expect(deliverooOutboundCall({ type: 'accept', preparationMinutes: 15 }, ref, now)).toEqual({
      method: 'PATCH',
      path: '/order/v1/orders/gb%3A1',
      body: { status: 'accepted' },
    });
    expect(deliverooOutboundCall({ type: 'deny', reason: 'OUT_OF_ITEMS' }, ref, now)?.body).toEqual({
      status: 'rejected',
      reject_reason: 'ingredient_unavailable',
      notes: 'OUT_OF_ITEMS',
    });
  });

  it('marks ready through the prep stage staff pressed', () => {
    expect(deliverooOutboundCall({ type: 'ready' }, ref, now)).toEqual({
      method: 'POST',
      path: '/order/v1/orders/gb%3A1/prep_stage',
      body: { stage: 'ready_for_collection', occurred_at: '2026-01-05T12:00:00.000Z' },
    });
  });

  it.each(['cancel', 'delivered', 'delay', 'couriers'] as const)('has no %s call', (type) => {
    const action =
      type === 'cancel'
        ? { type, reason: 'x' }
        : type === 'delay'
          ? { type, extraMinutes: 5 }
          : type === 'couriers'
            ? { type, count: 2 }
            : { type };
    expect(deliverooAdapter.outboundCall(action, ref)).toBeNull();
  });
});

describe('Deliveroo status mapping both ways', () => {
  it.each(['CREATED', 'ACCEPTED', 'CONFIRMED', 'REJECTED', 'CANCELED'] as const)(
    'reads back %s from the status it maps to',
    (status) => {
      expect(statusFromDeliveroo(statusToDeliveroo(status), false)).toBe(status);
    },
  );

  it('has no Deliveroo status for what only Comptoir tracks', () => {
    expect(statusToDeliveroo('READY_FOR_PICKUP')).toBeNull();
  });
});
