export {
  createSimulator,
  SimulatorInputError,
  type ClickNCollectPayload,
  type PlaceOrderInput,
  type Simulator,
  type SimulatorOptions,
  type SimulatorRestaurant,
} from './simulator';
export { DEFAULT_FULFILMENT, PLATFORM_FULFILMENTS, supportedFulfilments } from './fulfilment';
export { UNCONNECTED_STORES, type UnconnectedStore } from './unconnected-stores';
export { RETRY_POLICIES, type DeliveryAttempt, type WebhookPlatform } from './delivery';
export { signWebhook, type JustEatHashFormat } from './signing';
export type { PartnerCall } from './partner-api';
export type { SimOrder } from './sim-order';
export type { SimStore } from './sim-store';
export { UNCONNECTED_UBER_STORES, type UberOwner } from './uber-merchant';
export type { SimDayOff, SimItemState, SimMenu, SimPeriod, SimWeekDay } from './sim-menu';
export type { SimReview } from './sim-review';
export type { PlaceReviewInput } from './sim-reviews';
export {
  REFUND_OUTCOMES,
  REFUNDING_PLATFORMS,
  type RefundableOrder,
  type RefundOutcome,
  type SimRefund,
} from './refunds';
export type { RefundInput, RefundOrderLookup } from './sim-refunds';
export {
  createCloudPrntPrinter,
  type CloudPrntCredentials,
  type CloudPrntPrinter,
  type PollAnswer,
  type PrintedJob,
} from './cloudprnt-printer';
// Each platform's order payload from one simulated order, for the server's tests that an order of any platform's
// shape reads the same once taken in (docs/orders.md#lines-and-options).
export type { DraftLine, DraftModifier, DraftOrder } from './draft-order';
export { clickNCollectOrder } from './payloads/click-n-collect';
export { deliverooOrder } from './payloads/deliveroo';
export { getRestoOrder } from './payloads/get-resto';
export { glovoOrder } from './payloads/glovo';
export { justEatOrder } from './payloads/just-eat';
export { uberFulfillmentOrder, uberV2Order } from './payloads/uber-eats';
