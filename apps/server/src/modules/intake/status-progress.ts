import type { OrderStatus } from '@comptoir/domain';

// Platforms deliver events late and out of order (docs/platforms.md#at-a-glance), so an event may only move an order
// forward: a late `order.placed` after a cancellation keeps it CANCELED. Final statuses never change again.
const PROGRESS: Readonly<Record<OrderStatus, number>> = {
  UNKNOWN: -1,
  ERROR: -1,
  SCHEDULED_ORDER_CREATED: 0,
  CREATED: 0,
  SCHEDULED_ORDER_ACCEPTED: 1,
  ACCEPTED: 1,
  CONFIRMED: 2,
  READY_FOR_PICKUP: 3,
  IN_TRANSIT: 4,
  COMPLETED: 5,
  FINISHED: 5,
  DENIED: 5,
  CANCELED: 5,
  FAILED: 5,
  REJECTED: 5,
};

function isFinalStatus(status: OrderStatus): boolean {
  return PROGRESS[status] === 5;
}

/** Whether a platform event saying `next` may replace `current`. */
export function movesForward(current: OrderStatus, next: OrderStatus): boolean {
  if (isFinalStatus(current) || next === current) return false;
  return PROGRESS[next] > PROGRESS[current];
}
