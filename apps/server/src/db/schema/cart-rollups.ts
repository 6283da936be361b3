import { bigint, date, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { platformCode } from './enums';

// The reports' figures per restaurant × local day (docs/reports.md#rollups). Written by the database itself: triggers
// on carts append signed deltas in the transaction of each order change, and a worker folds them into the rollup.
// Reports read rollup + deltas still to fold, so they are exact at every instant. No foreign keys: a deleted
// restaurant's carts leave after it, and their deltas must still be writable; a trigger on restaurants clears its rows.
function rollupColumns() {
  return {
    restaurantId: integer('restaurant_id').notNull(),
    // The restaurant's calendar day the orders were placed on (docs/dates.md).
    localDay: date('local_day', { mode: 'string' }).notNull(),
    companyId: integer('company_id').notNull(),
    platform: platformCode('platform').notNull(),
    // Every order, canceled or not, and those with a photo.
    orders: integer('orders').notNull(),
    withImage: integer('with_image').notNull(),
    // The orders that are not canceled (docs/orders.md#statuses), their clients' first ones (order_count = 1), their
    // sums.
    keptOrders: integer('kept_orders').notNull(),
    newClients: integer('new_clients').notNull(),
    keptSubtotal: bigint('kept_subtotal', { mode: 'number' }).notNull(),
    keptPromo: bigint('kept_promo', { mode: 'number' }).notNull(),
    keptTotal: bigint('kept_total', { mode: 'number' }).notNull(),
    canceledOrders: integer('canceled_orders').notNull(),
    canceledTotal: bigint('canceled_total', { mode: 'number' }).notNull(),
  };
}

export const cartDayRollups = pgTable('cart_day_rollups', rollupColumns(), (t) => [
  primaryKey({
    name: 'cart_day_rollups_pkey',
    columns: [t.restaurantId, t.localDay, t.companyId, t.platform],
  }),
  index('cart_day_rollups_company_day_idx').on(t.companyId, t.localDay),
]);

// Insert-only from the triggers, so concurrent order writers never wait on one another; the fold deletes what it adds.
// The reports read the few pending rows through their index, not by scanning the pages the fold emptied.
export const cartRollupDeltas = pgTable(
  'cart_rollup_deltas',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ...rollupColumns(),
  },
  (t) => [index('cart_rollup_deltas_company_day_idx').on(t.companyId, t.localDay)],
);
