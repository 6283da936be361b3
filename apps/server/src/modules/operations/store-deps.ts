import type { CredentialsCheckRestaurant, CredentialsVerdict } from '../../platforms/outbound/check-store-credentials';

/**
 * Whether the restaurant's platform accepts this tablet login and password
 * (platforms/outbound/check-store-credentials.ts).
 */
export type StoreCredentialsChecker = (
  restaurant: CredentialsCheckRestaurant,
  login: string,
  password: string,
) => Promise<CredentialsVerdict>;

/** The checker of an app built without platform clients: no credentials can be confirmed, so none are saved. */
export const refuseStoreCredentials: StoreCredentialsChecker = async () => 'refused';
