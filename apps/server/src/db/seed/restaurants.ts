import type { PlatformCode } from '@comptoir/domain';
import type { Faker } from '@faker-js/faker';
import { withTabletCredentials } from '../../modules/restaurants';
import type { Db } from '../client';
import {
  platforms,
  restaurantSubscriptions,
  restaurants,
  type NewRestaurantRow,
  type RestaurantPlatformData,
} from '../schema';
import type { DemoCompanyIds } from './companies';
import { DEMO_RESTAURANTS, type DemoRestaurantSpec } from './restaurant-specs';

export type SeededRestaurant = DemoRestaurantSpec & { id: number; uuid: string; companyId: number; timezone: string };

const TIMEZONE = 'Europe/Paris';
const DAY_MS = 86_400_000;

// Each platform names its stores its own way.
function platformStoreId(faker: Faker, platform: PlatformCode): string {
  switch (platform) {
    case 'PLATFORM_UBER_EAT':
    case 'PLATFORM_CLICK_N_COLLECT':
      return faker.string.uuid();
    case 'PLATFORM_DELIVEROO':
      return String(faker.number.int({ min: 100_000, max: 999_999 }));
    case 'PLATFORM_JUST_EAT':
      return String(faker.number.int({ min: 10_000, max: 99_999 }));
    case 'PLATFORM_GLOVO':
      return `FR-${faker.string.alphanumeric({ length: 6, casing: 'upper' })}`;
    case 'PLATFORM_GET_RESTO':
      return `gr-${faker.number.int({ min: 1000, max: 9999 })}`;
  }
}

/**
 * `dataKey`: the server's DATA_KEY, to store the demo tablet passwords encrypted; without it they are kept in clear.
 */
export async function insertDemoRestaurants(
  db: Db,
  faker: Faker,
  companyIds: DemoCompanyIds,
  now: Date,
  dataKey?: Uint8Array,
): Promise<SeededRestaurant[]> {
  const platformRows = await db.select({ id: platforms.id, code: platforms.code }).from(platforms);
  const platformIdOf = (code: PlatformCode): number => {
    const row = platformRows.find((platform) => platform.code === code);
    if (!row) throw new Error(`Platform ${code} is missing: run migrateDatabase first.`);
    return row.id;
  };

  // The tablet password as the settings screen keeps it: encrypted (docs/restaurant-settings.md#credentials).
  const sealed = (data: RestaurantPlatformData): RestaurantPlatformData =>
    dataKey && data.tabletLogin && data.tabletPass
      ? withTabletCredentials(dataKey, data, data.tabletLogin, data.tabletPass)
      : data;

  const drafts = DEMO_RESTAURANTS.map((spec, index) => {
    const storeId = platformStoreId(faker, spec.platform);
    // Corner Pizza's Deliveroo tablet credentials are missing on purpose: the demo shows the restaurant-problem
    // warning.
    const hasLogin = !(spec.company === 'pizza' && spec.platform === 'PLATFORM_DELIVEROO');
    const row: NewRestaurantRow = {
      uuid: faker.string.uuid(),
      companyId: companyIds[spec.company],
      platformId: platformIdOf(spec.platform),
      title: spec.title,
      label: spec.label,
      phone: `+33 ${spec.city === 'Lyon' ? '4' : '1'} ${faker.string.numeric(2)} ${faker.string.numeric(2)} ${faker.string.numeric(2)} ${faker.string.numeric(2)}`,
      adresse: spec.adresse,
      city: spec.city,
      postalCode: spec.postalCode,
      country: 'FR',
      latitude: spec.latitude,
      longitude: spec.longitude,
      timezone: TIMEZONE,
      etat: 'ACTIVE',
      deliveryMode: spec.deliveryMode,
      manualDisputeHandling: spec.manualDisputeHandling,
      comissionInvoicing: spec.platform === 'PLATFORM_UBER_EAT' || spec.platform === 'PLATFORM_DELIVEROO',
      preparationTime: spec.company === 'pizza' ? 20 : 15,
      fulfillmentType: spec.fulfillmentType,
      instruction: spec.deliveryMode === 'PLATFORM' ? 'Sacs fermés par un sticker, boissons à part.' : null,
      isIntegrated: true,
      rdOptional: spec.deliveryMode === 'RESTAURANT',
      platformStoreId: storeId,
      platformData: sealed({
        hasLoginPassword: hasLogin,
        tabletLogin: hasLogin ? `${spec.label.toLowerCase()}@tablet.demo.comptoir.test` : null,
        tabletPass: hasLogin ? faker.internet.password({ length: 12 }) : null,
        drn: spec.platform === 'PLATFORM_DELIVEROO' ? faker.string.uuid() : null,
        // The brand the simulated Deliveroo puts on its orders.
        brandId: spec.platform === 'PLATFORM_DELIVEROO' ? 'demo-brand' : null,
        restaurantId: storeId,
        hexagonIDs:
          spec.platform === 'PLATFORM_UBER_EAT'
            ? [faker.string.hexadecimal({ length: 15, prefix: '' }).toLowerCase()]
            : [],
      }),
      komLoginToken: hasLogin ? faker.string.alphanumeric(40) : null,
      komIsConnected: hasLogin,
      komDeliveryZoneName: spec.city === 'Lyon' ? 'Lyon 3e' : 'Paris 11e',
      komDeliveryZoneColor: ['#1c7ed6', '#2f9e44', '#e8590c', '#ae3ec9'][index % 4] ?? null,
      createdAt: new Date(now.getTime() - 370 * DAY_MS),
    };
    return { spec, row };
  });

  const inserted = await db
    .insert(restaurants)
    .values(drafts.map((draft) => draft.row))
    .returning({ id: restaurants.id, uuid: restaurants.uuid });
  const seeded = drafts.map(({ spec, row }): SeededRestaurant => {
    const match = inserted.find((restaurant) => restaurant.uuid === row.uuid);
    if (!match) throw new Error(`Restaurant ${spec.label} was not inserted.`);
    return { ...spec, id: match.id, uuid: match.uuid, companyId: row.companyId, timezone: TIMEZONE };
  });

  await insertRestaurantSubscriptions(db, seeded, now);
  return seeded;
}

const RESTAURANT_SERVICES = [
  { service: 'REVIEW', price: 900 },
  { service: 'ORDER_MANAGEMENT', price: 2900 },
  { service: 'INVOICE', price: 500 },
  { service: 'VAT', price: 500 },
] as const;

async function insertRestaurantSubscriptions(db: Db, seeded: SeededRestaurant[], now: Date): Promise<void> {
  const startedAt = new Date(now.getTime() - 365 * DAY_MS);
  const rows = seeded.flatMap((restaurant) =>
    RESTAURANT_SERVICES.map(({ service, price }) => {
      // Corner Pizza subscribes to order management only, like its company roles.
      const activated = restaurant.company === 'burger' || service === 'ORDER_MANAGEMENT';
      return { restaurantId: restaurant.id, service, activated, price, startedAt: activated ? startedAt : null };
    }),
  );
  await db.insert(restaurantSubscriptions).values(rows);
}
