import { orderLinesView, type PlatformCode } from '@comptoir/domain';
import {
  clickNCollectOrder,
  deliverooOrder,
  getRestoOrder,
  glovoOrder,
  justEatOrder,
  uberFulfillmentOrder,
  uberV2Order,
  type DraftLine,
  type DraftModifier,
  type DraftOrder,
} from '@comptoir/platform-sim';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clickNCollectOrderSchema, normalizeClickNCollectOrder } from './click-n-collect/order';
import { normalizeDeliverooOrder } from './deliveroo/order';
import { getRestoOrderSchema, normalizeGetRestoOrder } from './get-resto/order';
import { glovoOrderSchema, normalizeGlovoOrder } from './glovo/order';
import { jetConnectOrderSchema, normalizeJetConnectOrder } from './just-eat/jet-connect-order';
import type { NormalizedOrder } from './normalized-order';
import { toOrderLine } from './totals';
import { normalizeUberOrder } from './uber-eats/order';

// docs/orders.md#lines-and-options: whatever the platform's shape, the lines a screen shows add up to Sales and the
// money to Total, and each option reads as the option chosen, in its group where the platform names groups.

const GROUPS = [
  { id: 'mg-supplements', title: 'Suppléments', options: ['Œuf', 'Mozzarella', 'Champignons'] },
  { id: 'mg-sauces', title: 'Sauces', options: ['Ketchup', 'Mayonnaise'] },
  { id: 'mg-drink', title: 'Boisson', options: ['Coca-Cola 33 cl', 'Eau 50 cl'] },
];

const modifierArbitrary = (depth: number): fc.Arbitrary<DraftModifier> =>
  fc
    .record({
      group: fc.constantFrom(...GROUPS),
      pick: fc.nat(),
      unitPrice: fc.integer({ min: 0, max: 450 }),
      quantity: fc.integer({ min: 1, max: 3 }),
      modifiers:
        depth < 3
          ? fc.array(
              fc.constant(null).chain(() => modifierArbitrary(depth + 1)),
              { maxLength: 2 },
            )
          : fc.constant<DraftModifier[]>([]),
    })
    .map(({ group, pick, unitPrice, quantity, modifiers }) => {
      const title = group.options[pick % group.options.length] ?? group.options[0] ?? '';
      return { id: `opt-${title}`, title, groupId: group.id, groupTitle: group.title, unitPrice, quantity, modifiers };
    });

const lineArbitrary: fc.Arbitrary<DraftLine> = fc
  .record({
    instanceId: fc.uuid(),
    title: fc.constantFrom('Burger classique', 'Pizza Reine', 'Frites', 'Salade César'),
    unitPrice: fc.integer({ min: 0, max: 2_500 }),
    quantity: fc.integer({ min: 1, max: 5 }),
    modifiers: fc.array(modifierArbitrary(1), { maxLength: 3 }),
  })
  .map((line) => ({ ...line, itemId: `item-${line.title}`, category: 'Plats', vatPercent: 10, note: null }));

function modifierAmount(modifier: DraftModifier): number {
  return (
    modifier.quantity * (modifier.unitPrice + modifier.modifiers.reduce((sum, child) => sum + modifierAmount(child), 0))
  );
}

const draftArbitrary = (platform: PlatformCode): fc.Arbitrary<DraftOrder> =>
  fc
    .record({
      lines: fc.array(lineArbitrary, { minLength: 1, maxLength: 5 }),
      promoShare: fc.integer({ min: 0, max: 100 }),
      deliveryFee: fc.integer({ min: 0, max: 400 }),
      serviceFee: fc.integer({ min: 0, max: 300 }),
      tip: platform === 'PLATFORM_GLOVO' ? fc.constant(0) : fc.integer({ min: 0, max: 500 }),
    })
    .map(({ lines, promoShare, deliveryFee, serviceFee, tip }) => {
      const subtotal = lines.reduce(
        (sum, line) =>
          sum + line.quantity * (line.unitPrice + line.modifiers.reduce((s, m) => s + modifierAmount(m), 0)),
        0,
      );
      const promo = Math.floor((subtotal * promoShare) / 400);
      const ownChannel = platform === 'PLATFORM_CLICK_N_COLLECT';
      const delivery = ownChannel ? 0 : deliveryFee;
      const fee = ownChannel || platform === 'PLATFORM_GET_RESTO' ? 0 : serviceFee;
      return {
        platform,
        storeId: 'store-1',
        fulfillmentType: ownChannel ? 'PICKUP' : 'DELIVERY',
        placedAt: new Date('2026-11-27T11:00:00Z'),
        scheduledFor: null,
        customer: { firstName: 'Léa', lastName: 'Martin', phone: '+33 1 23 45 67 89', phoneCode: '123456' },
        address: ownChannel
          ? null
          : {
              street: '1 rue de Rivoli',
              postcode: '75001',
              city: 'Paris',
              latitude: 48.86,
              longitude: 2.34,
              instructions: null,
            },
        courier: null,
        lines,
        note: null,
        cutlery: false,
        paymentMethod: 'CARD',
        currency: 'EUR',
        subtotal,
        promo,
        deliveryFee: delivery,
        serviceFee: fee,
        tip,
        total: subtotal - promo + delivery + fee + tip,
      } satisfies DraftOrder;
    });

const uberState = {
  platformOrderId: '0a1b2c3d-4e5f-6789-abcd-ef0123456789',
  displayId: 'A1B2C',
  state: 'OFFERED',
  preparationStatus: 'PREPARING',
  failureReason: null,
  readyForPickupAt: null,
};
const ids = { id: 'order-1', reference: 'REF-1' };

type Shape = {
  name: string;
  platform: PlatformCode;
  namesGroups: boolean;
  read: (draft: DraftOrder) => NormalizedOrder;
};

const SHAPES: Shape[] = [
  {
    name: 'Uber Eats v2',
    platform: 'PLATFORM_UBER_EAT',
    namesGroups: true,
    read: (draft) => normalizeUberOrder(uberV2Order(draft, uberState, 'Store')),
  },
  {
    name: 'Uber Eats fulfillment',
    platform: 'PLATFORM_UBER_EAT',
    namesGroups: true,
    read: (draft) => normalizeUberOrder(uberFulfillmentOrder(draft, uberState)),
  },
  {
    name: 'Deliveroo',
    platform: 'PLATFORM_DELIVEROO',
    namesGroups: false,
    read: (draft) =>
      normalizeDeliverooOrder(
        deliverooOrder(draft, { id: 'gb-1', orderNumber: '1', displayId: '0001', status: 'placed', statusLog: [] }),
      ),
  },
  {
    name: 'Just Eat',
    platform: 'PLATFORM_JUST_EAT',
    namesGroups: false,
    read: (draft) => normalizeJetConnectOrder(jetConnectOrderSchema.parse(justEatOrder(draft, ids))),
  },
  {
    name: 'Glovo',
    platform: 'PLATFORM_GLOVO',
    namesGroups: false,
    read: (draft) =>
      normalizeGlovoOrder(
        glovoOrderSchema.parse(glovoOrder(draft, { orderId: '100', orderCode: 'G-100', pickUpCode: '123' })),
      ),
  },
  {
    name: 'GET RESTO',
    platform: 'PLATFORM_GET_RESTO',
    namesGroups: true,
    read: (draft) => normalizeGetRestoOrder(getRestoOrderSchema.parse(getRestoOrder(draft, ids))),
  },
  {
    name: 'Click N Collect',
    platform: 'PLATFORM_CLICK_N_COLLECT',
    namesGroups: true,
    read: (draft) =>
      normalizeClickNCollectOrder(
        clickNCollectOrderSchema.parse(
          clickNCollectOrder(draft, { ...ids, restaurantUuid: '00000000-0000-4000-8000-000000000001' }),
        ),
      ),
  },
];

function draftOptions(modifiers: readonly DraftModifier[]): DraftModifier[] {
  return modifiers.flatMap((modifier) => [modifier, ...draftOptions(modifier.modifiers)]);
}

describe.each(SHAPES)('lines of a $name order', ({ platform, namesGroups, read }) => {
  it('add up to Sales, and Sales − promotion + delivery + tips = Total, to the cent', () => {
    fc.assert(
      fc.property(draftArbitrary(platform), (draft) => {
        const order = read(draft);
        const view = orderLinesView(order.lines.map(toOrderLine), order);
        expect(view.lines.reduce((sum, line) => sum + line.total, 0)).toBe(view.sales);
        // What the customer's basket cost on the platform.
        expect(view.sales).toBe(draft.subtotal);
        expect(view.sales - view.promo + view.deliveryPrice + view.tips).toBe(view.total);
        for (const line of view.lines)
          expect(line.itemAmount + line.options.reduce((sum, option) => sum + option.total, 0)).toBe(line.total);
      }),
      { numRuns: 60 },
    );
  });

  it('name each option as the customer chose it, with its own surcharge × how many the line holds', () => {
    fc.assert(
      fc.property(draftArbitrary(platform), (draft) => {
        const order = read(draft);
        const view = orderLinesView(order.lines.map(toOrderLine), order);
        const chosen = new Set(
          draft.lines.flatMap((line) => draftOptions(line.modifiers).map((modifier) => modifier.title)),
        );
        const groups = new Set(GROUPS.map((group) => group.title));
        for (const option of view.lines.flatMap((line) => line.options)) {
          expect(chosen).toContain(option.name);
          expect(groups).not.toContain(option.name);
          if (namesGroups) expect(groups).toContain(option.group);
          expect(option.count * option.unitPrice).toBe(option.total);
        }
      }),
      { numRuns: 40 },
    );
  });
});
