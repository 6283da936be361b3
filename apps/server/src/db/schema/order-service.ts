import { index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { carts } from './carts';
import { id, instant } from './columns';
import { printers } from './printers';

// SPEC §4: a courier is rated once per order ('1' thumb up, '0' thumb down with a tag).
export const courierRatings = pgTable(
  'courier_ratings',
  {
    id: id(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    delivererUuid: text('deliverer_uuid'),
    jobUuid: text('job_uuid').notNull(),
    note: text('note').notNull(),
    tag: text('tag'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [unique('courier_ratings_cart_unique').on(table.cartId)],
);

export type PrintJobStatus = 'queued' | 'printed' | 'failed';

// Tickets waiting for a printer: queued by auto-print (even with no tablet open) or by the print action.
export const printJobs = pgTable(
  'print_jobs',
  {
    id: id(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    printerId: integer('printer_id').references(() => printers.id, { onDelete: 'set null' }),
    copies: integer('copies').notNull().default(1),
    status: text('status').$type<PrintJobStatus>().notNull().default('queued'),
    createdAt: instant('created_at').notNull().defaultNow(),
    printedAt: instant('printed_at'),
  },
  (table) => [index('print_jobs_status_idx').on(table.status, table.createdAt)],
);
