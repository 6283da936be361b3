import type { ClickNCollectOrderInput } from './order';

// A Click N Collect order as the ordering page will hand it over; its sums are worked out in the tests.
export function aClickNCollectOrder(overrides: Partial<ClickNCollectOrderInput> = {}): ClickNCollectOrderInput {
  return {
    id: '3f1d6c1e-8a0b-4c59-9a53-0d2f4c7be901',
    reference: 'CNC-0107',
    storeId: 'cnc-store-1',
    fulfillment: 'PICKUP',
    placedAt: '2026-01-01T12:00:00Z',
    scheduledFor: null,
    preparationMinutes: 10,
    paymentMethod: 'PAYMENT_VOUCHER',
    isPayed: true,
    customer: { id: 'cnc-customer-55', firstName: 'Léa', lastName: 'Roux', phone: '+33 6 11 22 33 44' },
    notes: 'Name on the bag: Léa',
    cutlery: true,
    items: [
      {
        id: 'poke-salmon',
        name: 'Salmon poke bowl',
        category: 'Bowls',
        quantity: 2,
        unitPrice: 1350,
        vatPercent: 10,
        options: [
          {
            id: 'base-rice',
            name: 'Sushi rice',
            quantity: 1,
            unitPrice: 0,
            options: [{ id: 'extra-avocado', name: 'Extra avocado', quantity: 1, unitPrice: 150 }],
          },
        ],
      },
      {
        id: 'mochi',
        name: 'Mochi',
        category: 'Desserts',
        quantity: 3,
        unitPrice: 250,
        vatPercent: 5.5,
        allergies: 'Contains milk',
      },
    ],
    discount: 300,
    tip: 0,
    ...overrides,
  };
}
