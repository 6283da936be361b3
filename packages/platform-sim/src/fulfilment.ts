import type { FulfillmentType, PlatformCode } from '@comptoir/domain';

// The fulfilment types each platform really has (docs/platforms.md), keyed by the API value they stand for, in the
// platform's own words. docs/glossary.md: DELIVERY = the platform's couriers deliver; DELIVERY_THIRD_PARTY = the
// restaurant delivers, with its own staff or a courier company it hires. Glovo sends no fulfilment field: its words
// here only name the case (its payload says it with `delivery_address` and `is_picked_up_by_customer`).
export const PLATFORM_FULFILMENTS: Readonly<Record<PlatformCode, Partial<Record<FulfillmentType, string>>>> = {
  PLATFORM_UBER_EAT: {
    DELIVERY: 'DELIVERY',
    DELIVERY_THIRD_PARTY: 'DELIVERY_BY_RESTAURANT',
    PICKUP: 'PICKUP',
    DINNING: 'DINE_IN',
  },
  PLATFORM_DELIVEROO: {
    DELIVERY: 'deliveroo',
    DELIVERY_THIRD_PARTY: 'restaurant',
    PICKUP: 'customer',
    DELIVERY_TABLE: 'table_service',
  },
  PLATFORM_JUST_EAT: {
    DELIVERY: 'delivery-by-delivery-partner',
    DELIVERY_THIRD_PARTY: 'delivery-by-merchant',
    PICKUP: 'collection-by-customer',
  },
  PLATFORM_GLOVO: {
    DELIVERY: 'GLOVO_COURIER',
    DELIVERY_THIRD_PARTY: 'STORE_DELIVERY',
    PICKUP: 'PICKED_UP_BY_CUSTOMER',
  },
  PLATFORM_CLICK_N_COLLECT: { PICKUP: 'PICKUP', DINNING: 'DINNING' },
  PLATFORM_GET_RESTO: {
    DELIVERY: 'courier_delivery',
    DELIVERY_THIRD_PARTY: 'restaurant_delivery',
    PICKUP: 'pickup',
    DELIVERY_TABLE: 'table_service',
    DINNING: 'dine_in',
  },
};

// What a demo restaurant gets when the caller names no fulfilment type (matches the demo seed's restaurants):
// the platform's couriers on Uber Eats, Deliveroo and Glovo; the restaurant's own riders on Just Eat and GET RESTO.
export const DEFAULT_FULFILMENT: Readonly<Record<PlatformCode, FulfillmentType>> = {
  PLATFORM_UBER_EAT: 'DELIVERY',
  PLATFORM_DELIVEROO: 'DELIVERY',
  PLATFORM_JUST_EAT: 'DELIVERY_THIRD_PARTY',
  PLATFORM_GLOVO: 'DELIVERY',
  PLATFORM_CLICK_N_COLLECT: 'PICKUP',
  PLATFORM_GET_RESTO: 'DELIVERY_THIRD_PARTY',
};

export function supportedFulfilments(platform: PlatformCode): FulfillmentType[] {
  return Object.keys(PLATFORM_FULFILMENTS[platform]) as FulfillmentType[];
}

/** Whether the platform's couriers carry this order (they have a name and a phone in the payload): DELIVERY only. */
export function isPlatformDelivered(fulfillmentType: FulfillmentType): boolean {
  return fulfillmentType === 'DELIVERY';
}
