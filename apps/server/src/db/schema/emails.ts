import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { id, instant } from './columns';

export const emailStatus = pgEnum('email_status', ['pending', 'sent', 'failed']);

// The e-mail outbox (docs/architecture.md#outbox): written in the transaction of the change that causes the message,
// sent by the mail worker. The body is rendered when queued and erased once sent: it may carry a one-time link.
export const outgoingEmails = pgTable(
  'outgoing_emails',
  {
    id: id(),
    template: text('template').notNull(),
    toAddress: text('to_address').notNull(),
    lang: text('lang').notNull(),
    subject: text('subject').notNull(),
    text: text('text'),
    html: text('html'),
    status: emailStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    messageId: text('message_id').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    sentAt: instant('sent_at'),
  },
  (t) => [
    index('outgoing_emails_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export type OutgoingEmailRow = typeof outgoingEmails.$inferSelect;
