import { builder } from '../../builder';
import type { RestaurantPlatformData, RestaurantRow } from '../../db/schema';
import { toIsoString } from '../../lib/instants';

const emptyPlatformData: RestaurantPlatformData = {
  hasLoginPassword: false,
  tabletLogin: null,
  tabletPass: null,
  drn: null,
  restaurantId: null,
  hexagonIDs: [],
};

export const PlatformDataRef = builder.objectRef<RestaurantPlatformData>('PlatformData').implement({
  description:
    "The restaurant's sign-in and identifiers on its platform (platformData, docs/data-model.md#restaurants).",
  fields: (t) => ({
    hasLoginPassword: t.exposeBoolean('hasLoginPassword', {
      description: "Whether the platform tablet's login and password are stored.",
    }),
    tabletLogin: t.exposeString('tabletLogin', {
      description: "The login of the platform's tablet account for this store.",
      nullable: true,
    }),
    // Write-only: the password is for the platform adapters, never sent back to a browser (docs/security.md#tenants).
    tabletPass: t.string({
      description:
        "Always null: the platform tablet's password is write-only (checkLoginPlatform sets it; hasLoginPassword says whether one is stored).",
      nullable: true,
      resolve: () => null,
    }),
    drn: t.exposeString('drn', {
      description: "The store's DRN identifier on the platform, when it has one.",
      nullable: true,
    }),
    restaurantId: t.exposeString('restaurantId', {
      description: "The store's restaurant id on the platform, when it differs from the store id.",
      nullable: true,
    }),
    hexagonIDs: t.exposeStringList('hexagonIDs', {
      description: 'Ids of the delivery-area hexagons the platform lists for the store.',
    }),
  }),
});

export function readPlatformData(restaurant: RestaurantRow): RestaurantPlatformData {
  return { ...emptyPlatformData, ...restaurant.platformData };
}

// restaurantKOM (docs/data-model.md#restaurants): the platform-side status, stored flat on the restaurant row.
export const RestaurantKomRef = builder.objectRef<RestaurantRow>('RestaurantKOM').implement({
  description:
    "The restaurant's live status on its platform, as the tablet shows it (restaurantKOM, docs/glossary.md).",
  fields: (t) => ({
    loginToken: t.exposeString('komLoginToken', {
      description: "The token the platform's tablet session uses, when one is stored.",
      nullable: true,
    }),
    isConnected: t.exposeBoolean('komIsConnected', {
      description: 'Whether the platform accepts the stored tablet login.',
    }),
    isOrderable: t.exposeBoolean('komIsOrderable', {
      description: 'Whether clients can order from the restaurant right now.',
    }),
    isAutoPausedUntil: t.string({
      description: 'Until when the platform paused the restaurant by itself, ISO-8601 UTC; null when not paused.',
      nullable: true,
      resolve: (restaurant) => toIsoString(restaurant.komIsAutoPausedUntil),
    }),
    enabled: t.exposeBoolean('komEnabled', { description: 'Whether the restaurant is enabled on the platform.' }),
    isBusyUntil: t.string({
      description: 'Until when the platform gives more preparation time (busy mode), ISO-8601 UTC; null when not busy.',
      nullable: true,
      resolve: (restaurant) => toIsoString(restaurant.komIsBusyUntil),
    }),
    isVisible: t.exposeBoolean('komIsVisible', {
      description: 'Whether clients can see the restaurant on the platform.',
    }),
    statusReason: t.exposeString('komStatusReason', {
      description: "The platform's reason for the current status, as it sends it.",
      nullable: true,
    }),
    deliveryZoneName: t.exposeString('komDeliveryZoneName', {
      description: "The name of the restaurant's delivery zone.",
      nullable: true,
    }),
    deliveryZoneColor: t.exposeString('komDeliveryZoneColor', {
      description: 'The colour the delivery zone is drawn in, as a CSS colour.',
      nullable: true,
    }),
  }),
});
