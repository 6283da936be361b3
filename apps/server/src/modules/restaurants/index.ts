// The restaurants module's public file: what other code may import from it (docs/architecture.md#modules).
export { listRestaurants, RESTAURANT_KEYSET } from './list-restaurants';
export { checkTypedCredentials } from './check-typed-credentials';
export { loadOpeningWeeks } from './opening-weeks';
export {
  hasMainPassword,
  hasTabletPassword,
  readMainPassword,
  readTabletPassword,
  withMainCredentials,
  withTabletCredentials,
} from './platform-credentials';
export { readPlatformData } from './restaurant-status.graphql';
export { RestaurantConnectionRef, RestaurantRef } from './restaurant.graphql';
