import { bigint, date, doublePrecision, index, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { platformCode } from './enums';

// The reports' figures per restaurant × local day (docs/reports.md#rollups). Written by the database itself: triggers
// on carts append signed deltas in the transaction of each order change, and a worker folds them into the rollup.
// Reports read rollup + deltas still to fold, so they are exact at every instant. No foreign keys: a deleted
// restaurant's carts leave after it, and their deltas must still be writable; a trigger on restaurants clears its rows.
function rollupSumColumns() {
  return {
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
    // What the VAT report adds up besides the sales (docs/reports.md#rollups): the platform's service fee, its VAT and
    // what the platform paid, for the orders that are not canceled.
    keptPlatformFee: bigint('kept_platform_fee', { mode: 'number' }).notNull(),
    keptVatPlatformFee: bigint('kept_vat_platform_fee', { mode: 'number' }).notNull(),
    keptPaid: bigint('kept_paid', { mode: 'number' }).notNull(),
    canceledOrders: integer('canceled_orders').notNull(),
    canceledTotal: bigint('canceled_total', { mode: 'number' }).notNull(),
  };
}

function rollupColumns() {
  return {
    restaurantId: integer('restaurant_id').notNull(),
    // The restaurant's calendar day the orders were placed on (docs/dates.md).
    localDay: date('local_day', { mode: 'string' }).notNull(),
    companyId: integer('company_id').notNull(),
    platform: platformCode('platform').notNull(),
    ...rollupSumColumns(),
  };
}

// The restaurant's calendar month the orders were placed in, as its first day: the month level above each rollup's
// days, which the fold keeps equal to the sum of the month's day rows (docs/reports.md#month-rollups).
const localMonth = () => date('local_month', { mode: 'string' }).notNull();

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

function hourColumns() {
  return {
    restaurantId: integer('restaurant_id').notNull(),
    localDay: date('local_day', { mode: 'string' }).notNull(),
    // The hour of the restaurant's local time (0–23) the orders were placed in.
    hour: smallint('hour').notNull(),
    companyId: integer('company_id').notNull(),
    platform: platformCode('platform').notNull(),
    keptOrders: integer('kept_orders').notNull(),
    keptTotal: bigint('kept_total', { mode: 'number' }).notNull(),
  };
}

// The heat map's figures per restaurant × local day × local hour, for the orders that are not canceled; kept as the
// day rollup is.
export const cartHourRollups = pgTable('cart_hour_rollups', hourColumns(), (t) => [
  primaryKey({
    name: 'cart_hour_rollups_pkey',
    columns: [t.restaurantId, t.localDay, t.hour, t.companyId, t.platform],
  }),
  index('cart_hour_rollups_company_day_idx').on(t.companyId, t.localDay),
]);

export const cartHourRollupDeltas = pgTable(
  'cart_hour_rollup_deltas',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ...hourColumns(),
  },
  (t) => [index('cart_hour_rollup_deltas_company_day_idx').on(t.companyId, t.localDay)],
);

function vatColumns() {
  return {
    restaurantId: integer('restaurant_id').notNull(),
    localDay: date('local_day', { mode: 'string' }).notNull(),
    companyId: integer('company_id').notNull(),
    platform: platformCode('platform').notNull(),
    // The rate of cart_vat_splits, in percent.
    rate: doublePrecision('rate').notNull(),
    // The stored splits (docs/money.md#one-vat-split-per-order) of the orders that are not canceled, summed.
    ttc: bigint('ttc', { mode: 'number' }).notNull(),
    ht: bigint('ht', { mode: 'number' }).notNull(),
  };
}

// The VAT report's split per restaurant × local day × rate; kept as the day rollup is, from the orders and their
// splits.
export const cartVatRollups = pgTable('cart_vat_rollups', vatColumns(), (t) => [
  primaryKey({
    name: 'cart_vat_rollups_pkey',
    columns: [t.restaurantId, t.localDay, t.companyId, t.platform, t.rate],
  }),
  index('cart_vat_rollups_company_day_idx').on(t.companyId, t.localDay),
]);

export const cartVatRollupDeltas = pgTable(
  'cart_vat_rollup_deltas',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ...vatColumns(),
  },
  (t) => [index('cart_vat_rollup_deltas_company_day_idx').on(t.companyId, t.localDay)],
);

export const cartMonthRollups = pgTable(
  'cart_month_rollups',
  {
    restaurantId: integer('restaurant_id').notNull(),
    localMonth: localMonth(),
    companyId: integer('company_id').notNull(),
    platform: platformCode('platform').notNull(),
    ...rollupSumColumns(),
  },
  (t) => [
    primaryKey({ name: 'cart_month_rollups_pkey', columns: [t.restaurantId, t.localMonth, t.companyId, t.platform] }),
    index('cart_month_rollups_company_month_idx').on(t.companyId, t.localMonth),
  ],
);

// The heat map's month level keeps the weekday of each day it sums (ISO, 1 = Monday), the heat map's row.
export const cartHourMonthRollups = pgTable(
  'cart_hour_month_rollups',
  {
    restaurantId: integer('restaurant_id').notNull(),
    localMonth: localMonth(),
    isoWeekday: smallint('iso_weekday').notNull(),
    hour: smallint('hour').notNull(),
    companyId: integer('company_id').notNull(),
    platform: platformCode('platform').notNull(),
    keptOrders: integer('kept_orders').notNull(),
    keptTotal: bigint('kept_total', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'cart_hour_month_rollups_pkey',
      columns: [t.restaurantId, t.localMonth, t.isoWeekday, t.hour, t.companyId, t.platform],
    }),
    index('cart_hour_month_rollups_company_month_idx').on(t.companyId, t.localMonth),
  ],
);

export const cartVatMonthRollups = pgTable(
  'cart_vat_month_rollups',
  {
    restaurantId: integer('restaurant_id').notNull(),
    localMonth: localMonth(),
    companyId: integer('company_id').notNull(),
    platform: platformCode('platform').notNull(),
    rate: doublePrecision('rate').notNull(),
    ttc: bigint('ttc', { mode: 'number' }).notNull(),
    ht: bigint('ht', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'cart_vat_month_rollups_pkey',
      columns: [t.restaurantId, t.localMonth, t.companyId, t.platform, t.rate],
    }),
    index('cart_vat_month_rollups_company_month_idx').on(t.companyId, t.localMonth),
  ],
);
