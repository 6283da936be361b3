import { describe, expect, it } from 'vitest';
import {
  activeOrderGroup,
  badgeColor,
  isScheduledStatus,
  ORDER_STATUSES,
  statusLabelKey,
  type ActiveOrderGroup,
  type BadgeColor,
  type OrderStatus,
} from './order-status';

// docs/orders.md#statuses, one row per status: badge colour and orders-screen group without a photo.
const TABLE: [OrderStatus, BadgeColor, ActiveOrderGroup][] = [
  ['SCHEDULED_ORDER_CREATED', 'warning', 'created'],
  ['CREATED', 'warning', 'created'],
  ['SCHEDULED_ORDER_ACCEPTED', 'warning', 'accepted'],
  ['ACCEPTED', 'info', 'accepted'],
  ['CONFIRMED', 'primary', 'accepted'],
  ['READY_FOR_PICKUP', 'info', 'accepted'],
  ['IN_TRANSIT', 'info', 'accepted'],
  ['COMPLETED', 'primary', 'finished'],
  ['FINISHED', 'primary', 'finished'],
  ['DENIED', 'danger', 'finished'],
  ['CANCELED', 'danger', 'finished'],
  ['UNKNOWN', 'danger', 'finished'],
  ['ERROR', 'danger', 'finished'],
  ['FAILED', 'danger', 'finished'],
  ['REJECTED', 'danger', 'finished'],
];

describe('order statuses', () => {
  it('has a row for each of the 15 statuses', () => {
    expect(TABLE.map(([status]) => status).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it.each(TABLE)('%s: badge %s, group %s', (status, color, group) => {
    expect(badgeColor(status)).toBe(color);
    expect(activeOrderGroup(status, false)).toBe(group);
    expect(activeOrderGroup(status, true)).toBe('finished');
  });

  it.each<[OrderStatus, boolean, string]>([
    ['SCHEDULED_ORDER_CREATED', true, 'status.planned'],
    ['SCHEDULED_ORDER_ACCEPTED', true, 'status.planned'],
    ['CREATED', false, 'status.created'],
    ['READY_FOR_PICKUP', false, 'status.ready_for_pickup'],
  ])('%s scheduled %s reads %s', (status, scheduled, key) => {
    expect(isScheduledStatus(status)).toBe(scheduled);
    expect(statusLabelKey(status)).toBe(key);
  });
});
