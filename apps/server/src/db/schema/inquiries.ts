import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { id, instant } from './columns';
import { companies } from './companies';

export type ServiceInquiryStatus = 'open' | 'accepted' | 'declined';

// docs/services.md#requests: a user asks support to activate services its subscription lacks; account managers handle
// the requests.
export const serviceInquiries = pgTable(
  'service_inquiries',
  {
    id: id(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    // The administrator who sent it while acting as the account, if any.
    actingAccountId: integer('acting_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    services: jsonb('services').$type<string[]>().notNull(),
    comment: text('comment'),
    status: text('status').$type<ServiceInquiryStatus>().notNull().default('open'),
    createdAt: instant('created_at').notNull().defaultNow(),
    // Who accepted or declined it, when, and the message a decline sends the company (docs/services.md#requests).
    handledByAccountId: integer('handled_by_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    handledAt: instant('handled_at'),
    response: text('response'),
  },
  (table) => [
    index('service_inquiries_company_idx').on(table.companyId, table.createdAt),
    index('service_inquiries_status_idx').on(table.status, table.id),
  ],
);
