import type { OrderStatus } from '@comptoir/domain';

export const GET_RESTO_STATUSES = [
  'placed',
  'accepted',
  'ready',
  'in_delivery',
  'delivered',
  'cancelled',
  'rejected',
] as const;
export type GetRestoStatus = (typeof GET_RESTO_STATUSES)[number];

export function orderStatusFromGetResto(status: GetRestoStatus, scheduled: boolean): OrderStatus {
  switch (status) {
    case 'placed':
      return scheduled ? 'SCHEDULED_ORDER_CREATED' : 'CREATED';
    case 'accepted':
      return scheduled ? 'SCHEDULED_ORDER_ACCEPTED' : 'ACCEPTED';
    case 'ready':
      return 'READY_FOR_PICKUP';
    case 'in_delivery':
      return 'IN_TRANSIT';
    case 'delivered':
      return 'COMPLETED';
    case 'cancelled':
      return 'CANCELED';
    case 'rejected':
      return 'REJECTED';
  }
}
