import { INVOICE_STATUSES, type InvoiceKind, type InvoiceLineTarget } from '@comptoir/domain';
import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { id, instant, publicUuid, timestamps } from './columns';
import { companies, type CompanyAddress } from './companies';
import { platformCode } from './enums';
import { restaurants } from './restaurants';

export const invoiceStatus = pgEnum('invoice_status', INVOICE_STATUSES);

/** The buyer as it stood when the invoice was issued: a later change of address does not rewrite an issued invoice. */
export type InvoiceBuyer = {
  name: string;
  adresse: CompanyAddress | null;
  vatNumber: string | null;
  siret: string | null;
};

// One row per calendar year: the last sequence number used. Numbers are taken in the issuing transaction, so a
// rolled-back issue gives its numbers back and the sequence never has a gap (French invoices must not).
export const invoiceSequences = pgTable('invoice_sequences', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

// Comptoir's invoices to a restaurant company. An issued invoice is a frozen document: its buyer, lines and totals
// are written once at issue and never recomputed; only the payment status moves (VALIDATING → VALIDER → PAYER).
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    uuid: publicUuid(),
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<InvoiceKind>().notNull(),
    // Commission invoices only: the platform whose sales are commissioned.
    platform: platformCode('platform'),
    // 'SUBSCRIPTION' or the platform code: with the company and the period it makes issuing idempotent.
    subject: text('subject').notNull(),
    status: invoiceStatus('status').notNull().default('VALIDATING'),
    // The invoiced period, calendar days inclusive.
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    buyer: jsonb('buyer').$type<InvoiceBuyer>().notNull(),
    // Commission invoices: History's total of the period (minor units, may pass 32 bits) and the rate applied.
    commissionBase: bigint('commission_base', { mode: 'number' }),
    commissionRateBasisPoints: integer('commission_rate_basis_points'),
    totalHt: integer('total_ht').notNull(),
    totalVat: integer('total_vat').notNull(),
    totalTtc: integer('total_ttc').notNull(),
    issuedAt: instant('issued_at').notNull(),
    // Payment due date printed on the document.
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    payedAt: instant('payed_at'),
    ...timestamps(),
  },
  (t) => [
    unique('invoices_year_sequence_unique').on(t.year, t.sequence),
    unique('invoices_company_subject_period_unique').on(t.companyId, t.subject, t.fromDate),
    index('invoices_company_issued_idx').on(t.companyId, t.issuedAt.desc()),
  ],
);

// Amounts in minor units: priceHt + vatAmount = price (TTC). vatRate in percent (20 means 20 %).
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: id(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    target: text('target').$type<InvoiceLineTarget>().notNull(),
    priceHt: integer('price_ht').notNull(),
    vatRate: doublePrecision('vat_rate').notNull(),
    vatAmount: integer('vat_amount').notNull(),
    price: integer('price').notNull(),
  },
  (t) => [unique('invoice_lines_position_unique').on(t.invoiceId, t.position)],
);

// The restaurants an invoice covers: the commission-invoiced ones of its platform, or those with a billed subscription.
export const invoiceRestaurants = pgTable(
  'invoice_restaurants',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.invoiceId, t.restaurantId] }),
    index('invoice_restaurants_restaurant_idx').on(t.restaurantId),
  ],
);

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = typeof invoices.$inferInsert;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
