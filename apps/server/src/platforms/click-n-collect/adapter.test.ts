import { describe, expect, it } from 'vitest';
import type { OutboundAction } from '../adapter';
import { clickNCollectAdapter } from './adapter';
import { aClickNCollectOrder } from './fixtures';
import { normalizeClickNCollectOrder } from './order';

describe('Click N Collect', () => {
  it('has no webhook: no slug, and any signed-looking request is refused', () => {
    expect(clickNCollectAdapter.slug).toBeNull();
    const request = {
      headers: new Headers({ authorization: 'secret', 'x-getresto-signature': 'sha256=00' }),
      rawBody: '{}',
    };
    expect(clickNCollectAdapter.verifyWebhook(request, 'secret')).toBe(false);
    expect(() => clickNCollectAdapter.parseWebhook(request)).toThrow();
  });

  it('normalises an order from the ordering page, totals to the cent', () => {
    const order = normalizeClickNCollectOrder(aClickNCollectOrder());
    expect(order).toMatchObject({
      platform: 'PLATFORM_CLICK_N_COLLECT',
      platformOrderId: '3f1d6c1e-8a0b-4c59-9a53-0d2f4c7be901',
      displayId: 'CNC-0107',
      storeId: 'cnc-store-1',
      status: 'CREATED',
      fulfillmentType: 'PICKUP',
      paymentMethod: 'PAYMENT_VOUCHER',
      isPayed: true,
      placedAt: new Date('2026-01-01T12:00:00Z'),
      specialInstructions: 'Name on the bag: Léa',
      isSingleUseItemsIncluded: true,
      client: { firstName: 'Léa', lastName: 'Roux', fakePhone: '+33 6 11 22 33 44', platformId: 'cnc-customer-55' },
      subtotal: 2700 + 300 + 750,
      promo: 300,
      deliveryPrice: 0,
      tips: 0,
      total: 3450,
    });
    expect(order.lines[0]?.customisations[0]).toMatchObject({
      price: 0,
      customisations: [{ price: 300, customisation: { title: 'Extra avocado' } }],
    });
    expect(order.lines[1]).toMatchObject({
      quantity: 3,
      allergyInstructions: 'Contains milk',
      item: { vatPurcent: 5.5 },
    });
  });

  it('the adapter reads the same order as the exported helper', () => {
    expect(clickNCollectAdapter.normalizeOrder(aClickNCollectOrder())).toEqual(
      normalizeClickNCollectOrder(aClickNCollectOrder()),
    );
  });

  it.each([
    [
      { scheduledFor: '2026-01-01T19:00:00Z' },
      { status: 'SCHEDULED_ORDER_CREATED', scheduledFor: new Date('2026-01-01T19:00:00Z') },
    ],
    [
      { fulfillment: 'DINNING' as const, paymentMethod: 'PAYMENT_CASH' as const, isPayed: false },
      { fulfillmentType: 'DINNING', paymentMethod: 'PAYMENT_CASH', isPayed: false },
    ],
    [{ tip: 200 }, { tips: 200, total: 3650 }],
  ])('%j → %j', (overrides, expected) => {
    expect(normalizeClickNCollectOrder(aClickNCollectOrder(overrides))).toMatchObject(expected);
  });

  it.each([
    ['no items', { items: [] }],
    ['a delivery', { fulfillment: 'DELIVERY' as never }],
    ['a decimal price', { items: [{ id: 'x', name: 'X', quantity: 1, unitPrice: 9.9, vatPercent: 10 }] }],
    ['a discount above the subtotal', { discount: 10_000 }],
  ])('refuses %s', (_name, overrides) => {
    expect(() => normalizeClickNCollectOrder(aClickNCollectOrder(overrides))).toThrow();
  });

  it.each<OutboundAction>([
    { type: 'accept', preparationMinutes: 10 },
    { type: 'deny', reason: 'busy' },
    { type: 'ready' },
    { type: 'inTransit' },
    { type: 'delivered' },
    { type: 'cancel', reason: 'OUT_OF_ITEMS' },
    { type: 'delay', extraMinutes: 5 },
    { type: 'couriers', count: 2 },
  ])('sends nothing for $type', (action) => {
    expect(clickNCollectAdapter.outboundCall(action, { platformOrderId: 'x', storeId: 'y' })).toBeNull();
  });
});
