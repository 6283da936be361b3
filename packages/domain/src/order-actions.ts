import { COURIER_RATING_WINDOW_MIN } from './constants';
import type { FulfillmentType } from './fulfillment';
import type { OrderStatus } from './order-status';
import type { PlatformCode } from './platforms';

export type OrderFacts = {
  status: OrderStatus;
  platform: PlatformCode;
  fulfillmentType: FulfillmentType;
  runnerIsReady: boolean | null;
  /** ISO-8601 instant the order was created; needed only for courier rating. */
  createdAt?: string;
  hasRushJob?: boolean;
  courierRated?: boolean;
};

export const ORDER_ACTIONS = [
  'accept',
  'ready',
  'run',
  'inTransit',
  'delivered',
  'cancel',
  'extraCouriers',
  'extraPreparation',
  'print',
  'uploadPhoto',
  'rateCourier',
] as const;

export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const CANCEL_REASON_DEFAULT = 'OUT_OF_ITEMS';

const COURIER_RATING_WINDOW_MS = COURIER_RATING_WINDOW_MIN * 60_000;

const ACCEPTED_OR_CONFIRMED: readonly OrderStatus[] = ['ACCEPTED', 'CONFIRMED'];
const PREPARING: readonly OrderStatus[] = ['ACCEPTED', 'CONFIRMED', 'READY_FOR_PICKUP'];
const PHOTO_STATUSES: readonly OrderStatus[] = [
  'ACCEPTED',
  'CONFIRMED',
  'READY_FOR_PICKUP',
  'CREATED',
  'SCHEDULED_ORDER_CREATED',
  'SCHEDULED_ORDER_ACCEPTED',
];

function isRunnerNotReady(order: OrderFacts): boolean {
  return order.runnerIsReady !== true;
}

// "Delivered" (docs/orders.md#delivered): Deliveroo and Uber Eats deliver themselves, except Uber Eats pickups,
// which the restaurant hands over and closes.
function canMarkDelivered(order: OrderFacts): boolean {
  if (![...PREPARING, 'IN_TRANSIT'].includes(order.status)) return false;
  if (order.platform === 'PLATFORM_UBER_EAT') return order.fulfillmentType === 'PICKUP';
  return order.platform !== 'PLATFORM_DELIVEROO';
}

function canRateCourier(order: OrderFacts, now: Date): boolean {
  if (!order.hasRushJob || order.courierRated || order.createdAt === undefined) return false;
  const createdAtMs = Date.parse(order.createdAt);
  if (Number.isNaN(createdAtMs)) return false;
  return now.getTime() - createdAtMs < COURIER_RATING_WINDOW_MS;
}

/** Whether the order rules (docs/orders.md#actions) offer `action` on `order`. The server refuses what this refuses. */
export function canPerform(action: OrderAction, order: OrderFacts, now: Date = new Date()): boolean {
  switch (action) {
    case 'accept':
      return order.status === 'CREATED' || order.status === 'SCHEDULED_ORDER_CREATED';
    case 'ready':
      return ACCEPTED_OR_CONFIRMED.includes(order.status);
    case 'run':
      return isRunnerNotReady(order) && PREPARING.includes(order.status);
    case 'inTransit':
      return ACCEPTED_OR_CONFIRMED.includes(order.status) && order.fulfillmentType === 'DELIVERY_THIRD_PARTY';
    case 'delivered':
      return canMarkDelivered(order);
    case 'cancel':
      return order.platform === 'PLATFORM_UBER_EAT' && ACCEPTED_OR_CONFIRMED.includes(order.status);
    case 'extraCouriers':
      return (
        order.fulfillmentType === 'DELIVERY' &&
        order.platform !== 'PLATFORM_DELIVEROO' &&
        PREPARING.includes(order.status)
      );
    case 'extraPreparation':
      return ACCEPTED_OR_CONFIRMED.includes(order.status) && order.platform !== 'PLATFORM_DELIVEROO';
    case 'print':
      return true;
    case 'uploadPhoto':
      return PHOTO_STATUSES.includes(order.status);
    case 'rateCourier':
      return canRateCourier(order, now);
  }
}

export function availableActions(order: OrderFacts, now: Date = new Date()): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => canPerform(action, order, now));
}

/** The status an allowed action leaves the order in (check `canPerform` first). */
export function resultingStatus(action: OrderAction, order: Pick<OrderFacts, 'status'>): OrderStatus {
  switch (action) {
    case 'accept':
      return 'ACCEPTED';
    case 'ready':
    case 'run':
      return 'READY_FOR_PICKUP';
    case 'inTransit':
      return 'IN_TRANSIT';
    case 'delivered':
      return 'COMPLETED';
    case 'cancel':
      return 'CANCELED';
    default:
      return order.status;
  }
}

/** `runnerIsReady` after an allowed action: Ready and Run both hand the order to the runner. */
export function resultingRunnerIsReady(action: OrderAction, order: Pick<OrderFacts, 'runnerIsReady'>): boolean | null {
  return action === 'ready' || action === 'run' ? true : order.runnerIsReady;
}

/** The 'Ready' button on an order card (docs/orders.md#run), distinct from the Ready action of the detail modal. */
export function showReadyButton(order: Pick<OrderFacts, 'status' | 'runnerIsReady'>): boolean {
  return order.runnerIsReady !== true && PREPARING.includes(order.status);
}
