import { bigint, boolean, date, doublePrecision, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { platformCode } from './enums';

// What the best items rank (docs/reports.md#best-item-rollups), per restaurant × local day (or month) × item as it was
// ordered: the lines, and apart the options chosen on them, of the orders that are not canceled. Kept as the other
// rollups are (docs/reports.md#rollups): triggers on carts, lines and options append signed deltas in the change's
// transaction, the rollup worker folds them into the days and months, reports read rollup + pending deltas.
function itemKeyColumns() {
  return {
    restaurantId: integer('restaurant_id').notNull(),
    companyId: integer('company_id').notNull(),
    platform: platformCode('platform').notNull(),
    // An option chosen on a line, counted as an item only when the report asks for options too.
    isOption: boolean('is_option').notNull(),
    // The item's id on the platform, '' when the order gave none (it is then known by its name).
    itemId: text('item_id').notNull(),
    // The name as ordered, untrimmed: the report normalises names when it ranks.
    title: text('title').notNull(),
    // The line's VAT rate in percent (an option is sold at its line's).
    vat: doublePrecision('vat').notNull(),
  };
}

function itemSumColumns() {
  return {
    // How many lines (or chosen options) the row sums: an item is listed when it has any.
    entries: integer('entries').notNull(),
    units: bigint('units', { mode: 'number' }).notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull(),
    // What the options of those lines added (lines only).
    additional: bigint('additional', { mode: 'number' }).notNull(),
  };
}

const localDay = () => date('local_day', { mode: 'string' }).notNull();

export const cartItemRollups = pgTable(
  'cart_item_rollups',
  { localDay: localDay(), ...itemKeyColumns(), ...itemSumColumns() },
  (t) => [
    primaryKey({
      name: 'cart_item_rollups_pkey',
      columns: [t.restaurantId, t.localDay, t.companyId, t.platform, t.isOption, t.itemId, t.title, t.vat],
    }),
    index('cart_item_rollups_company_day_idx').on(t.companyId, t.localDay),
  ],
);

export const cartItemRollupDeltas = pgTable(
  'cart_item_rollup_deltas',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    localDay: localDay(),
    ...itemKeyColumns(),
    ...itemSumColumns(),
  },
  (t) => [index('cart_item_rollup_deltas_company_day_idx').on(t.companyId, t.localDay)],
);

export const cartItemMonthRollups = pgTable(
  'cart_item_month_rollups',
  { localMonth: date('local_month', { mode: 'string' }).notNull(), ...itemKeyColumns(), ...itemSumColumns() },
  (t) => [
    primaryKey({
      name: 'cart_item_month_rollups_pkey',
      columns: [t.restaurantId, t.localMonth, t.companyId, t.platform, t.isOption, t.itemId, t.title, t.vat],
    }),
    index('cart_item_month_rollups_company_month_idx').on(t.companyId, t.localMonth),
  ],
);

// The same rows without the restaurant: what a report over all of a company's restaurants reads, a few hundred rows a
// day whatever the number of restaurants (docs/reports.md#best-item-rollups). The fold keeps them equal to the
// restaurant rows summed; a deleted restaurant's rows are taken out of them.
function companyKeyColumns() {
  const { restaurantId: _restaurant, ...columns } = itemKeyColumns();
  return columns;
}

export const cartItemCompanyRollups = pgTable(
  'cart_item_company_rollups',
  { localDay: localDay(), ...companyKeyColumns(), ...itemSumColumns() },
  (t) => [
    primaryKey({
      name: 'cart_item_company_rollups_pkey',
      columns: [t.companyId, t.localDay, t.platform, t.isOption, t.itemId, t.title, t.vat],
    }),
  ],
);

export const cartItemCompanyMonthRollups = pgTable(
  'cart_item_company_month_rollups',
  { localMonth: date('local_month', { mode: 'string' }).notNull(), ...companyKeyColumns(), ...itemSumColumns() },
  (t) => [
    primaryKey({
      name: 'cart_item_company_month_rollups_pkey',
      columns: [t.companyId, t.localMonth, t.platform, t.isOption, t.itemId, t.title, t.vat],
    }),
  ],
);
