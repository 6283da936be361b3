import type { Db } from '../../db/client';
import { webhookEvents } from '../../db/schema';
import { insertRowsSql } from '../../lib/insert-rows';

export type NewWebhookEvent = typeof webhookEvents.$inferInsert;

type EventKey = Pick<NewWebhookEvent, 'platform' | 'eventId'>;

/** Inserts events, leaving those already stored as they were, and names the ones it inserted. */
export type InsertWebhookEvents = (events: readonly NewWebhookEvent[]) => Promise<EventKey[]>;

export type WebhookEventBatcher = {
  /**
   * Resolves once the event's row is committed: true when it is new, false for a duplicate (same platform and event
   * id), whether stored before or sent twice in one batch; exactly one caller of an event hears true.
   */
  store(event: NewWebhookEvent): Promise<boolean>;
};

// 200 rows of 8 columns stay far below PostgreSQL's 65,535 parameters per statement, and 4 MiB of bodies keep a burst
// of large webhooks (up to 1 MiB each) from becoming one statement of hundreds of megabytes.
const MAX_BATCH_ROWS = 200;
const MAX_BATCH_BYTES = 4 * 1024 * 1024;

/**
 * Group commit of webhooks (docs/architecture.md#intake): the webhooks that arrive together are stored with one
 * multi-row INSERT, where a statement each was most of what a burst's acknowledgements cost the server's one thread.
 * A caller hears back only once that statement has committed its row, so nothing acknowledged can be lost. One
 * batcher per app (`createApp`; main.ts shares its own with the demo simulator), on either driver.
 */
export function createWebhookEventBatcher(db: Db): WebhookEventBatcher {
  return batchWebhookEvents((events) => insertWebhookEvents(db, events));
}

export async function insertWebhookEvents(db: Db, events: readonly NewWebhookEvent[]): Promise<EventKey[]> {
  const written = await db.execute<{ platform: EventKey['platform']; event_id: string }>(
    insertRowsSql(webhookEvents, events, {
      onConflictDoNothing: [webhookEvents.platform, webhookEvents.eventId],
      returning: [webhookEvents.platform, webhookEvents.eventId],
    }),
  );
  return written.rows.map((row) => ({ platform: row.platform, eventId: row.event_id }));
}

type Waiter = { event: NewWebhookEvent; resolve(isNew: boolean): void; reject(error: unknown): void };

/** How many of the waiting events the next batch takes: at least one, then up to the row and byte limits. */
function nextBatchSize(waiting: readonly Waiter[], maxRows: number, maxBytes: number): number {
  let bytes = 0;
  let count = 0;
  for (const { event } of waiting.slice(0, maxRows)) {
    bytes += event.body.length;
    if (count > 0 && bytes > maxBytes) break;
    count += 1;
  }
  return count;
}

export function batchWebhookEvents(
  insert: InsertWebhookEvents,
  maxRows = MAX_BATCH_ROWS,
  maxBytes = MAX_BATCH_BYTES,
): WebhookEventBatcher {
  const waiting: Waiter[] = [];
  // A flush is scheduled or in flight: later calls wait for the next one rather than start their own.
  let busy = false;
  const flush = async () => {
    try {
      await storeBatch(insert, waiting.splice(0, nextBatchSize(waiting, maxRows, maxBytes)));
    } finally {
      busy = false;
      if (waiting.length > 0) schedule();
    }
  };
  // The next turn of the event loop, not a timer: a lone webhook waits for nothing, and the requests read in this
  // turn join its batch.
  const schedule = () => {
    busy = true;
    setImmediate(() => void flush());
  };
  return {
    store(event) {
      return new Promise((resolve, reject) => {
        waiting.push({ event, resolve, reject });
        if (!busy) schedule();
      });
    },
  };
}

async function storeBatch(insert: InsertWebhookEvents, batch: readonly Waiter[]): Promise<void> {
  // One row per event, the first caller's; its duplicates in the batch share its outcome as "not new".
  const groups = new Map<string, { event: NewWebhookEvent; waiters: Waiter[] }>();
  for (const waiter of batch) {
    const key = keyOf(waiter.event);
    const group = groups.get(key);
    if (group) group.waiters.push(waiter);
    else groups.set(key, { event: waiter.event, waiters: [waiter] });
  }
  try {
    const inserted = new Set((await insert([...groups.values()].map((group) => group.event))).map(keyOf));
    for (const [key, group] of groups) settle(group.waiters, inserted.has(key));
  } catch {
    // One row PostgreSQL refuses fails the whole statement: each row alone, so that only its own callers hear of it.
    for (const group of groups.values()) {
      try {
        settle(group.waiters, (await insert([group.event])).length > 0);
      } catch (error) {
        for (const waiter of group.waiters) waiter.reject(error);
      }
    }
  }
}

function settle(waiters: readonly Waiter[], isNew: boolean): void {
  waiters.forEach((waiter, index) => waiter.resolve(isNew && index === 0));
}

function keyOf({ platform, eventId }: EventKey): string {
  return JSON.stringify([platform, eventId]);
}
