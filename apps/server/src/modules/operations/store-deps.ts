import type { StoreAction } from '../../platforms/adapter';
import type { CredentialsCheckRestaurant } from '../../platforms/outbound/check-store-credentials';
import type { StoreActionRestaurant } from '../../platforms/outbound/send-store-action';

/** Queues `action` for the restaurant's platform (platforms/outbound/send-store-action.ts in the running server). */
export type StoreActionSender = (restaurant: StoreActionRestaurant, action: StoreAction) => Promise<unknown>;

/** Whether the restaurant's platform accepts this tablet login and password (platforms/outbound/check-store-credentials.ts). */
export type StoreCredentialsChecker = (restaurant: CredentialsCheckRestaurant, login: string, password: string) => Promise<boolean>;

/** The sender of an app built without a platform outbox (tests of other modules): the platform hears nothing. */
export const ignoreStoreAction: StoreActionSender = async () => undefined;

/** The checker of an app built without platform clients: no credentials can be confirmed, so none are saved. */
export const refuseStoreCredentials: StoreCredentialsChecker = async () => false;
