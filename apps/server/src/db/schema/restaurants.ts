import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { id, instant, publicUuid, timestamps } from './columns';
import { companies } from './companies';
import { fulfillmentType } from './enums';
import { platformAuthorizations } from './platform-authorizations';
import { platforms } from './platforms';

export type RestaurantPlatformData = {
  hasLoginPassword: boolean;
  tabletLogin: string | null;
  // Always null for credentials saved since the settings screen: the password is kept in tabletPassEncrypted.
  tabletPass: string | null;
  /** The tablet password encrypted under DATA_KEY (docs/restaurant-settings.md#credentials). */
  tabletPassEncrypted?: string | null;
  /** The restaurant's main account on its platform (partner portal), and its password encrypted under DATA_KEY. */
  mainLogin?: string | null;
  mainPassEncrypted?: string | null;
  drn: string | null;
  restaurantId: string | null;
  hexagonIDs: string[];
  // Deliveroo's site API addresses a restaurant as brand + site (docs/platforms.md#deliveroo).
  brandId?: string | null;
};

export type RestaurantIntegrationStatus = 'pending' | 'integrated' | 'rejected';

export const restaurants = pgTable(
  'restaurants',
  {
    id: id(),
    uuid: publicUuid(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id),
    title: text('title').notNull(),
    // The legal entity that runs this store (restaurant settings "societe", docs/data-model.md#restaurants), when it is
    // not the company's.
    societe: text('societe'),
    label: text('label'),
    phone: text('phone'),
    adresse: text('adresse'),
    city: text('city'),
    postalCode: text('postal_code'),
    country: text('country'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    timezone: text('timezone').notNull().default('Europe/Paris'),
    etat: text('etat'),
    deliveryMode: text('delivery_mode'),
    manualDisputeHandling: boolean('manual_dispute_handling').notNull().default(false),
    comissionInvoicing: boolean('comission_invoicing').notNull().default(false),
    preparationTime: integer('preparation_time'),
    fulfillmentType: fulfillmentType('fulfillment_type'),
    instruction: text('instruction'),
    isIntegrated: boolean('is_integrated').notNull().default(true),
    orderWebhook: text('order_webhook'),
    rdOptional: boolean('rd_optional').notNull().default(false),
    platformData: jsonb('platform_data').$type<RestaurantPlatformData>(),
    // The store's id on its platform (Uber Eats store UUID, Deliveroo branch id, …).
    platformStoreId: text('platform_store_id').notNull(),
    // A GET RESTO store: the application that pushes its orders and hears its callbacks (docs/webhooks.md#get-resto).
    applicationId: integer('application_id').references(() => accounts.id, { onDelete: 'set null' }),
    // Paused by the operator in Comptoir (pauseRestaurant); what the platform applied is in platform_calls.
    isPaused: boolean('is_paused').notNull().default(false),
    pausedAt: instant('paused_at'),
    // A timed pause (docs/orders.md#pause): the sweeper resumes the restaurant then; null pauses until resumed.
    pausedUntil: instant('paused_until'),
    // restaurantKOM of docs/data-model.md#restaurants, flattened.
    komLoginToken: text('kom_login_token'),
    komIsConnected: boolean('kom_is_connected').notNull().default(true),
    komIsOrderable: boolean('kom_is_orderable').notNull().default(true),
    komIsAutoPausedUntil: instant('kom_is_auto_paused_until'),
    komEnabled: boolean('kom_enabled').notNull().default(true),
    komIsBusyUntil: instant('kom_is_busy_until'),
    komIsVisible: boolean('kom_is_visible').notNull().default(true),
    komStatusReason: text('kom_status_reason'),
    komDeliveryZoneName: text('kom_delivery_zone_name'),
    komDeliveryZoneColor: text('kom_delivery_zone_color'),
    // Connecting a restaurant (docs/platforms.md#connecting): 'pending' until its account manager approves it,
    // 'rejected' with the reason given; only 'integrated' restaurants take orders and make platform calls.
    integrationStatus: text('integration_status').$type<RestaurantIntegrationStatus>().notNull().default('integrated'),
    rejectionReason: text('rejection_reason'),
    requestedByAccountId: integer('requested_by_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    reviewedByAccountId: integer('reviewed_by_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    reviewedAt: instant('reviewed_at'),
    // Tabletless: orders are handled in Comptoir only, no platform tablet credentials are kept.
    isTabletLess: boolean('is_tablet_less').notNull().default(false),
    // The store is also attached to a POS on the platform (told by the company when connecting it).
    attachedToPos: boolean('attached_to_pos').notNull().default(false),
    // Whether the platform confirmed the tablet credentials: null = none saved, false = saved unverified.
    credentialsVerified: boolean('credentials_verified'),
    // When the platform said it unlinked the store from Comptoir (Uber Eats `store.deprovisioned`); cleared when it
    // links it again (`store.provisioned`). A restaurant problem until then (docs/platforms.md#connecting-uber-eats).
    unlinkedAt: instant('unlinked_at'),
    // The owner's grant that activated the store (Uber Eats `pos_data`), the token its provisioning calls go with.
    authorizationId: integer('authorization_id').references(() => platformAuthorizations.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    unique('restaurants_platform_store_unique').on(t.platformId, t.platformStoreId),
    index('restaurants_company_idx').on(t.companyId),
    // The account managers' review list reads pending restaurants by id (keyset).
    index('restaurants_integration_status_idx').on(t.integrationStatus, t.id),
  ],
);

// Service codes: REVIEW, ORDER_MANAGEMENT, INVOICE, VAT.
export const restaurantSubscriptions = pgTable(
  'restaurant_subscriptions',
  {
    id: id(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    service: text('service').notNull(),
    activated: boolean('activated').notNull().default(false),
    price: integer('price').notNull().default(0),
    startedAt: instant('started_at'),
    // When it was last switched off: the month it ends in is still due (docs/services.md#invoicing).
    endedAt: instant('ended_at'),
    ...timestamps(),
  },
  (t) => [
    index('restaurant_subscriptions_restaurant_idx').on(t.restaurantId),
    unique('restaurant_subscriptions_restaurant_service_unique').on(t.restaurantId, t.service),
  ],
);

export type RestaurantRow = typeof restaurants.$inferSelect;
export type NewRestaurantRow = typeof restaurants.$inferInsert;
