import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookEvents } from '../../db/schema';
import { startPollingWorker, type PollingWorker } from '../../lib/polling-worker';
import {
  PermanentIntakeError,
  prepareWebhookEvent,
  writeOrderEvents,
  type OrderEvent,
  type PreparedEvent,
  type ProcessDeps,
  type ProcessOutcome,
} from './process-webhook';
import { storeRestaurantsOf } from './write-cart';
import type { WebhookEventRow } from './webhook-event-row';
import { describeError } from '../../lib/describe-error';
import { logger } from '../../lib/logger';

export type IntakeWorkerOptions = ProcessDeps & {
  /** Wakes the outbound worker when an event queued platform calls (auto-accept). */
  wakeOutbound?: () => void;
  /** Events claimed, and written in one transaction, per pass (docs/architecture.md#intake). */
  batchSize?: number;
  maxAttempts?: number;
  /** Retry n waits baseDelayMs × 2^(n−1) (1 s, 2 s, 4 s… by default). */
  baseDelayMs?: number;
  now?: () => Date;
};

const DEFAULT_BATCH_SIZE = 50;
const DEFAULT_MAX_ATTEMPTS = 8;
const DEFAULT_BASE_DELAY_MS = 1000;

/**
 * Claims due pending events (oldest first) by counting an attempt, in one statement that commits at once, so a crash
 * mid-way leaves them pending with the attempt counted and they are retried after the first delay. SKIP LOCKED lets
 * several workers claim side by side. The schedule needs no extra column: attempt n is due at
 * received_at + base × (2^(n−1) − 1), counted from when the platform's webhook arrived.
 */
async function claimDueEvents(db: Db, now: Date, batchSize: number, baseDelayMs: number): Promise<WebhookEventRow[]> {
  const due = db
    .select({ id: webhookEvents.id })
    .from(webhookEvents)
    .where(
      sql`${webhookEvents.status} = 'pending' and ${webhookEvents.receivedAt} + (${baseDelayMs}::double precision * (power(2, ${webhookEvents.attempts}) - 1)) * interval '1 millisecond' <= ${now.toISOString()}::timestamptz`,
    )
    .orderBy(asc(webhookEvents.receivedAt), asc(webhookEvents.id))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(webhookEvents)
    .set({ attempts: sql`${webhookEvents.attempts} + 1` })
    .where(inArray(webhookEvents.id, due))
    .returning();
  return claimed.sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime() || a.id - b.id);
}

/**
 * Locks, for the writing transaction, the claimed events that are still this pass's: pending, and not claimed again
 * since (a backlogged event is due again at once, so another worker may have counted a new attempt). Whatever another
 * worker holds or took is left to it: each event is written by one transaction only.
 */
async function lockClaimed(tx: Db, events: readonly WebhookEventRow[]): Promise<WebhookEventRow[]> {
  const claims = sql.join(
    events.map((event) => sql`(${event.id}::int, ${event.attempts}::int)`),
    sql`, `,
  );
  const rows = await tx
    .select({ id: webhookEvents.id })
    .from(webhookEvents)
    .where(
      and(eq(webhookEvents.status, 'pending'), sql`(${webhookEvents.id}, ${webhookEvents.attempts}) in (${claims})`),
    )
    .for('update', { skipLocked: true });
  const locked = new Set(rows.map((row) => row.id));
  return events.filter((event) => locked.has(event.id));
}

/** One pass over due webhook events; returns how many were claimed. */
export async function processPendingWebhooks(options: IntakeWorkerOptions): Promise<number> {
  const now = options.now?.() ?? new Date();
  const events = await claimDueEvents(
    options.db,
    now,
    options.batchSize ?? DEFAULT_BATCH_SIZE,
    options.baseDelayMs ?? DEFAULT_BASE_DELAY_MS,
  );
  if (events.length > 0) await processBatch(options, events);
  return events.length;
}

/**
 * Writes a claimed batch. First each event's reads and platform calls (an order fetched, a store's link, the
 * restaurants, read once per store), outside any transaction, so a slow platform holds no lock; an event that fails
 * there is recorded alone. Then one transaction: the batch's order events together in one savepoint (a few multi-row
 * statements for all their orders), each other event in its own; when the order events' savepoint fails, each is
 * written again in a savepoint of its own, so an event that fails is rolled back alone and recorded as failed or to
 * retry while the others commit. When the batch itself cannot commit (a statement failed outside a savepoint, a
 * deadlock with another worker), each event is written again on its own (docs/architecture.md#intake).
 */
async function processBatch(options: IntakeWorkerOptions, events: readonly WebhookEventRow[]): Promise<void> {
  const restaurantOf = storeRestaurantsOf(options.db);
  const prepared = new Map<number, PreparedEvent>();
  for (const event of events) {
    try {
      prepared.set(event.id, await prepareWebhookEvent(options, event, restaurantOf));
    } catch (error) {
      await recordFailure(options.db, options, event, error);
    }
  }
  const ready = events.filter((event) => prepared.has(event.id));
  if (ready.length === 0) return;
  let outcomes: ProcessOutcome[];
  try {
    outcomes = await options.db.transaction(async (tx) => {
      const locked = await lockClaimed(tx, ready);
      const written = await writeOrderBatch(
        tx,
        options,
        locked.flatMap((event) => {
          const found = prepared.get(event.id);
          return found?.kind === 'order' ? [found.order] : [];
        }),
      );
      for (const event of locked) {
        const found = prepared.get(event.id);
        if (found?.kind !== 'other') continue;
        try {
          written.push(await found.write(tx));
        } catch (error) {
          await recordFailure(tx, options, event, error);
        }
      }
      return written;
    });
  } catch (error) {
    const [only] = ready;
    if (ready.length === 1 && only) await recordFailure(options.db, options, only, error);
    else for (const event of ready) await processBatch(options, [event]);
    return;
  }
  await announce(options, outcomes);
}

/**
 * A batch's order events, together in one savepoint of `tx`; when that fails (one order's automatic actions, a
 * constraint), each alone in a savepoint of its own, so only the event at fault is rolled back and recorded.
 */
async function writeOrderBatch(
  tx: Db,
  options: IntakeWorkerOptions,
  events: readonly OrderEvent[],
): Promise<ProcessOutcome[]> {
  if (events.length > 1) {
    try {
      return await tx.transaction((batch) => writeOrderEvents(batch, options.hooks, events));
    } catch (error) {
      logger.warn({ events: events.length, error: describeError(error) }, 'An intake batch is written event by event');
    }
  }
  const outcomes: ProcessOutcome[] = [];
  for (const event of events) {
    try {
      outcomes.push(...(await tx.transaction((alone) => writeOrderEvents(alone, options.hooks, [event]))));
    } catch (error) {
      await recordFailure(tx, options, event.event, error);
    }
  }
  return outcomes;
}

/** Marks a failed event failed (a permanent error, or its last attempt) or pending for its next attempt. */
async function recordFailure(
  db: Db,
  options: IntakeWorkerOptions,
  event: WebhookEventRow,
  error: unknown,
): Promise<void> {
  // PostgreSQL text holds no NUL, and a failing statement's message may quote the value that had one.
  const message = (error instanceof Error ? error.message : String(error)).replaceAll('\u0000', '');
  const giveUp =
    error instanceof PermanentIntakeError || event.attempts >= (options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS);
  await db
    .update(webhookEvents)
    .set({
      status: giveUp ? 'failed' : 'pending',
      lastError: message,
      ...(giveUp ? { processedAt: new Date() } : {}),
    })
    .where(
      and(
        eq(webhookEvents.id, event.id),
        eq(webhookEvents.attempts, event.attempts),
        eq(webhookEvents.status, 'pending'),
      ),
    );
}

/** Once committed: wakes the outbound worker for queued calls and tells the tablets of the changed orders. */
async function announce(options: IntakeWorkerOptions, outcomes: readonly ProcessOutcome[]): Promise<void> {
  if (outcomes.some((outcome) => outcome.queuedCalls)) options.wakeOutbound?.();
  const changes = outcomes.flatMap(({ cart, created, changed }) => (cart && changed ? [{ cart, created }] : []));
  if (changes.length === 0) return;
  try {
    await options.hooks.onCartsCommitted(changes);
  } catch (error) {
    logger.error(
      { cartIds: changes.map(({ cart }) => cart.id), error: describeError(error) },
      'Telling the tablets of carts failed',
    );
  }
}

/** `workers` polling loops side by side: they claim disjoint batches (SKIP LOCKED). */
export function startIntakeWorker(
  options: IntakeWorkerOptions & { intervalMs?: number; workers?: number },
): PollingWorker {
  const loops = Array.from({ length: Math.max(1, options.workers ?? 1) }, () =>
    startPollingWorker(() => processPendingWebhooks(options), options.intervalMs ?? 500, 'webhook intake'),
  );
  return {
    wake: () => loops.forEach((loop) => loop.wake()),
    stop: async () => void (await Promise.all(loops.map((loop) => loop.stop()))),
  };
}
