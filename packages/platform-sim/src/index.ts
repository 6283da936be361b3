export { createSimulator, SimulatorInputError, type ClickNCollectPayload, type PlaceOrderInput, type Simulator, type SimulatorOptions, type SimulatorRestaurant } from './simulator';
export { DEFAULT_FULFILMENT, PLATFORM_FULFILMENTS, supportedFulfilments } from './fulfilment';
export { RETRY_POLICIES, type DeliveryAttempt, type WebhookPlatform } from './delivery';
export { signWebhook, type JustEatHashFormat } from './signing';
export type { PartnerCall } from './partner-api';
export type { SimOrder } from './sim-order';
export type { SimStore } from './sim-store';
