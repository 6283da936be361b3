export const ORDER_STATUSES = [
  'SCHEDULED_ORDER_CREATED',
  'CREATED',
  'SCHEDULED_ORDER_ACCEPTED',
  'ACCEPTED',
  'CONFIRMED',
  'READY_FOR_PICKUP',
  'IN_TRANSIT',
  'COMPLETED',
  'FINISHED',
  'DENIED',
  'CANCELED',
  'UNKNOWN',
  'ERROR',
  'FAILED',
  'REJECTED',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

const orderStatusSet: ReadonlySet<string> = new Set(ORDER_STATUSES);

export function isOrderStatus(x: unknown): x is OrderStatus {
  return typeof x === 'string' && orderStatusSet.has(x);
}

export function isScheduledStatus(status: OrderStatus): boolean {
  return status === 'SCHEDULED_ORDER_CREATED' || status === 'SCHEDULED_ORDER_ACCEPTED';
}

export type BadgeColor = 'warning' | 'info' | 'primary' | 'danger';

const BADGE_COLORS: Readonly<Record<OrderStatus, BadgeColor>> = {
  SCHEDULED_ORDER_CREATED: 'warning',
  CREATED: 'warning',
  SCHEDULED_ORDER_ACCEPTED: 'warning',
  ACCEPTED: 'info',
  IN_TRANSIT: 'info',
  READY_FOR_PICKUP: 'info',
  FINISHED: 'primary',
  COMPLETED: 'primary',
  CONFIRMED: 'primary',
  DENIED: 'danger',
  CANCELED: 'danger',
  UNKNOWN: 'danger',
  ERROR: 'danger',
  FAILED: 'danger',
  REJECTED: 'danger',
};

export function badgeColor(status: OrderStatus): BadgeColor {
  return BADGE_COLORS[status];
}

/**
 * Translation key of a status label: `status.accepted`, `status.ready_for_pickup`; both scheduled statuses read
 * `status.planned`.
 */
export function statusLabelKey(status: OrderStatus): string {
  return isScheduledStatus(status) ? 'status.planned' : `status.${status.toLowerCase()}`;
}

export const ACTIVE_ORDER_GROUPS = ['created', 'accepted', 'finished'] as const;

export type ActiveOrderGroup = (typeof ACTIVE_ORDER_GROUPS)[number];

const CREATED_GROUP: readonly OrderStatus[] = ['CREATED', 'SCHEDULED_ORDER_CREATED'];
const ACCEPTED_GROUP: readonly OrderStatus[] = [
  'SCHEDULED_ORDER_ACCEPTED',
  'ACCEPTED',
  'CONFIRMED',
  'READY_FOR_PICKUP',
  'IN_TRANSIT',
];

/** The orders-screen tab an active order belongs to. */
export function activeOrderGroup(status: OrderStatus, hasImage: boolean): ActiveOrderGroup {
  // docs/orders.md#orders-screen: "Orders with a photo move to Completed", whatever their status.
  if (hasImage) return 'finished';
  if (CREATED_GROUP.includes(status)) return 'created';
  if (ACCEPTED_GROUP.includes(status)) return 'accepted';
  return 'finished';
}

/**
 * Reports count these orders as canceled (History's canceled / canceledTotal, docs/orders.md#statuses); every other
 * status is an order.
 */
export const CANCELED_STATUSES: readonly OrderStatus[] = ['CANCELED', 'DENIED', 'REJECTED', 'FAILED', 'ERROR'];

export function isCanceledStatus(status: OrderStatus): boolean {
  return CANCELED_STATUSES.includes(status);
}
