import { ACCOUNT_TYPES, FULFILLMENT_TYPES, ORDER_STATUSES, PAYMENT_METHODS, PLATFORM_CODES } from '@comptoir/domain';
import { pgEnum } from 'drizzle-orm/pg-core';

// Closed value sets of the product only (docs/data-model.md); roles and subscription services stay text so adding one
// needs no migration.
export const accountType = pgEnum('account_type', ACCOUNT_TYPES);
export const platformCode = pgEnum('platform_code', PLATFORM_CODES);
export const cartStatus = pgEnum('cart_status', ORDER_STATUSES);
export const fulfillmentType = pgEnum('fulfillment_type', FULFILLMENT_TYPES);
export const paymentMethod = pgEnum('payment_method', PAYMENT_METHODS);
