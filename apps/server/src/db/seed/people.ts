import type { PlatformCode } from '@comptoir/domain';
import type { Faker } from '@faker-js/faker';
import type { CartClient, CartCourier, DeliveryLocation } from '../schema';

export type Customer = { client: CartClient; location: DeliveryLocation };

type Place = { city: string; postalCode: string; latitude: number; longitude: number };

function fakePhone(faker: Faker): string {
  return `+33 1 ${faker.string.numeric(2)} ${faker.string.numeric(2)} ${faker.string.numeric(2)} ${faker.string.numeric(2)}`;
}

// Uber Eats and Deliveroo hide the customer's number behind a proxy line and a PIN code.
function pinPhone(faker: Faker, platform: PlatformCode): string | null {
  if (platform === 'PLATFORM_UBER_EAT')
    return `${faker.string.numeric(3)} ${faker.string.numeric(2)} ${faker.string.numeric(3)}`;
  if (platform === 'PLATFORM_DELIVEROO') return faker.string.numeric(8);
  return null;
}

function customerPlatformId(faker: Faker, platform: PlatformCode): string {
  return platform === 'PLATFORM_UBER_EAT' || platform === 'PLATFORM_CLICK_N_COLLECT'
    ? faker.string.uuid()
    : String(faker.number.int({ min: 10_000_000, max: 99_999_999 }));
}

/** A restaurant's regulars and one-off customers; repeat orders make orderCount meaningful. */
export function createCustomers(faker: Faker, platform: PlatformCode, place: Place, count: number): Customer[] {
  return Array.from({ length: count }, () => ({
    client: {
      firstName: faker.person.firstName(),
      lastName: faker.person.lastName(),
      fakePhone:
        platform === 'PLATFORM_CLICK_N_COLLECT' ? faker.phone.number({ style: 'international' }) : fakePhone(faker),
      pinPhone: pinPhone(faker, platform),
      platformId: customerPlatformId(faker, platform),
    },
    location: {
      adresse: faker.location.streetAddress(),
      city: place.city,
      country: 'FR',
      postalCode: place.postalCode,
      latitude: Math.round((place.latitude + faker.number.float({ min: -0.025, max: 0.025 })) * 1e6) / 1e6,
      longtitude: Math.round((place.longitude + faker.number.float({ min: -0.035, max: 0.035 })) * 1e6) / 1e6,
    },
  }));
}

export function createCouriers(faker: Faker, count: number): CartCourier[] {
  return Array.from({ length: count }, () => ({
    firstName: faker.person.firstName(),
    lastName: faker.person.lastName(),
    fakePhone: fakePhone(faker),
    pinPhone: null,
    platformId: faker.string.uuid(),
    picture: null,
  }));
}

/** Skewed towards the first customers, who become regulars. */
export function pickCustomerIndex(faker: Faker, count: number): number {
  return Math.min(count - 1, Math.floor(count * faker.number.float() ** 2.2));
}

export const DELIVERY_INSTRUCTIONS = [
  'Code porte 4521B, 3e étage gauche',
  "Sonner à l'interphone, nom sur la boîte aux lettres",
  'Appeler en arrivant, la sonnette ne marche pas',
  'Bâtiment B, au fond de la cour',
  'Laisser devant la porte svp',
];

export const ORDER_INSTRUCTIONS = [
  'Pas de couverts svp',
  'Merci de bien fermer le sac',
  'Beaucoup de serviettes svp',
  "C'est pour un anniversaire !",
];
