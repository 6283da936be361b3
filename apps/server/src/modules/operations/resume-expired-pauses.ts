import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { restaurants } from '../../db/schema';
import { closePauses } from '../analytics';
import { queueRestaurantPauseWebhooks } from '../applications';
import { queueStoreCall } from '../../platforms/outbound/queue-store-call';
import { loadStoreTargets } from './store-targets';
import { describeError } from '../../lib/describe-error';
import { logger } from '../../lib/logger';

const SWEEP_MS = 30_000;

export type PauseSweepDeps = { db: Db; wakeOutbound: () => void };

/**
 * A timed pause (docs/orders.md#pause) ends when `paused_until` passes: the restaurant is unpaused with its platform's
 * "unpause" call queued in the same transaction (docs/architecture.md#outbox). The conditional UPDATE lets only one
 * process resume a given pause; a restaurant resumed or paused again by hand meanwhile no longer matches.
 */
export async function resumeExpiredPauses(deps: PauseSweepDeps, now = new Date()): Promise<number> {
  const resumed = await deps.db.transaction(async (tx) => {
    const ids = (
      await tx
        .update(restaurants)
        .set({ isPaused: false, pausedAt: null, pausedUntil: null })
        .where(
          and(eq(restaurants.isPaused, true), isNotNull(restaurants.pausedUntil), lte(restaurants.pausedUntil, now)),
        )
        .returning({ id: restaurants.id })
    ).map((row) => row.id);
    if (ids.length === 0) return 0;
    await closePauses(tx, ids, 'operator', now);
    for (const target of await loadStoreTargets(tx, inArray(restaurants.id, ids)))
      await queueStoreCall(tx, target, { type: 'unpause' });
    await queueRestaurantPauseWebhooks(tx, ids, false);
    return ids.length;
  });
  if (resumed > 0) deps.wakeOutbound();
  return resumed;
}

export function startPauseSweeper(deps: PauseSweepDeps): () => void {
  const timer = setInterval(() => {
    resumeExpiredPauses(deps).catch((error: unknown) =>
      logger.error({ error: describeError(error) }, 'Resuming timed pauses failed'),
    );
  }, SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
