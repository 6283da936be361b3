import type { FulfillmentType, PlatformCode } from '@comptoir/domain';
import type { DemoCompanyKey } from './companies';

export type DemoRestaurantSpec = {
  company: DemoCompanyKey;
  platform: PlatformCode;
  title: string;
  label: string;
  adresse: string;
  postalCode: string;
  city: string;
  latitude: number;
  longitude: number;
  manualDisputeHandling: boolean;
  /**
   * Its usual fulfilment (docs/glossary.md): DELIVERY = the platform's couriers, DELIVERY_THIRD_PARTY = the restaurant.
   */
  fulfillmentType: FulfillmentType;
  // Who delivers: the platform's couriers or the restaurant's own riders.
  deliveryMode: 'PLATFORM' | 'RESTAURANT';
  /** Average orders on a Thursday; weekends bring more. */
  dailyOrders: number;
};

const bastille = {
  adresse: '12 rue de la Roquette',
  postalCode: '75011',
  city: 'Paris',
  latitude: 48.8537,
  longitude: 2.3716,
};
const oberkampf = {
  adresse: '101 rue Oberkampf',
  postalCode: '75011',
  city: 'Paris',
  latitude: 48.8655,
  longitude: 2.3795,
};
const partDieu = {
  adresse: '48 rue de la Villette',
  postalCode: '69003',
  city: 'Lyon',
  latitude: 45.7606,
  longitude: 4.8593,
};

// Demo Burger Co is on every platform (Uber Eats and Deliveroo with manual dispute handling); Corner Pizza on two.
export const DEMO_RESTAURANTS: readonly DemoRestaurantSpec[] = [
  {
    company: 'burger',
    platform: 'PLATFORM_UBER_EAT',
    title: 'Demo Burger Bastille',
    label: 'DB-UE',
    ...bastille,
    manualDisputeHandling: true,
    fulfillmentType: 'DELIVERY',
    deliveryMode: 'PLATFORM',
    dailyOrders: 12,
  },
  {
    company: 'burger',
    platform: 'PLATFORM_DELIVEROO',
    title: 'Demo Burger Bastille',
    label: 'DB-DR',
    ...bastille,
    manualDisputeHandling: true,
    fulfillmentType: 'DELIVERY',
    deliveryMode: 'PLATFORM',
    dailyOrders: 10,
  },
  {
    company: 'burger',
    platform: 'PLATFORM_JUST_EAT',
    title: 'Demo Burger Oberkampf',
    label: 'DB-JE',
    ...oberkampf,
    manualDisputeHandling: false,
    fulfillmentType: 'DELIVERY_THIRD_PARTY',
    deliveryMode: 'RESTAURANT',
    dailyOrders: 7,
  },
  {
    company: 'burger',
    platform: 'PLATFORM_GLOVO',
    title: 'Demo Burger Oberkampf',
    label: 'DB-GL',
    ...oberkampf,
    manualDisputeHandling: false,
    fulfillmentType: 'DELIVERY',
    deliveryMode: 'PLATFORM',
    dailyOrders: 6,
  },
  {
    company: 'burger',
    platform: 'PLATFORM_CLICK_N_COLLECT',
    title: 'Demo Burger Click & Collect',
    label: 'DB-CNC',
    ...bastille,
    manualDisputeHandling: false,
    fulfillmentType: 'PICKUP',
    deliveryMode: 'RESTAURANT',
    dailyOrders: 6,
  },
  {
    company: 'burger',
    platform: 'PLATFORM_GET_RESTO',
    title: 'Demo Burger Oberkampf',
    label: 'DB-GR',
    ...oberkampf,
    manualDisputeHandling: false,
    fulfillmentType: 'DELIVERY_THIRD_PARTY',
    deliveryMode: 'RESTAURANT',
    dailyOrders: 5,
  },
  {
    company: 'pizza',
    platform: 'PLATFORM_UBER_EAT',
    title: 'Corner Pizza Part-Dieu',
    label: 'CP-UE',
    ...partDieu,
    manualDisputeHandling: false,
    fulfillmentType: 'DELIVERY',
    deliveryMode: 'PLATFORM',
    dailyOrders: 10,
  },
  {
    company: 'pizza',
    platform: 'PLATFORM_DELIVEROO',
    title: 'Corner Pizza Part-Dieu',
    label: 'CP-DR',
    ...partDieu,
    manualDisputeHandling: false,
    fulfillmentType: 'DELIVERY',
    deliveryMode: 'PLATFORM',
    dailyOrders: 8,
  },
];
