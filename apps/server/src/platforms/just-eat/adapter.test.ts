import { describe, expect, it } from 'vitest';
import type { OutboundAction } from '../adapter';
import type { NormalizedCustomisation, NormalizedOrder } from '../normalized-order';
import { createJustEatAdapter, justEatAdapter } from './adapter';
import { aJetConnectOrder, aPartnerOrder } from './fixtures';
import { signJustEatWebhook } from './signature';

const SECRET = 'je-webhook-secret';
const NOW = new Date('2026-01-01T10:00:00Z');
const adapter = createJustEatAdapter({ now: () => NOW });

function request(body: unknown, headers: Record<string, string>) {
  return { headers: new Headers(headers), rawBody: typeof body === 'string' ? body : JSON.stringify(body) };
}

function customisationsSum(customisations: NormalizedCustomisation[]): number {
  return customisations.reduce((sum, c) => sum + c.price + customisationsSum(c.customisations), 0);
}

function expectCartRule(order: NormalizedOrder) {
  const lines = order.lines.reduce((sum, l) => sum + l.price * l.quantity + customisationsSum(l.customisations), 0);
  expect(order.subtotal).toBe(lines);
  expect(order.total).toBe(order.subtotal - order.promo + order.deliveryPrice + order.tips);
}

describe('Just Eat webhook signature', () => {
  const body = JSON.stringify(aJetConnectOrder());
  const signed = signJustEatWebhook(body, SECRET, { timestampMs: 1767261600000 });
  const cases: Array<{
    name: string;
    rawBody: string;
    headers: Record<string, string>;
    secret: string;
    valid: boolean;
  }> = [
    { name: 'timestamped base64 hash and registered key', rawBody: body, headers: signed, secret: SECRET, valid: true },
    {
      name: 'hex hash',
      rawBody: body,
      headers: signJustEatWebhook(body, SECRET, { format: 'hex' }),
      secret: SECRET,
      valid: true,
    },
    { name: 'tampered body', rawBody: body.replace('1150', '1'), headers: signed, secret: SECRET, valid: false },
    { name: 'wrong secret', rawBody: body, headers: signed, secret: 'another-secret', valid: false },
    { name: 'missing hash', rawBody: body, headers: { authorization: SECRET }, secret: SECRET, valid: false },
    {
      name: 'missing Authorization',
      rawBody: body,
      headers: { 'x-jet-connect-hash': signed['x-jet-connect-hash'] ?? '' },
      secret: SECRET,
      valid: false,
    },
    {
      name: 'wrong Authorization',
      rawBody: body,
      headers: { ...signed, authorization: 'nope' },
      secret: SECRET,
      valid: false,
    },
    {
      name: 'garbled hash',
      rawBody: body,
      headers: { ...signed, 'x-jet-connect-hash': 'HMAC-SHA256 t=1,signature=AAAA' },
      secret: SECRET,
      valid: false,
    },
    { name: 'empty secret', rawBody: body, headers: signJustEatWebhook(body, ''), secret: '', valid: false },
  ];
  it.each(cases)('$name → $valid', ({ rawBody, headers, secret, valid }) => {
    expect(justEatAdapter.verifyWebhook(request(rawBody, headers), secret)).toBe(valid);
  });

  it('accepts only the configured hash formats', () => {
    const hexOnly = createJustEatAdapter({ signature: { hashFormats: ['hex'], requireAuthorization: false } });
    expect(hexOnly.verifyWebhook(request(body, signed), SECRET)).toBe(false);
    const hex = signJustEatWebhook(body, SECRET, { format: 'hex' });
    expect(
      hexOnly.verifyWebhook(request(body, { 'x-jet-connect-hash': hex['x-jet-connect-hash'] ?? '' }), SECRET),
    ).toBe(true);
  });
});

describe('Just Eat JET Connect order (minor units)', () => {
  const order = adapter.normalizeOrder(aJetConnectOrder());

  it('reads ids, people, address and notes', () => {
    expect(order).toMatchObject({
      platform: 'PLATFORM_JUST_EAT',
      platformOrderId: 'jet-7f3c2a91',
      displayId: '480012345',
      storeId: 'je-store-1042',
      status: 'CREATED',
      fulfillmentType: 'DELIVERY_THIRD_PARTY',
      paymentMethod: 'PAYMENT_CREDIT_CARD',
      isPayed: true,
      placedAt: new Date('2026-01-01T10:00:00Z'),
      scheduledFor: null,
      specialInstructions: 'Allergic to sesame',
      deliveryInstructions: 'Code 4821, 3rd floor',
      client: {
        firstName: 'Camille',
        lastName: 'Martin',
        fakePhone: '+33 1 76 54 32 10',
        pinPhone: '482913',
        platformId: 'camille.martin@example.test',
      },
      courser: { firstName: 'Yanis', lastName: 'B.', picture: null },
      deliveryLocation: {
        adresse: '12 rue Oberkampf, Bâtiment B',
        city: 'Paris',
        postalCode: '75011',
        country: 'FR',
        latitude: 48.8647,
        longtitude: 2.3752,
      },
    });
  });

  it('nests modifiers with every quantity in their price', () => {
    const burger = order.lines[0];
    expect(burger).toMatchObject({
      quantity: 2,
      price: 1150,
      specialInstructions: 'No pickles',
      item: { platformId: 'BURGER-DBL', title: 'Double Cheeseburger' },
    });
    const [menu, bacon] = burger?.customisations ?? [];
    expect(menu).toMatchObject({ price: 700, customisation: { title: 'Menu (fries + drink)', externalId: 'MENU' } });
    expect(menu?.customisations.map((c) => [c.customisation.title, c.price])).toEqual([
      ['Coca-Cola 33cl', 0],
      ['Large fries', 200],
    ]);
    expect(bacon).toMatchObject({ quantity: 2, price: 600 });
  });

  it('adds up to the cent: fees, tip and discount; service charge and bag fee stay with the platform', () => {
    expect(order).toMatchObject({ subtotal: 4250, promo: 500, deliveryPrice: 299, tips: 200, total: 4249 });
    expectCartRule(order);
    expect(order.total).toBe(4358 - 99 - 10);
  });

  it.each([
    ['delivery-by-merchant', 'DELIVERY_THIRD_PARTY'],
    ['delivery-by-delivery-partner', 'DELIVERY'],
    ['collection-by-customer', 'PICKUP'],
  ] as const)('maps type %s to %s', (type, fulfillmentType) => {
    expect(adapter.normalizeOrder(aJetConnectOrder({ type })).fulfillmentType).toBe(fulfillmentType);
  });

  it('reads a cash order as unpaid and a far-off delivery time as scheduled', () => {
    const cash = adapter.normalizeOrder(
      aJetConnectOrder({ payment_method: 'cash', tender_type: 'cash', deliver_at: '1767276000' }),
    );
    expect(cash).toMatchObject({
      paymentMethod: 'PAYMENT_CASH',
      isPayed: false,
      status: 'SCHEDULED_ORDER_CREATED',
      scheduledFor: new Date('2026-01-01T14:00:00Z'),
    });
  });

  it('refuses an order without items', () => {
    expect(() => adapter.normalizeOrder(aJetConnectOrder({ items: [] }))).toThrow();
  });
});

describe('Just Eat partner-API order (decimals)', () => {
  const order = adapter.normalizeOrder(aPartnerOrder());

  // One tax for the whole cart says nothing of each line's rate: intake takes it from the menu (docs/money.md).
  it('gives no line a VAT rate, on either format, though the cart carries its tax', () => {
    expect(order.lines.map((line) => line.item.vatPurcent)).toEqual([null, null]);
    const jetConnect = adapter.normalizeOrder(aJetConnectOrder());
    expect(jetConnect.lines.length).toBeGreaterThan(0);
    expect(jetConnect.lines.every((line) => line.item.vatPurcent === null)).toBe(true);
  });

  it('converts decimals without float error and adds up to the cent', () => {
    expect(order.lines.map((l) => l.price)).toEqual([995, 410]);
    expect(order.lines[0]?.customisations[0]).toMatchObject({
      price: 240,
      customisations: [{ price: 190, customisation: { title: 'Buffalo' } }],
    });
    expect(order).toMatchObject({ subtotal: 2830, promo: 330, deliveryPrice: 250, tips: 115, total: 2865 });
    expectCartRule(order);
    expect(order.total).toBe(2915 - 50);
  });

  it('reads ids, customer, address and preparation time', () => {
    expect(order).toMatchObject({
      platformOrderId: 'r2d2c3po',
      displayId: '480054321',
      storeId: '110230',
      status: 'CREATED',
      fulfillmentType: 'DELIVERY',
      preparationTime: 24,
      client: {
        firstName: 'Oliver',
        lastName: 'James Smith',
        fakePhone: '+44 20 7946 0000',
        pinPhone: '123456',
        platformId: '98765',
      },
      deliveryLocation: {
        adresse: '1 Bridge Street, Flat 2',
        city: 'London',
        postalCode: 'EC4V 6BJ',
        latitude: 51.51,
        longtitude: -0.1,
      },
    });
  });

  it('reads a scheduled collection paid in cash', () => {
    const fulfilment = { Method: 'Collection', CustomerDueAsap: false, CustomerDueDate: '2026-01-01T19:30:00Z' };
    const cash = adapter.normalizeOrder(
      aPartnerOrder({ Fulfilment: fulfilment, Payment: { Lines: [{ Type: 'cash', Value: 29.15 }] } }),
    );
    expect(cash).toMatchObject({
      fulfillmentType: 'PICKUP',
      status: 'SCHEDULED_ORDER_CREATED',
      scheduledFor: new Date('2026-01-01T19:30:00Z'),
      paymentMethod: 'PAYMENT_CASH',
      isPayed: false,
    });
  });
});

describe('Just Eat webhooks → statuses', () => {
  it('answers a JET Connect order with its OrderId, so JET counts it as injected', () => {
    const envelope = adapter.parseWebhook(request(aJetConnectOrder(), {}));
    expect(adapter.webhookAnswer?.(envelope)).toEqual({ status: 200, body: { OrderId: 'jet-7f3c2a91' } });
    const cancel = adapter.parseWebhook(request({ orderID: 'jet-1', reason: 'x' }, {}));
    expect(adapter.webhookAnswer?.(cancel)).toEqual({ status: 200 });
  });

  it.each([
    {
      name: 'JET Connect order',
      body: aJetConnectOrder(),
      expected: {
        eventId: 'order:jet-7f3c2a91',
        kind: 'order.placed',
        status: 'CREATED',
        platformOrderId: 'jet-7f3c2a91',
        storeId: 'je-store-1042',
      },
    },
    {
      name: 'partner acceptance-requested',
      body: aPartnerOrder(),
      expected: {
        eventId: 'acceptance-requested:r2d2c3po',
        kind: 'order.placed',
        status: 'CREATED',
        storeId: '110230',
      },
    },
    {
      name: 'JET Connect cancel',
      body: { orderID: 'jet-1', reason: 'customer_cancelled', happenedAt: '2026-01-01T10:05:00Z' },
      expected: { eventId: 'cancel:jet-1', kind: 'order.cancelled', status: 'CANCELED', platformOrderId: 'jet-1' },
    },
    {
      name: 'driver on its way',
      body: { orderId: 'jet-1', driverStatus: { code: 'onItsWay' }, driver: { name: 'Yanis B.' }, happenedAt: 't1' },
      expected: {
        kind: 'courier',
        status: 'IN_TRANSIT',
        courier: { firstName: 'Yanis', lastName: 'B.', picture: null },
      },
    },
    {
      name: 'driver delivered',
      body: { orderId: 'jet-1', driverStatus: { code: 'delivered' } },
      expected: { kind: 'courier', status: 'FINISHED' },
    },
    {
      name: 'driver assigned',
      body: { orderId: 'jet-1', driverStatus: { code: 'assigned' } },
      expected: { kind: 'courier', status: undefined },
    },
    {
      name: 'restaurant offline',
      body: { restaurantId: 'je-store-1042', lastChangedTimeStampUtc: '2026-01-01T10:00:00Z' },
      expected: { kind: 'ignored', storeId: 'je-store-1042' },
    },
    {
      name: 'restaurant offline status (partner API)',
      body: { RestaurantId: 'je-store-1042', Tenant: 'uk', IsOffline: true, AllowRestaurantOverride: false },
      expected: {
        kind: 'store.status',
        storeId: 'je-store-1042',
        storeStatus: { kind: 'closed', by: 'platform', reason: 'OFFLINE' },
      },
    },
    {
      name: 'restaurant online status (partner API)',
      body: { RestaurantId: 'je-store-1042', Tenant: 'uk', IsOffline: false, AllowRestaurantOverride: false },
      expected: { kind: 'store.status', storeId: 'je-store-1042', storeStatus: { kind: 'open' } },
    },
    {
      name: 'backup flow',
      body: { validationError: 'MENU_ERROR', order: { id: 'jet-1' } },
      expected: { kind: 'ignored', platformOrderId: 'jet-1' },
    },
    {
      name: 'order accepted',
      body: { Event: 'OrderAccepted', OrderId: 'r2d2c3po', AcceptedFor: '2026-01-01T10:30:00Z' },
      expected: { kind: 'order.status', status: 'ACCEPTED', eventId: 'OrderAccepted:r2d2c3po' },
    },
    {
      name: 'order rejected',
      body: { Event: 'OrderRejected', OrderId: 'r2d2c3po', RejectedReason: 'closing' },
      expected: { kind: 'order.status', status: 'REJECTED' },
    },
    {
      name: 'order cancelled',
      body: { Event: 'OrderCancelled', OrderId: 'r2d2c3po', Reason: 'system_cancelled_other' },
      expected: { kind: 'order.cancelled', status: 'CANCELED' },
    },
    {
      name: 'unknown partner event',
      body: { Event: 'LateOrderQuery', OrderId: 'r2d2c3po' },
      expected: { kind: 'ignored', platformOrderId: 'r2d2c3po' },
    },
  ])('$name', ({ body, expected }) => {
    expect(adapter.parseWebhook(request(body, {}))).toMatchObject(expected);
  });

  it.each([
    ['not json'],
    ['[]'],
    ['{"hello":"world"}'],
    [JSON.stringify(aJetConnectOrder({ type: 'teleport' as never }))],
  ])('refuses %s', (raw) => {
    expect(() => adapter.parseWebhook(request(raw, {}))).toThrow();
  });
});

describe('Just Eat outbound calls', () => {
  const ref = { platformOrderId: 'r2d2c3po', storeId: '110230' };
  const cases: Array<{ action: OutboundAction; readyAt?: Date; call: unknown }> = [
    {
      action: { type: 'accept', preparationMinutes: 20 },
      call: { method: 'PUT', path: '/orders/r2d2c3po/accept', body: { TimeAcceptedFor: '2026-01-01T10:20:00.000Z' } },
    },
    {
      action: { type: 'accept', preparationMinutes: null },
      call: { method: 'PUT', path: '/orders/r2d2c3po/accept', body: {} },
    },
    {
      action: { type: 'deny', reason: 'busy' },
      call: { method: 'PUT', path: '/orders/r2d2c3po/reject', body: { Message: 'busy' } },
    },
    { action: { type: 'ready' }, call: { method: 'POST', path: '/orders/r2d2c3po/readyforcollection' } },
    { action: { type: 'delivered' }, call: { method: 'POST', path: '/orders/r2d2c3po/complete' } },
    {
      action: { type: 'cancel', reason: 'OUT_OF_ITEMS' },
      call: { method: 'PUT', path: '/orders/r2d2c3po/cancel', body: { Message: 'OUT_OF_ITEMS' } },
    },
    {
      action: { type: 'delay', extraMinutes: 10 },
      call: { method: 'PUT', path: '/orders/r2d2c3po/duedate', body: { DueDate: '2026-01-01T10:10:00.000Z' } },
    },
    {
      action: { type: 'delay', extraMinutes: 10 },
      readyAt: new Date('2026-01-01T10:25:00Z'),
      call: { method: 'PUT', path: '/orders/r2d2c3po/duedate', body: { DueDate: '2026-01-01T10:35:00.000Z' } },
    },
    {
      action: { type: 'delay', extraMinutes: 5 },
      readyAt: new Date('2026-01-01T09:50:00Z'),
      call: { method: 'PUT', path: '/orders/r2d2c3po/duedate', body: { DueDate: '2026-01-01T10:05:00.000Z' } },
    },
    { action: { type: 'inTransit' }, call: null },
    { action: { type: 'couriers', count: 2 }, call: null },
  ];
  it.each(cases)('partner API: $action.type (ready at $readyAt)', ({ action, readyAt, call }) => {
    expect(adapter.outboundCall(action, { ...ref, readyAt })).toEqual(call);
  });

  it('sends nothing through JET Connect, which has no order actions', () => {
    const jetConnect = createJustEatAdapter({ outboundApi: 'jet-connect' });
    for (const { action } of cases) expect(jetConnect.outboundCall(action, ref)).toBeNull();
  });
});
