import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { id, instant } from './columns';
import { companies } from './companies';
import { devices } from './devices';

// The code e-mailed to a new company: entering it validates the account (docs/accounts.md#sign-up). Only its hash is
// kept.
export const accountCodes = pgTable(
  'account_codes',
  {
    id: id(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('account_codes_account_idx').on(t.accountId)],
);

// Every password an account has had, so a new one can be refused when it was used before (docs/accounts.md#passwords).
export const passwordHistory = pgTable(
  'password_history',
  {
    id: id(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('password_history_account_idx').on(t.accountId)],
);

// A password-reset link: single use, one hour, only the SHA-256 of its token is stored (docs/accounts.md#recovery).
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_account_idx').on(t.accountId)],
);

// A one-time code (and its link) that signs one named tablet in as the company (docs/accounts.md#tablets).
export const tabletEnrolments = pgTable(
  'tablet_enrolments',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    deviceName: text('device_name').notNull(),
    codeHash: text('code_hash').notNull().unique(),
    linkTokenHash: text('link_token_hash').notNull().unique(),
    createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    deviceId: integer('device_id').references(() => devices.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('tablet_enrolments_company_idx').on(t.companyId)],
);

export type AccountCodeRow = typeof accountCodes.$inferSelect;
export type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect;
export type TabletEnrolmentRow = typeof tabletEnrolments.$inferSelect;
