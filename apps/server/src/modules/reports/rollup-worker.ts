import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { startPollingWorker, type PollingWorker } from '../../lib/polling-worker';

const BATCH_SIZE = 5_000;
const INTERVAL_MS = 1_000;
const REBUILD_ATTEMPTS = 5;

/**
 * Folds up to `batchSize` pending deltas of each rollup (day, hour, VAT rate, item) into it (docs/reports.md#rollups),
 * in one transaction of the database's own functions; returns how many it moved in all (0 when another process is
 * folding).
 */
export async function foldRollupDeltas(db: Db, batchSize = BATCH_SIZE): Promise<number> {
  const result = await db.execute<{ folded: number }>(
    sql`select fold_cart_rollup_deltas(${batchSize}) + fold_cart_item_rollup_deltas(${batchSize}) as folded`,
  );
  return Number(result.rows[0]?.folded ?? 0);
}

/** Folds the deltas every second; a pass that moved any runs again at once, so a burst drains. */
export function startRollupWorker(db: Db): PollingWorker {
  return startPollingWorker(() => foldRollupDeltas(db), INTERVAL_MS, 'rollups');
}

function isSerializationFailure(error: unknown): boolean {
  const cause = error instanceof Error && error.cause ? error.cause : error;
  return typeof cause === 'object' && cause !== null && 'code' in cause && cause.code === '40001';
}

/**
 * Recomputes the rollup from the orders while they are written: a repeatable-read snapshot, so the orders it reads
 * and the deltas it removes are the same instant's. A fold that committed between the snapshot and the lock makes the
 * attempt fail; it is retried.
 */
export async function rebuildRollups(db: Db): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await db.transaction(
        async (tx) => {
          await tx.execute(sql`select rebuild_cart_day_rollups()`);
          await tx.execute(sql`select rebuild_cart_item_rollups()`);
        },
        {
          isolationLevel: 'repeatable read',
        },
      );
      return;
    } catch (error) {
      if (attempt >= REBUILD_ATTEMPTS || !isSerializationFailure(error)) throw error;
    }
  }
}
