import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { id, instant } from './columns';
import { companies } from './companies';

export type ApplicationWebhookStatus = 'pending' | 'delivered' | 'failed';

// The outbox of the events Comptoir posts to applications (docs/webhooks.md): one row per event and application,
// written in the transaction of the change, delivered by the application-webhook worker.
export const applicationWebhooks = pgTable(
  'application_webhooks',
  {
    id: id(),
    // X-Comptoir-Delivery: the same on every attempt and redelivery, so the receiver can drop a repeat.
    deliveryId: uuid('delivery_id').notNull().unique().defaultRandom(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    // Null for a `ping` the application sent itself from its console.
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    // Deliveries with the same key (`order:42`) go out one at a time, in the order they were written.
    orderingKey: text('ordering_key'),
    // The exact bytes signed and sent: the payload is rendered once, when the change commits.
    body: text('body').notNull(),
    status: text('status').$type<ApplicationWebhookStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    // Retried until then; a redelivery starts a new window.
    giveUpAt: instant('give_up_at').notNull(),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    createdAt: instant('created_at').notNull().defaultNow(),
    deliveredAt: instant('delivered_at'),
  },
  (t) => [
    index('application_webhooks_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('application_webhooks_log_idx').on(t.applicationId, t.id),
    index('application_webhooks_ordering_idx')
      .on(t.applicationId, t.orderingKey, t.id)
      .where(sql`${t.status} = 'pending'`),
  ],
);

// Every attempt to post a delivery, for the application's delivery log.
export const applicationWebhookAttempts = pgTable(
  'application_webhook_attempts',
  {
    id: id(),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => applicationWebhooks.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    // Null when no answer came (timeout, refused connection, blocked address).
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    // The first KiB of the answer's body.
    responseExcerpt: text('response_excerpt'),
    error: text('error'),
    requestHeaders: jsonb('request_headers').$type<Record<string, string>>(),
    attemptedAt: instant('attempted_at').notNull().defaultNow(),
  },
  (t) => [index('application_webhook_attempts_webhook_idx').on(t.webhookId, t.id)],
);

export type ApplicationWebhookRow = typeof applicationWebhooks.$inferSelect;
export type ApplicationWebhookAttemptRow = typeof applicationWebhookAttempts.$inferSelect;
