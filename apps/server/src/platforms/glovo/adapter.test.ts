import { describe, expect, it } from 'vitest';
import type { OutboundAction } from '../adapter';
import type { NormalizedCustomisation } from '../normalized-order';
import { glovoAdapter } from './adapter';
import { aGlovoOrder } from './fixtures';
import { signGlovoWebhook } from './token';

const TOKEN = 'glovo-static-token';

function request(body: unknown, headers: Record<string, string> = {}) {
  return { headers: new Headers(headers), rawBody: typeof body === 'string' ? body : JSON.stringify(body) };
}

function customisationsSum(customisations: NormalizedCustomisation[]): number {
  return customisations.reduce((sum, c) => sum + c.price + customisationsSum(c.customisations), 0);
}

describe('Glovo webhook token', () => {
  const body = JSON.stringify(aGlovoOrder());
  it.each([
    { name: 'same token', headers: signGlovoWebhook(TOKEN), secret: TOKEN, valid: true },
    { name: 'wrong token', headers: signGlovoWebhook('guess'), secret: TOKEN, valid: false },
    { name: 'token with a Bearer prefix', headers: { authorization: `Bearer ${TOKEN}` }, secret: TOKEN, valid: false },
    { name: 'missing Authorization', headers: {}, secret: TOKEN, valid: false },
    { name: 'empty secret', headers: { authorization: '' }, secret: '', valid: false },
  ])('$name → $valid', ({ headers, secret, valid }) => {
    expect(glovoAdapter.verifyWebhook(request(body, headers), secret)).toBe(valid);
  });

  it('the token does not depend on the body, as Glovo signs nothing', () => {
    expect(glovoAdapter.verifyWebhook(request('{"tampered":true}', signGlovoWebhook(TOKEN)), TOKEN)).toBe(true);
  });
});

describe('Glovo order', () => {
  const order = glovoAdapter.normalizeOrder(aGlovoOrder());

  it('reads ids, people, times and instructions', () => {
    expect(order).toMatchObject({
      platform: 'PLATFORM_GLOVO',
      platformOrderId: '100012000053',
      displayId: 'BA7HWU9D',
      storeId: 'glovo-store-77',
      status: 'CREATED',
      fulfillmentType: 'DELIVERY',
      paymentMethod: 'PAYMENT_CREDIT_CARD',
      isPayed: true,
      placedAt: new Date('2026-01-01T10:00:00Z'),
      preparationTime: 18,
      specialInstructions: 'Well done please · Peanuts',
      deliveryInstructions: 'Pick-up code 433',
      isSingleUseItemsIncluded: true,
      client: { firstName: 'Marc', lastName: 'Dubois', fakePhone: null, platformId: 'c0ffee42' },
      courser: { firstName: 'Lucía', lastName: 'Gómez', fakePhone: '+34 600 000 001', picture: null },
      deliveryLocation: null,
    });
  });

  it('nests attributes and sub-products with every quantity in their price', () => {
    const [burger, kids] = order.lines;
    expect(burger?.customisations.map((c) => [c.customisation.title, c.quantity, c.price])).toEqual([
      ['Cheddar', 1, 300],
      ['Pickles', 2, 0],
    ]);
    expect(kids?.customisations[0]).toMatchObject({
      customisation: { title: 'Mini burger' },
      customisations: [{ customisation: { title: 'Ketchup' }, price: 50 }],
    });
    expect(kids?.customisations[1]).toMatchObject({ customisation: { title: 'Orange juice' }, price: 200 });
  });

  it('adds up to the cent: partner discount is promo, Glovo discount a voucher, service fee stays with Glovo', () => {
    expect(order).toMatchObject({ subtotal: 4020, promo: 400, voucher: 300, deliveryPrice: 290, tips: 0, total: 3910 });
    const lines = order.lines.reduce((sum, l) => sum + l.price * l.quantity + customisationsSum(l.customisations), 0);
    expect(order.subtotal).toBe(lines);
    expect(order.total).toBe(order.subtotal - order.promo + order.deliveryPrice + order.tips);
    expect(order.total).toBe(3709 + 300 - 99);
  });

  it.each([
    [{ is_picked_up_by_customer: true }, 'PICKUP'],
    [
      { delivery_address: { label: '8 rue de la Roquette, Paris', latitude: 48.85, longitude: 2.37 } },
      'DELIVERY_THIRD_PARTY',
    ],
    [{ delivery_address: null, is_picked_up_by_customer: false }, 'DELIVERY'],
  ])('fulfilment %j → %s', (overrides, fulfillmentType) => {
    expect(glovoAdapter.normalizeOrder(aGlovoOrder(overrides)).fulfillmentType).toBe(fulfillmentType);
  });

  it('gives no line a VAT rate, since Glovo sends none: intake takes it from the menu', () => {
    expect(order.lines.map((line) => line.item.vatPurcent)).toEqual([null, null]);
  });

  it('reads a cash order as unpaid', () => {
    expect(glovoAdapter.normalizeOrder(aGlovoOrder({ payment_method: 'CASH' }))).toMatchObject({
      paymentMethod: 'PAYMENT_CASH',
      isPayed: false,
    });
  });
});

describe('Glovo webhooks → statuses', () => {
  it.each([
    {
      name: 'dispatched',
      body: aGlovoOrder(),
      expected: {
        eventId: 'dispatched:100012000053',
        kind: 'order.placed',
        status: 'CREATED',
        storeId: 'glovo-store-77',
      },
    },
    {
      name: 'cancelled',
      body: {
        order_id: 100012000053,
        store_id: 'glovo-store-77',
        cancel_reason: 'USER_ERROR',
        payment_strategy: 'PAY_NOTHING',
      },
      expected: { eventId: 'cancelled:100012000053', kind: 'order.cancelled', status: 'CANCELED' },
    },
    {
      name: 'picked up',
      body: { order_id: '100012000053', store_id: 'glovo-store-77' },
      expected: { eventId: 'picked-up:100012000053', kind: 'order.status', status: 'FINISHED' },
    },
  ])('$name', ({ body, expected }) => {
    expect(glovoAdapter.parseWebhook(request(body))).toMatchObject(expected);
  });

  it.each([['nope'], ['{}'], [JSON.stringify(aGlovoOrder({ products: [] }))]])('refuses %s', (raw) => {
    expect(() => glovoAdapter.parseWebhook(request(raw))).toThrow();
  });
});

describe('Glovo outbound calls', () => {
  const ref = { platformOrderId: '100012000053', storeId: 'glovo-store-77' };
  const path = '/webhook/stores/glovo-store-77/orders/100012000053/status';
  it.each<{ action: OutboundAction; status: string | null }>([
    { action: { type: 'accept', preparationMinutes: 15 }, status: 'ACCEPTED' },
    { action: { type: 'ready' }, status: 'READY_FOR_PICKUP' },
    { action: { type: 'inTransit' }, status: 'OUT_FOR_DELIVERY' },
    { action: { type: 'delivered' }, status: 'PICKED_UP_BY_CUSTOMER' },
    { action: { type: 'deny', reason: 'busy' }, status: null },
    { action: { type: 'cancel', reason: 'OUT_OF_ITEMS' }, status: null },
    { action: { type: 'delay', extraMinutes: 10 }, status: null },
    { action: { type: 'couriers', count: 2 }, status: null },
  ])('$action.type → $status', ({ action, status }) => {
    expect(glovoAdapter.outboundCall(action, ref)).toEqual(
      status === null ? null : { method: 'PUT', path, body: { status } },
    );
  });
});
