import { signGetRestoBody } from './signature';

// A GET RESTO order as README.md documents it; its sums are worked out in the tests.
export function aGetRestoOrder(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'pos-demo-7300042',
    reference: 'GR-0042',
    storeId: 'gr-store-12',
    fulfillment: 'restaurant_delivery',
    placedAt: '2026-01-01T12:00:00Z',
    scheduledFor: null,
    preparationMinutes: 15,
    payment: { method: 'card', paid: true },
    customer: { id: 'cust-881', firstName: 'Inès', lastName: 'Moreau', phone: '+33 6 12 34 56 78', phoneCode: null },
    courier: { id: 'rider-3', firstName: 'Karim', lastName: 'T.', phone: '+33 6 98 76 54 32', pictureUrl: null },
    address: {
      street: '5 place de la République',
      city: 'Lyon',
      postalCode: '69002',
      country: 'FR',
      latitude: 45.7603,
      longitude: 4.8357,
    },
    kitchenNotes: 'No onions in the burgers',
    deliveryNotes: 'Ring twice',
    cutlery: false,
    currency: 'EUR',
    items: [
      {
        id: 'burger-classic',
        name: 'Classic burger',
        category: 'Burgers',
        quantity: 2,
        unitPrice: 1290,
        vatPercent: 10,
        notes: null,
        allergies: 'Gluten-free bun if possible',
        options: [
          { id: 'cooking-medium', name: 'Medium', quantity: 1, unitPrice: 0 },
          {
            id: 'extra-cheese',
            externalId: 'POS-CHEESE',
            name: 'Extra cheese',
            quantity: 1,
            unitPrice: 120,
            options: [{ id: 'cheddar-aged', name: 'Aged cheddar', quantity: 1, unitPrice: 80 }],
          },
        ],
      },
      {
        id: 'fries',
        name: 'Fries',
        category: 'Sides',
        quantity: 1,
        unitPrice: 390,
        vatPercent: 10,
        options: [{ id: 'sauce-bbq', name: 'BBQ sauce', quantity: 2, unitPrice: 50 }],
      },
      { id: 'lemonade', name: 'Homemade lemonade', category: 'Drinks', quantity: 1, unitPrice: 350, vatPercent: 5.5 },
    ],
    amounts: { discount: 382, deliveryFee: 250, tip: 100, total: 3788 },
    ...overrides,
  };
}

/** A signed `order.created` push, ready to POST to /webhooks/get-resto. */
export function aSignedGetRestoPush(
  secret: string,
  eventId: string,
  order: Record<string, unknown> = aGetRestoOrder(),
) {
  const rawBody = JSON.stringify({ type: 'order.created', createdAt: '2026-01-01T12:00:01Z', order });
  return { rawBody, headers: signGetRestoBody(rawBody, secret, eventId) };
}

/** Any signed GET RESTO event (`order.status_changed`, `order.cancelled`…), ready to POST to /webhooks/get-resto. */
export function aSignedGetRestoEvent(secret: string, eventId: string, event: Record<string, unknown>) {
  const rawBody = JSON.stringify({ createdAt: '2026-01-01T12:00:01Z', ...event });
  return { rawBody, headers: signGetRestoBody(rawBody, secret, eventId) };
}
