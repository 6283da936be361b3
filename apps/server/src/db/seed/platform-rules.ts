import type { FulfillmentType, PaymentMethod, PlatformCode } from '@comptoir/domain';
import type { Faker } from '@faker-js/faker';

type Weighted<T> = ReadonlyArray<{ value: T; weight: number }>;

export type PlatformRules = {
  fulfillment: Weighted<FulfillmentType>;
  payment: (fulfillment: FulfillmentType) => Weighted<PaymentMethod>;
  /** Commission in percent of the food sold (subtotal − promo). */
  commissionPurcent: number;
  /** Share of orders carrying a promotion. */
  promoRate: number;
  /** Share of delivered orders with a tip. */
  tipRate: number;
};

const cardOnly: Weighted<PaymentMethod> = [{ value: 'PAYMENT_CREDIT_CARD', weight: 1 }];

// docs/glossary.md: DELIVERY = the platform's couriers deliver; DELIVERY_THIRD_PARTY = the restaurant delivers (its own
// staff or a courier company it hires), charges the delivery price and may take cash at the door.
export const PLATFORM_RULES: Readonly<Record<PlatformCode, PlatformRules>> = {
  // Uber Eats couriers deliver DELIVERY orders; the eater may also pick up.
  PLATFORM_UBER_EAT: {
    fulfillment: [
      { value: 'DELIVERY', weight: 82 },
      { value: 'PICKUP', weight: 18 },
    ],
    payment: () => cardOnly,
    commissionPurcent: 30,
    promoRate: 0.18,
    tipRate: 0.14,
  },
  // Deliveroo riders deliver.
  PLATFORM_DELIVEROO: {
    fulfillment: [
      { value: 'DELIVERY', weight: 86 },
      { value: 'PICKUP', weight: 14 },
    ],
    payment: () => cardOnly,
    commissionPurcent: 28,
    promoRate: 0.15,
    tipRate: 0.12,
  },
  // Just Eat restaurants often deliver themselves, and their customers may pay cash; Just Eat's couriers carry the
  // rest.
  PLATFORM_JUST_EAT: {
    fulfillment: [
      { value: 'DELIVERY_THIRD_PARTY', weight: 60 },
      { value: 'DELIVERY', weight: 25 },
      { value: 'PICKUP', weight: 15 },
    ],
    payment: (fulfillment) =>
      fulfillment === 'DELIVERY_THIRD_PARTY'
        ? [
            { value: 'PAYMENT_CREDIT_CARD', weight: 78 },
            { value: 'PAYMENT_CASH', weight: 22 },
          ]
        : cardOnly,
    commissionPurcent: 14,
    promoRate: 0.08,
    tipRate: 0.06,
  },
  // Glovo couriers deliver.
  PLATFORM_GLOVO: {
    fulfillment: [
      { value: 'DELIVERY', weight: 90 },
      { value: 'PICKUP', weight: 10 },
    ],
    payment: () => cardOnly,
    commissionPurcent: 30,
    promoRate: 0.12,
    tipRate: 0.1,
  },
  // The product's own ordering: collected at the counter or eaten in.
  PLATFORM_CLICK_N_COLLECT: {
    fulfillment: [
      { value: 'PICKUP', weight: 85 },
      { value: 'DINNING', weight: 15 },
    ],
    payment: () => [
      { value: 'PAYMENT_CREDIT_CARD', weight: 68 },
      { value: 'PAYMENT_VOUCHER', weight: 27 },
      { value: 'PAYMENT_CASH', weight: 5 },
    ],
    commissionPurcent: 3,
    promoRate: 0.06,
    tipRate: 0,
  },
  // The restaurant's own ordering: it delivers itself, or the customer collects or eats in.
  PLATFORM_GET_RESTO: {
    fulfillment: [
      { value: 'DELIVERY_THIRD_PARTY', weight: 50 },
      { value: 'PICKUP', weight: 35 },
      { value: 'DINNING', weight: 15 },
    ],
    payment: () => [
      { value: 'PAYMENT_CREDIT_CARD', weight: 60 },
      { value: 'PAYMENT_CASH', weight: 20 },
      { value: 'PAYMENT_VOUCHER', weight: 20 },
    ],
    commissionPurcent: 5,
    promoRate: 0.08,
    tipRate: 0.05,
  },
};

/** The restaurant delivers (so it charges the delivery price); on DELIVERY the platform's couriers do. */
export function isDeliveredByRestaurant(fulfillment: FulfillmentType): boolean {
  return fulfillment === 'DELIVERY_THIRD_PARTY';
}

export function isDelivery(fulfillment: FulfillmentType): boolean {
  return fulfillment === 'DELIVERY' || fulfillment === 'DELIVERY_THIRD_PARTY';
}

/**
 * docs/orders.md#delivered: the restaurant marks COMPLETED (delivered) Uber Eats pickups and orders of platforms other
 * than Deliveroo and Uber Eats that the platform's couriers do not carry; the platform closes the others as FINISHED.
 */
export function closingStatus(platform: PlatformCode, fulfillment: FulfillmentType): 'COMPLETED' | 'FINISHED' {
  if (platform === 'PLATFORM_UBER_EAT') return fulfillment === 'PICKUP' ? 'COMPLETED' : 'FINISHED';
  if (platform === 'PLATFORM_DELIVEROO') return 'FINISHED';
  return fulfillment === 'DELIVERY' ? 'FINISHED' : 'COMPLETED';
}

export type OrderIds = { platformId: string; displayId: string };

/** Order ids in each platform's style; `sequence` keeps the numeric ones unique. */
export function createOrderIds(faker: Faker, platform: PlatformCode, sequence: number): OrderIds {
  switch (platform) {
    case 'PLATFORM_UBER_EAT': {
      const platformId = faker.string.uuid();
      return { platformId, displayId: platformId.slice(0, 5).toUpperCase() };
    }
    case 'PLATFORM_DELIVEROO':
      return { platformId: `fr:${faker.string.uuid()}`, displayId: String(faker.number.int({ min: 1000, max: 9999 })) };
    case 'PLATFORM_JUST_EAT':
      return {
        platformId: faker.string.alphanumeric({ length: 22, casing: 'lower' }),
        displayId: String(480_000_000 + sequence * 37),
      };
    case 'PLATFORM_GLOVO':
      return {
        platformId: String(100_012_000_000 + sequence * 53),
        displayId: faker.string.alphanumeric({ length: 8, casing: 'upper' }),
      };
    case 'PLATFORM_CLICK_N_COLLECT':
      return { platformId: faker.string.uuid(), displayId: `CNC-${String(sequence % 10_000).padStart(4, '0')}` };
    case 'PLATFORM_GET_RESTO':
      return {
        platformId: String(7_300_000 + sequence),
        displayId: `GR-${String(sequence % 10_000).padStart(4, '0')}`,
      };
  }
}
