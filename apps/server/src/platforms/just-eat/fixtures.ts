import type { JetConnectOrder } from './jet-connect-order';

// Realistic Just Eat payloads for tests and fixtures: a JET Connect push in minor units and a partner-API
// acceptance-requested webhook in decimals. Both describe orders whose sums are worked out in the tests.

export function aJetConnectOrder(overrides: Partial<JetConnectOrder> = {}): Record<string, unknown> {
  return {
    id: 'jet-7f3c2a91',
    posLocationId: 'je-store-1042',
    third_party_order_reference: '480012345',
    type: 'delivery-by-merchant', // the restaurant's own driver delivers: DELIVERY_THIRD_PARTY
    channel: { name: 'Just Eat', id: 'je' },
    location: { id: 'je-store-1042', timezone: 'Europe/Paris' },
    items: [
      {
        name: 'Double Cheeseburger',
        plu: 'BURGER-DBL',
        price: 1150,
        quantity: 2,
        notes: 'No pickles',
        children: [
          {
            name: 'Menu (fries + drink)',
            plu: 'MENU',
            price: 350,
            children: [
              { name: 'Coca-Cola 33cl', plu: 'COKE', price: 0 },
              { name: 'Large fries', plu: 'FRIES-L', price: 100 },
            ],
          },
          { name: 'Extra bacon', plu: 'BACON', price: 150, quantity: 2 },
        ],
      },
      { name: 'Chocolate brownie', plu: 'BROWNIE', price: 450 },
    ],
    payment: {
      items_in_cart: { inc_tax: 4250, tax: 386 },
      deposit: 0,
      adjustments: [
        { name: 'deliveryFee', price: { inc_tax: 299, tax: 50 } },
        { name: 'serviceCharge', price: { inc_tax: 99, tax: 17 } },
        { name: 'bagfee', price: { inc_tax: 10, tax: 0 } },
        { name: 'driverTip', price: { inc_tax: 200, tax: 0 } },
        { name: 'discount', price: { inc_tax: -500, tax: 0 } },
      ],
      final: { inc_tax: 4358, tax: 453 },
    },
    delivery: {
      first_name: 'Camille',
      last_name: 'Martin',
      phone_number: '+33 1 76 54 32 10',
      phone_masking_code: '482913',
      line1: '12 rue Oberkampf',
      line2: 'Bâtiment B',
      city: 'Paris',
      postcode: '75011',
      country: 'FR',
      email: 'camille.martin@example.test',
      coordinates: { latitude: 48.8647, longitude: 2.3752 },
    },
    driver: { first_name: 'Yanis', last_name: 'B.', phone_number: '+33 6 00 00 00 01' },
    kitchen_notes: 'Allergic to sesame',
    delivery_notes: 'Code 4821, 3rd floor',
    created_at: '1767261600',
    deliver_at: '1767263400',
    tender_type: 'card',
    payment_method: 'card',
    promotions: [{ name: '5 € off', value: 500 }],
    extras: { just_eat_order_api_id: 'r2d2c3po' },
    ...overrides,
  };
}

export function aPartnerOrder(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    OrderId: 'r2d2c3po',
    FriendlyOrderReference: '480054321',
    PlacedDate: '2026-01-01T10:00:00Z',
    Restaurant: { Id: 110230, TimeZone: 'Europe/London' },
    Fulfilment: {
      Method: 'Delivery',
      CustomerDueAsap: true,
      CustomerDueDate: '2026-01-01T10:45:00Z',
      PreparationTime: '0:23:32',
      PhoneNumber: '+44 20 7946 0000',
      PhoneMaskingCode: '123456',
      Address: {
        Lines: ['1 Bridge Street', 'Flat 2'],
        City: 'London',
        PostalCode: 'EC4V 6BJ',
        Geolocation: { Latitude: 51.51, Longitude: -0.1 },
      },
    },
    Items: [
      {
        Name: 'Margherita',
        Reference: 'PIZ-MARG',
        Quantity: 2,
        UnitPrice: 9.95,
        TotalPrice: 24.2,
        Items: [
          {
            Name: 'Extra mozzarella',
            Reference: 'MOZZ',
            Quantity: 1,
            UnitPrice: 1.2,
            Items: [{ Name: 'Buffalo', Reference: 'BUF', Quantity: 1, UnitPrice: 0.95 }],
          },
        ],
      },
      { Name: 'Tiramisu', Reference: 'TIRA', Quantity: 1, UnitPrice: 4.1, TotalPrice: 4.1 },
    ],
    PriceBreakdown: {
      Items: 28.3,
      Fees: { Delivery: 2.5, Other: 0, ServiceCharge: 0.5 },
      Discount: 3.3,
      Taxes: 4.86,
      Tips: 1.15,
    },
    TotalPrice: 29.15,
    Currency: 'GBP',
    Payment: { Lines: [{ Type: 'card', Value: 29.15, Paid: true }] },
    Customer: { Id: 98765, Name: 'Oliver James Smith', PreviousRestaurantOrderCount: 3 },
    Restrictions: [],
    IsTest: false,
    ...overrides,
  };
}
