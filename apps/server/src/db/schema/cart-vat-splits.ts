import { doublePrecision, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { carts } from './carts';

// Each order's VAT split, one row per rate with an amount (docs/money.md#one-vat-split-per-order): computed by
// splitOrderVat when the order and its lines are written, in the same transaction, and read by every screen, ticket,
// report and export that shows the order's VAT. tva is ttc − ht. The primary key serves the reports, which join the
// orders of their filter to their rows.
export const cartVatSplits = pgTable(
  'cart_vat_splits',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    // Percent, as the lines carry it: 20 means 20 %, 5.5 means 5.5 %.
    rate: doublePrecision('rate').notNull(),
    // Including VAT, minor units.
    ttc: integer('ttc').notNull(),
    // Excluding VAT, minor units.
    ht: integer('ht').notNull(),
  },
  (t) => [primaryKey({ name: 'cart_vat_splits_pkey', columns: [t.cartId, t.rate] })],
);

export type CartVatSplitRow = typeof cartVatSplits.$inferSelect;
