import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { id, instant } from './columns';

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    // Who really acted (the administrator when switched).
    actorAccountId: integer('actor_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    // Whom they acted as; null when acting as themselves.
    subjectAccountId: integer('subject_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity'),
    entityId: text('entity_id'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    ip: text('ip'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  // The entity index serves the histories read back from the log (a company's service changes).
  (t) => [
    index('audit_log_actor_idx').on(t.actorAccountId, t.createdAt),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.id),
  ],
);

// Attempt counters shared by every server process (lib/database-rate-limit-store.ts): keys 'email:…' and 'ip:…'
// (sign-in), 'pin:…', 'company-check:…'. `failures` counts the attempts of the current window, checked or refused.
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: instant('window_started_at').notNull().defaultNow(),
  lockedUntil: instant('locked_until'),
});
