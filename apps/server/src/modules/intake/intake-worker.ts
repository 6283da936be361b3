import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookEvents } from '../../db/schema';
import { startPollingWorker, type PollingWorker } from '../../lib/polling-worker';
import { PermanentIntakeError, processWebhookEvent, type ProcessDeps, type ProcessOutcome } from './process-webhook';
import type { WebhookEventRow } from './webhook-event-row';
import { describeError } from '../../lib/describe-error';

export type IntakeWorkerOptions = ProcessDeps & {
  /** Wakes the outbound worker when an event queued platform calls (auto-accept). */
  wakeOutbound?: () => void;
  batchSize?: number;
  maxAttempts?: number;
  /** Retry n waits baseDelayMs × 2^(n−1) (1 s, 2 s, 4 s… by default). */
  baseDelayMs?: number;
  now?: () => Date;
};

const DEFAULT_MAX_ATTEMPTS = 8;
const DEFAULT_BASE_DELAY_MS = 1000;

/**
 * Claims due pending events (oldest first) by counting an attempt, so a crash mid-way leaves them pending and they
 * are retried after the first delay. The schedule needs no extra column: attempt n is due at
 * received_at + base × (2^(n−1) − 1), counted from when the platform's webhook arrived.
 */
async function claimDueEvents(db: Db, now: Date, batchSize: number, baseDelayMs: number): Promise<WebhookEventRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: webhookEvents.id })
      .from(webhookEvents)
      .where(
        sql`${webhookEvents.status} = 'pending' and ${webhookEvents.receivedAt} + (${baseDelayMs}::double precision * (power(2, ${webhookEvents.attempts}) - 1)) * interval '1 millisecond' <= ${now.toISOString()}::timestamptz`,
      )
      .orderBy(asc(webhookEvents.receivedAt), asc(webhookEvents.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const claimed = await tx
      .update(webhookEvents)
      .set({ attempts: sql`${webhookEvents.attempts} + 1` })
      .where(
        inArray(
          webhookEvents.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
    return claimed.sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime() || a.id - b.id);
  });
}

/** One pass over due webhook events; returns how many were handled. */
export async function processPendingWebhooks(options: IntakeWorkerOptions): Promise<number> {
  const now = options.now?.() ?? new Date();
  const events = await claimDueEvents(
    options.db,
    now,
    options.batchSize ?? 10,
    options.baseDelayMs ?? DEFAULT_BASE_DELAY_MS,
  );
  for (const event of events) await handleEvent(options, event);
  return events.length;
}

async function handleEvent(options: IntakeWorkerOptions, event: WebhookEventRow): Promise<void> {
  let outcome: ProcessOutcome;
  try {
    // Marks the event processed in the same transaction as its writes.
    outcome = await processWebhookEvent(options, event);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const giveUp =
      error instanceof PermanentIntakeError || event.attempts >= (options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS);
    await options.db
      .update(webhookEvents)
      .set({
        status: giveUp ? 'failed' : 'pending',
        lastError: message,
        ...(giveUp ? { processedAt: new Date() } : {}),
      })
      .where(eq(webhookEvents.id, event.id));
    return;
  }
  if (outcome.queuedCalls) options.wakeOutbound?.();
  if (!outcome.cart || !outcome.changed) return;
  try {
    await options.hooks.onCartCommitted(outcome.cart, outcome.created);
  } catch (error) {
    console.error(`Telling the tablets of cart ${outcome.cart.id} failed:`, describeError(error));
  }
}

export function startIntakeWorker(options: IntakeWorkerOptions & { intervalMs?: number }): PollingWorker {
  return startPollingWorker(() => processPendingWebhooks(options), options.intervalMs ?? 500, 'webhook intake');
}
