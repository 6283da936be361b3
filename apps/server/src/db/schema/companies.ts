import type { PageAccess } from '@comptoir/domain';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { id, instant, timestamps } from './columns';

export type CompanyAddress = { adresse: string; postalCode: string; city: string; country: string };
export type CompanyContact = { firstName: string; lastName: string; phone: string; email: string };

// The Company GraphQL type's uuid, email and roles come from its account (accountId).
export const companies = pgTable('companies', {
  id: id(),
  accountId: integer('account_id')
    .notNull()
    .unique()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  siret: text('siret'),
  siren: text('siren'),
  autoAccept: boolean('auto_accept').notNull().default(false),
  autoPrintEnabled: boolean('auto_print_enabled').notNull().default(false),
  delayingOrder: instant('delaying_order'),
  pagesAccess: jsonb('pages_access').$type<PageAccess[]>().notNull().default([]),
  picture: text('picture'),
  adresse: jsonb('adresse').$type<CompanyAddress>(),
  contact: jsonb('contact').$type<CompanyContact>(),
  vatNumber: text('vat_number'),
  // AES-256-GCM under DATA_KEY (docs/accounts.md#billing); only the last four characters are ever shown.
  ibanEncrypted: text('iban_encrypted'),
  ibanLast4: text('iban_last4'),
  bic: text('bic'),
  paymentMethod: text('payment_method').$type<'DIRECT_DEBIT' | 'CARD'>(),
  billingAddress: jsonb('billing_address').$type<CompanyAddress>(),
  termsVersion: text('terms_version'),
  termsAcceptedAt: instant('terms_accepted_at'),
  privacyVersion: text('privacy_version'),
  privacyAcceptedAt: instant('privacy_accepted_at'),
  lastPing: instant('last_ping'),
  ...timestamps(),
});

// Service codes: ORDER_MANAGER, ANALYTICS, REVIEW, DISPUTE, TVA, MARKETING, MENU_PRICE, MENU_MAKER, RUNNER_DISPLAY.
export const companySubscriptions = pgTable(
  'company_subscriptions',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    service: text('service').notNull(),
    activated: boolean('activated').notNull().default(false),
    price: integer('price').notNull().default(0),
    startedAt: instant('started_at'),
    // When it was last switched off: the month it ends in is still due (docs/services.md#invoicing).
    endedAt: instant('ended_at'),
    ...timestamps(),
  },
  (t) => [
    index('company_subscriptions_company_idx').on(t.companyId),
    unique('company_subscriptions_company_service_unique').on(t.companyId, t.service),
  ],
);

// Which companies an account manager (ROLE_ACCOUNT_MANAGER user) looks after.
export const accountManagerCompanies = pgTable(
  'account_manager_companies',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.companyId] }),
    index('account_manager_companies_company_idx').on(t.companyId),
  ],
);

// Which companies an Application account (a POS) may act for.
export const applicationCompanies = pgTable(
  'application_companies',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.companyId] }),
    index('application_companies_company_idx').on(t.companyId),
  ],
);

export type CompanyRow = typeof companies.$inferSelect;
export type NewCompanyRow = typeof companies.$inferInsert;
