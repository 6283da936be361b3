import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, instant, publicUuid, timestamps } from './columns';
import { accountType } from './enums';

// One row per sign-in, whatever its kind (docs/data-model.md#accounts): User, Company (its profile lives in
// `companies`) or Application.
export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    uuid: publicUuid(),
    type: accountType('type').notNull(),
    // Stored lower-case (the check enforces it) so sign-in and the unique constraint ignore case.
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    pinHash: text('pin_hash'),
    enabled: boolean('enabled').notNull().default(true),
    // A company that signed up and has not entered its e-mailed code yet: it may only reach the code screen.
    awaitingValidation: boolean('awaiting_validation').notNull().default(false),
    currency: text('currency').notNull().default('EUR'),
    lang: text('lang'),
    // User
    firstName: text('first_name'),
    lastName: text('last_name'),
    picture: text('picture'),
    gender: text('gender'),
    // Application
    name: text('name'),
    webhookUrl: text('webhook_url'),
    phone: text('phone'),
    webhookEnabled: boolean('webhook_enabled').notNull().default(false),
    webhookSecret: text('webhook_secret'),
    // After a rotation the replaced secret still verifies pushes, and signs beside the new one, until then
    // (docs/webhooks.md#rotating-the-secret).
    previousWebhookSecret: text('previous_webhook_secret'),
    previousWebhookSecretUntil: instant('previous_webhook_secret_until'),
    lastLoginAt: instant('last_login_at'),
    // Carried in every token: raising it (logout, password change, disabling) ends the tokens issued before.
    tokenVersion: integer('token_version').notNull().default(0),
    // A correct PIN opens the protected pages and actions of this account until then (docs/pin.md#session: one hour).
    pinSessionUntil: instant('pin_session_until'),
    ...timestamps(),
  },
  (t) => [check('accounts_email_lower_case', sql`${t.email} = lower(${t.email})`)],
);

export type AccountRow = typeof accounts.$inferSelect;
export type NewAccountRow = typeof accounts.$inferInsert;
