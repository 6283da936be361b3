// The applications module's public file: what other code may import from it (docs/architecture.md#modules).
export { queueDisputeWebhook, queueReviewWebhook } from './customer-events';
export { orderChangeKinds, queueOrderWebhook, queueOrderWebhooks, type OrderWebhook } from './order-payload';
export { queueMenuPublishedWebhook, queueRestaurantPauseWebhooks } from './restaurant-events';
export { signingSecrets, type SigningSecrets } from './webhook-signature';
