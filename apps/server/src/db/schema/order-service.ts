import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { carts } from './carts';
import { id, instant } from './columns';
import { printers } from './printers';

// docs/orders.md#courier-rating: a courier is rated once per order ('1' thumb up, '0' thumb down with a tag).
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

export type PrintJobStatus = 'queued' | 'delivered' | 'printed' | 'failed';

export type PrintJobKind = 'order' | 'test';

// Tickets waiting for a printer: queued by auto-print (even with no tablet open) or by the print action, or a test
// page (no order) from the printer screen.
export const printJobs = pgTable(
  'print_jobs',
  {
    id: id(),
    kind: text('kind').$type<PrintJobKind>().notNull().default('order'),
    cartId: integer('cart_id').references(() => carts.id, { onDelete: 'cascade' }),
    printerId: integer('printer_id').references(() => printers.id, { onDelete: 'set null' }),
    copies: integer('copies').notNull().default(1),
    status: text('status').$type<PrintJobStatus>().notNull().default('queued'),
    // How many times the printer fetched the job, when it last did, and the code it confirmed with (`200 OK`, `410`…).
    attempts: integer('attempts').notNull().default(0),
    deliveredAt: instant('delivered_at'),
    resultCode: text('result_code'),
    createdAt: instant('created_at').notNull().defaultNow(),
    printedAt: instant('printed_at'),
  },
  (table) => [
    index('print_jobs_status_idx').on(table.status, table.createdAt),
    index('print_jobs_printer_idx').on(table.printerId, table.status, table.createdAt),
    // A printer's last tickets on /printer, newest first, whatever their status.
    index('print_jobs_printer_recent_idx').on(table.printerId, table.createdAt.desc(), table.id.desc()),
    check('print_jobs_order_has_cart', sql`${table.kind} <> 'order' or ${table.cartId} is not null`),
  ],
);
