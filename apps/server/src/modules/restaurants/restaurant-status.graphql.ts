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
  fields: (t) => ({
    hasLoginPassword: t.exposeBoolean('hasLoginPassword'),
    tabletLogin: t.exposeString('tabletLogin', { nullable: true }),
    tabletPass: t.exposeString('tabletPass', { nullable: true }),
    drn: t.exposeString('drn', { nullable: true }),
    restaurantId: t.exposeString('restaurantId', { nullable: true }),
    hexagonIDs: t.exposeStringList('hexagonIDs'),
  }),
});

export function readPlatformData(restaurant: RestaurantRow): RestaurantPlatformData {
  return { ...emptyPlatformData, ...restaurant.platformData };
}

// SPEC §3 restaurantKOM: the platform-side status, stored flat on the restaurant row.
export const RestaurantKomRef = builder.objectRef<RestaurantRow>('RestaurantKOM').implement({
  fields: (t) => ({
    loginToken: t.exposeString('komLoginToken', { nullable: true }),
    isConnected: t.exposeBoolean('komIsConnected'),
    isOrderable: t.exposeBoolean('komIsOrderable'),
    isAutoPausedUntil: t.string({ nullable: true, resolve: (restaurant) => toIsoString(restaurant.komIsAutoPausedUntil) }),
    enabled: t.exposeBoolean('komEnabled'),
    isBusyUntil: t.string({ nullable: true, resolve: (restaurant) => toIsoString(restaurant.komIsBusyUntil) }),
    isVisible: t.exposeBoolean('komIsVisible'),
    statusReason: t.exposeString('komStatusReason', { nullable: true }),
    deliveryZoneName: t.exposeString('komDeliveryZoneName', { nullable: true }),
    deliveryZoneColor: t.exposeString('komDeliveryZoneColor', { nullable: true }),
  }),
});
