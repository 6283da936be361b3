/**
 * Statistics (docs/data-model.md#statistics), per platform, per restaurant or overall; the GraphQL descriptions define
 * each figure.
 */
export type OrderTotals = {
  total: number;
  canceled: number;
  canceledTotal: number;
  inactivity: number;
  promo: number;
  sales: number;
  totalCommand: number;
  newClient: number;
  photoCount: number;
};

export const NO_ORDER_TOTALS: OrderTotals = {
  total: 0,
  canceled: 0,
  canceledTotal: 0,
  inactivity: 0,
  promo: 0,
  sales: 0,
  totalCommand: 0,
  newClient: 0,
  photoCount: 0,
};

export function addOrderTotals(a: OrderTotals, b: OrderTotals): OrderTotals {
  return {
    total: a.total + b.total,
    canceled: a.canceled + b.canceled,
    canceledTotal: a.canceledTotal + b.canceledTotal,
    inactivity: a.inactivity + b.inactivity,
    promo: a.promo + b.promo,
    sales: a.sales + b.sales,
    totalCommand: a.totalCommand + b.totalCommand,
    newClient: a.newClient + b.newClient,
    photoCount: a.photoCount + b.photoCount,
  };
}
