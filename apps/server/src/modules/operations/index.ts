// The operations module's public file: what other code may import from it (docs/architecture.md#modules).
export { findRestaurantInScope } from './restaurant-in-scope';
export type { StoreCredentialsChecker } from './store-deps';
