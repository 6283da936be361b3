import { describe, expect, it } from 'vitest';
import type { OutboundAction } from '../adapter';
import type { NormalizedCustomisation } from '../normalized-order';
import { getRestoAdapter } from './adapter';
import { aGetRestoOrder, aSignedGetRestoPush } from './fixtures';

const SECRET = 'app-webhook-secret';

function request(rawBody: string, headers: Record<string, string>) {
  return { headers: new Headers(headers), rawBody };
}

function customisationsSum(customisations: NormalizedCustomisation[]): number {
  return customisations.reduce((sum, c) => sum + c.price + customisationsSum(c.customisations), 0);
}

describe('GET RESTO signature', () => {
  const { rawBody, headers } = aSignedGetRestoPush(SECRET, 'evt-1');
  it.each([
    { name: 'valid', body: rawBody, headers, secret: SECRET, valid: true },
    {
      name: 'uppercase hex',
      body: rawBody,
      headers: {
        ...headers,
        'x-getresto-signature': (headers['x-getresto-signature'] ?? '').toUpperCase().replace('SHA256=', 'sha256='),
      },
      secret: SECRET,
      valid: true,
    },
    {
      name: 'tampered body',
      body: rawBody.replace('"total":3788', '"total":1'),
      headers,
      secret: SECRET,
      valid: false,
    },
    { name: 'wrong secret', body: rawBody, headers, secret: 'other-app-secret', valid: false },
    {
      name: 'missing header',
      body: rawBody,
      headers: { 'x-getresto-event-id': 'evt-1' },
      secret: SECRET,
      valid: false,
    },
    {
      name: 'hex without the sha256= prefix',
      body: rawBody,
      headers: { ...headers, 'x-getresto-signature': (headers['x-getresto-signature'] ?? '').slice(7) },
      secret: SECRET,
      valid: false,
    },
    {
      name: 'empty secret',
      body: rawBody,
      headers: aSignedGetRestoPush('', 'evt-1').headers,
      secret: '',
      valid: false,
    },
  ])('$name → $valid', ({ body, headers: h, secret, valid }) => {
    expect(getRestoAdapter.verifyWebhook(request(body, h), secret)).toBe(valid);
  });
});

describe('GET RESTO order', () => {
  const order = getRestoAdapter.normalizeOrder(aGetRestoOrder());

  it('reads ids, people, address, notes and payment', () => {
    expect(order).toMatchObject({
      platform: 'PLATFORM_GET_RESTO',
      platformOrderId: 'pos-demo-7300042',
      displayId: 'GR-0042',
      storeId: 'gr-store-12',
      status: 'CREATED',
      fulfillmentType: 'DELIVERY_THIRD_PARTY',
      paymentMethod: 'PAYMENT_CREDIT_CARD',
      isPayed: true,
      placedAt: new Date('2026-01-01T12:00:00Z'),
      preparationTime: 15,
      specialInstructions: 'No onions in the burgers',
      deliveryInstructions: 'Ring twice',
      client: {
        firstName: 'Inès',
        lastName: 'Moreau',
        fakePhone: '+33 6 12 34 56 78',
        pinPhone: null,
        platformId: 'cust-881',
      },
      courser: { firstName: 'Karim', lastName: 'T.', picture: null, platformId: 'rider-3' },
      deliveryLocation: {
        adresse: '5 place de la République',
        city: 'Lyon',
        postalCode: '69002',
        country: 'FR',
        latitude: 45.7603,
        longtitude: 4.8357,
      },
    });
  });

  it('nests options with every quantity in their price', () => {
    const [burger, fries, lemonade] = order.lines;
    expect(burger).toMatchObject({
      quantity: 2,
      price: 1290,
      category: 'Burgers',
      allergyInstructions: 'Gluten-free bun if possible',
      item: { vatPurcent: 10 },
    });
    expect(burger?.customisations[1]).toMatchObject({
      price: 240,
      customisation: { externalId: 'POS-CHEESE' },
      customisations: [{ price: 160, customisation: { title: 'Aged cheddar' } }],
    });
    expect(fries?.customisations[0]).toMatchObject({ quantity: 2, price: 100 });
    expect(lemonade?.item.vatPurcent).toBe(5.5);
  });

  it('keeps each item’s vatPercent; an item without one has no rate, for intake to take from the menu', () => {
    expect(order.lines.map((line) => line.item.vatPurcent)).toEqual([10, 10, 5.5]);
    const items = (aGetRestoOrder().items as Record<string, unknown>[]).map(({ vatPercent: _vat, ...item }) => item);
    const unrated = getRestoAdapter.normalizeOrder(aGetRestoOrder({ items }));
    expect(unrated.lines.map((line) => line.item.vatPurcent)).toEqual([null, null, null]);
  });

  it('adds up to the cent', () => {
    expect(order).toMatchObject({ subtotal: 3820, promo: 382, deliveryPrice: 250, tips: 100, total: 3788 });
    const lines = order.lines.reduce((sum, l) => sum + l.price * l.quantity + customisationsSum(l.customisations), 0);
    expect(order.subtotal).toBe(lines);
  });

  it.each([
    [{ fulfillment: 'pickup' }, { fulfillmentType: 'PICKUP' }],
    [{ fulfillment: 'dine_in' }, { fulfillmentType: 'DINNING' }],
    [{ fulfillment: 'table_service' }, { fulfillmentType: 'DELIVERY_TABLE' }],
    [{ fulfillment: 'courier_delivery' }, { fulfillmentType: 'DELIVERY' }],
    [{ fulfillment: 'restaurant_delivery' }, { fulfillmentType: 'DELIVERY_THIRD_PARTY' }],
    [{ payment: { method: 'cash', paid: false } }, { paymentMethod: 'PAYMENT_CASH', isPayed: false }],
    [{ payment: { method: 'voucher', paid: true } }, { paymentMethod: 'PAYMENT_VOUCHER' }],
    [
      { scheduledFor: '2026-01-01T19:30:00Z' },
      { status: 'SCHEDULED_ORDER_CREATED', scheduledFor: new Date('2026-01-01T19:30:00Z') },
    ],
  ])('%j → %j', (overrides, expected) => {
    expect(getRestoAdapter.normalizeOrder(aGetRestoOrder(overrides))).toMatchObject(expected);
  });

  it.each([
    ['a total that does not add up', { amounts: { discount: 382, deliveryFee: 250, tip: 100, total: 3789 } }],
    ['a decimal price', { items: [{ id: 'x', name: 'X', quantity: 1, unitPrice: 12.5 }], amounts: { total: 1250 } }],
    ['no items', { items: [], amounts: { total: 0 } }],
    ['an unknown fulfilment', { fulfillment: 'drone' }],
    ['a fulfilment that does not say who delivers', { fulfillment: 'delivery' }],
  ])('refuses %s', (_name, overrides) => {
    expect(() => getRestoAdapter.normalizeOrder(aGetRestoOrder(overrides))).toThrow();
  });
});

describe('GET RESTO webhooks → statuses', () => {
  const headers = { 'x-getresto-event-id': 'evt-9' };
  const ids = { id: 'pos-demo-7300042', storeId: 'gr-store-12' };
  it('order.created carries the order and the application event id', () => {
    const { rawBody, headers: signed } = aSignedGetRestoPush(SECRET, 'evt-1');
    expect(getRestoAdapter.parseWebhook(request(rawBody, signed))).toMatchObject({
      eventId: 'evt-1',
      kind: 'order.placed',
      status: 'CREATED',
      platformOrderId: ids.id,
      storeId: ids.storeId,
      order: aGetRestoOrder(),
    });
  });

  it.each([
    ['placed', false, 'CREATED'],
    ['placed', true, 'SCHEDULED_ORDER_CREATED'],
    ['accepted', false, 'ACCEPTED'],
    ['accepted', true, 'SCHEDULED_ORDER_ACCEPTED'],
    ['ready', false, 'READY_FOR_PICKUP'],
    ['in_delivery', false, 'IN_TRANSIT'],
    ['delivered', false, 'COMPLETED'],
    ['cancelled', false, 'CANCELED'],
    ['rejected', false, 'REJECTED'],
  ])('status %s (scheduled %s) → %s', (status, scheduled, expected) => {
    const body = JSON.stringify({ type: 'order.status_changed', order: { ...ids, status, scheduled } });
    expect(getRestoAdapter.parseWebhook(request(body, headers))).toMatchObject({
      kind: 'order.status',
      status: expected,
      platformOrderId: ids.id,
    });
  });

  it('order.cancelled', () => {
    const body = JSON.stringify({ type: 'order.cancelled', order: { ...ids, reason: 'customer' } });
    expect(getRestoAdapter.parseWebhook(request(body, headers))).toMatchObject({
      eventId: 'evt-9',
      kind: 'order.cancelled',
      status: 'CANCELED',
    });
  });

  it.each([
    ['no event id', JSON.stringify({ type: 'order.cancelled', order: ids }), {}],
    ['an unknown type', JSON.stringify({ type: 'order.teleported', order: ids }), headers],
    ['an unknown status', JSON.stringify({ type: 'order.status_changed', order: { ...ids, status: 'lost' } }), headers],
    ['an invalid order', JSON.stringify({ type: 'order.created', order: { id: 'x' } }), headers],
  ])('refuses %s', (_name, body, h) => {
    expect(() => getRestoAdapter.parseWebhook(request(body, h))).toThrow();
  });
});

describe('GET RESTO callbacks', () => {
  const ref = { platformOrderId: 'pos-demo-7300042', storeId: 'gr-store-12' };
  const path = '/orders/pos-demo-7300042/status';
  it.each<{ action: OutboundAction; call: unknown }>([
    {
      action: { type: 'accept', preparationMinutes: 20 },
      call: { method: 'POST', path, body: { status: 'accepted', preparationMinutes: 20 } },
    },
    {
      action: { type: 'deny', reason: 'busy' },
      call: { method: 'POST', path, body: { status: 'rejected', reason: 'busy' } },
    },
    { action: { type: 'ready' }, call: { method: 'POST', path, body: { status: 'ready' } } },
    { action: { type: 'inTransit' }, call: { method: 'POST', path, body: { status: 'in_delivery' } } },
    { action: { type: 'delivered' }, call: { method: 'POST', path, body: { status: 'delivered' } } },
    {
      action: { type: 'cancel', reason: 'OUT_OF_ITEMS' },
      call: { method: 'POST', path, body: { status: 'cancelled', reason: 'OUT_OF_ITEMS' } },
    },
    {
      action: { type: 'delay', extraMinutes: 10 },
      call: { method: 'POST', path: '/orders/pos-demo-7300042/delay', body: { extraMinutes: 10 } },
    },
    { action: { type: 'couriers', count: 2 }, call: null },
  ])('$action.type', ({ action, call }) => {
    expect(getRestoAdapter.outboundCall(action, ref)).toEqual(call);
  });
});
