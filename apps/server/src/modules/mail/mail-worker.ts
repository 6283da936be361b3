import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outgoingEmails } from '../../db/schema';
import { isDueBy } from '../../lib/instants';
import { startPollingWorker, type PollingWorker } from '../../lib/polling-worker';
import type { MailTransport } from './mail-transport';

export type MailWorkerOptions = {
  db: Db;
  transport: MailTransport;
  batchSize?: number;
  /** First retry delay; each further one doubles, up to an hour. */
  baseDelayMs?: number;
  /** After this long since it was queued, a message that still fails is given up (status failed). */
  giveUpAfterMs?: number;
  now?: () => Date;
};

const DEFAULT_BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 60 * 60_000;
const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
const CLAIM_MS = 5 * 60_000;

/** Sends the e-mails that are due (oldest first); returns how many were claimed. */
export async function sendDueEmails(options: MailWorkerOptions): Promise<number> {
  const { db, transport } = options;
  const now = options.now?.() ?? new Date();
  const baseDelay = options.baseDelayMs ?? DEFAULT_BASE_DELAY_MS;
  const giveUpAfter = options.giveUpAfterMs ?? GIVE_UP_AFTER_MS;
  // Claiming pushes next_attempt_at ahead, so another process (or this one after a crash) retries only later.
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outgoingEmails.id })
      .from(outgoingEmails)
      .where(and(eq(outgoingEmails.status, 'pending'), isDueBy(outgoingEmails.nextAttemptAt, options.now)))
      .orderBy(asc(outgoingEmails.nextAttemptAt), asc(outgoingEmails.id))
      .limit(options.batchSize ?? 10)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outgoingEmails)
      .set({ attempts: sql`${outgoingEmails.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + CLAIM_MS) })
      .where(
        inArray(
          outgoingEmails.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
  for (const row of claimed) {
    try {
      // The stored Message-ID and date: a row sent again after a crash between the send and the mark below is the same
      // message, which receiving servers and mail clients show once (docs/accounts.md#e-mail).
      await transport.send({
        to: row.toAddress,
        subject: row.subject,
        text: row.text ?? '',
        html: row.html ?? '',
        messageId: row.messageId,
        date: row.createdAt,
      });
    } catch (error) {
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const givenUp = now.getTime() - row.createdAt.getTime() >= giveUpAfter;
      const retryIn = Math.min(MAX_DELAY_MS, baseDelay * 2 ** (row.attempts - 1));
      await db
        .update(outgoingEmails)
        .set(
          givenUp
            ? { status: 'failed', lastError, text: null, html: null }
            : { lastError, nextAttemptAt: new Date(now.getTime() + retryIn) },
        )
        .where(eq(outgoingEmails.id, row.id));
      continue;
    }
    // The body may hold a one-time link or code: once delivered it is not kept (docs/accounts.md#e-mail).
    await db
      .update(outgoingEmails)
      .set({ status: 'sent', sentAt: new Date(), lastError: null, text: null, html: null })
      .where(eq(outgoingEmails.id, row.id));
  }
  return claimed.length;
}

/** Polls the outbox every second; stopping waits for the pass in progress and closes the transport. */
export function startMailWorker(options: MailWorkerOptions & { intervalMs?: number }): PollingWorker {
  const worker = startPollingWorker(() => sendDueEmails(options), options.intervalMs ?? 1000, 'e-mail');
  return {
    wake: worker.wake,
    async stop() {
      await worker.stop();
      options.transport.close();
    },
  };
}
